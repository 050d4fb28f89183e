/** The window's HostClient: the Electron bridge when there is one, else a WebSocket to the page's own host. */
import { BridgeTransport } from './bridgeTransport';
import { HostClient } from './HostClient';
import { SocketTransport } from './socketTransport';

export { HostClient } from './HostClient';
export { HostRequestError, errorMessage } from './errors';
export type { ConnectionState } from './transport';

let client: HostClient | null = null;

export function getHost(): HostClient {
  if (!client) {
    const bridge = window.smugglersHost;
    client = new HostClient(bridge ? new BridgeTransport(bridge) : new SocketTransport());
  }
  return client;
}
