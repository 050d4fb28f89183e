/** What HostClient needs from a way of reaching the host (Electron IPC or a WebSocket). */
import type { Push, Request, Response } from '../../../shared/protocol/messages';

/**
 * 'idle': a LAN host let the socket go because it was not at a table yet; the next request opens it again.
 * 'refused': the host's own page lacks this start's key (it was restarted): only opening the printed address helps.
 */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'idle' | 'refused';

export interface Transport {
  /** Sends one request; resolves with its response, rejects with a HostRequestError when no answer can come. */
  send(message: Request): Promise<Response>;
  onPush(listener: (push: Push) => void): () => void;
  /** Called after the connection came back (never for the first connection). */
  onReconnect(listener: () => void): () => void;
  readonly state: ConnectionState;
  onStateChange(listener: (state: ConnectionState) => void): () => void;
  /** Stops using this way to the host for good (a LAN guest going back to his own host). */
  close?(): void;
}
