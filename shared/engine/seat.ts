// Who sits at a table and who acts: the words every part of the engine speaks (contract.ts re-exports them).

/** A seat at the table, numbered clockwise from 0. */
export type Seat = number;

/** Whoever a view is made for: a seat, or a spectator who sees only public information. */
export type Viewer = Seat | 'spectator';

/** The actor of moves that carry an outcome the host computed (see HostTask). */
export const HOST = 'host';
export type Actor = Seat | typeof HOST;
