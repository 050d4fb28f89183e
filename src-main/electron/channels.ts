/** The two IPC channels between the window and the host. */
export const REQUEST_CHANNEL = 'host:request';
export const PUSH_CHANNEL = 'host:push';
