/**
 * The one way the UI talks to the host: typed requests and pushed match
 * updates, over whichever transport this window has. It remembers the seats
 * it joined and the matches it watches, and joins them again after a dropped
 * connection comes back, since the host forgets a dropped connection's
 * subscriptions.
 */
import type {
  Push,
  Request,
  RequestBody,
  RequestType,
  ResultFor,
} from '../../../shared/protocol/messages';
import { HostRequestError, hostRequestError, loadWordsOf } from './errors';
import type { ConnectionState, Transport } from './transport';

/** Any request without its id (Omit spread over the union, so `type` still tells the shapes apart). */
type AnyBody = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

interface Joined {
  matchId: string;
  seat: number;
  token: string;
}

export class HostClient {
  private readonly transport: Transport;
  private nextId = 1;
  private readonly joined = new Map<string, Joined>();
  private readonly watched = new Set<string>();
  private readonly reconnectListeners = new Set<() => void>();
  private closed = false;

  constructor(transport: Transport) {
    this.transport = transport;
    transport.onReconnect(() => {
      void this.rejoin().then(() => {
        for (const listener of this.reconnectListeners) listener();
      });
    });
  }

  get connection(): ConnectionState {
    return this.transport.state;
  }

  onConnectionChange(listener: (state: ConnectionState) => void): () => void {
    return this.transport.onStateChange(listener);
  }

  /**
   * Sends a request; resolves with its result, or throws a HostRequestError
   * with the host's code and message. (`& { type: T }` only lets TypeScript
   * infer T from the literal type.)
   */
  async request<T extends RequestType>(body: RequestBody<T> & { type: T }): Promise<ResultFor[T]> {
    const result = await this.send(body as AnyBody);
    this.remember(body as AnyBody);
    return result as ResultFor[T];
  }

  /** A seat's station is on screen and ready: the host turns its clock (Smugglers' hourglass), or tells it what is left. */
  async stationReady(matchId: string, seat: number): Promise<void> {
    await this.request({ type: 'stationReady', matchId, seat });
  }

  /** A seat's hourglass ran out with this much putty in the ball: the host holds the ball to it. */
  async lockPutty(matchId: string, seat: number, massG: number): Promise<void> {
    await this.request({ type: 'lockPutty', matchId, seat, massG });
  }

  /** Every push: match, lobby and chat updates (tell them apart by `type`). */
  onPush(listener: (push: Push) => void): () => void {
    return this.transport.onPush(listener);
  }

  /** Called after a dropped connection came back, once the seats were joined again. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /** Stops using this connection for good. */
  close(): void {
    this.closed = true;
    this.reconnectListeners.clear();
    this.transport.close?.();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private async send(body: AnyBody): Promise<unknown> {
    const id = this.nextId++;
    const response = await this.transport.send({ ...body, id } as Request);
    if (!response.ok) {
      const error = hostRequestError(response.error);
      // The refusal is worded from its key: its catalogues (a game's, the LAN screens') load before anyone reads it.
      await loadWordsOf(response.error);
      throw error;
    }
    return response.result;
  }

  private remember(request: AnyBody): void {
    switch (request.type) {
      case 'joinSeat':
        this.joined.set(`${request.matchId}#${request.seat}`, {
          matchId: request.matchId,
          seat: request.seat,
          token: request.token,
        });
        break;
      case 'watch':
        this.watched.add(request.matchId);
        break;
      case 'leave':
        this.forget(request.matchId);
        break;
      default:
        break;
    }
  }

  private forget(matchId: string): void {
    for (const [key, joined] of this.joined) if (joined.matchId === matchId) this.joined.delete(key);
    this.watched.delete(matchId);
  }

  private async rejoin(): Promise<void> {
    const joins = [...this.joined.entries()].map(async ([key, joined]) => {
      try {
        await this.send({ type: 'joinSeat', matchId: joined.matchId, seat: joined.seat, token: joined.token });
      } catch (error) {
        if (error instanceof HostRequestError && error.code !== 'disconnected') this.joined.delete(key);
      }
    });
    const watches = [...this.watched].map(async (matchId) => {
      try {
        await this.send({ type: 'watch', matchId });
      } catch (error) {
        if (error instanceof HostRequestError && error.code !== 'disconnected') this.watched.delete(matchId);
      }
    });
    await Promise.all([...joins, ...watches]);
  }
}
