// A public event of a match's log, as the host sends it (messages.ts re-exports it; a replay's position carries them too).

/** A public event with the match version it led to. */
export interface LoggedEvent {
  version: number;
  event: unknown;
}
