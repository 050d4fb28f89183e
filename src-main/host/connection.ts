/**
 * One client of the host: an Electron window or a WebSocket. It checks every
 * request against the protocol schema, remembers which seats the client has
 * proved it holds, and forwards pushed updates to the transport. The seat of
 * a move is checked against those proofs, never trusted from the message.
 */
import type { Seat } from '../../shared/engine/contract.js';
import {
  describeSchemaError,
  type HostError,
  MAX_MESSAGE_CHARS,
  type MatchUpdate,
  type Push,
  type Request,
  type Response,
  requestSchema,
} from '../../shared/protocol/messages.js';
import { Host, HostFailure, type Subscriber } from './host.js';

export class Connection implements Subscriber {
  /** Seats this client joined with a valid token, per match. */
  private readonly seats = new Map<string, Set<Seat>>();
  private closed = false;

  /**
   * @param trusted whether the client runs on this machine (the app's own
   * window, a browser on 127.0.0.1): only such a client may start, load,
   * delete or import matches and change settings.
   */
  constructor(
    private readonly host: Host,
    private readonly send: (push: Push) => void,
    private readonly trusted = true,
  ) {}

  deliver(update: MatchUpdate): void {
    if (!this.closed) this.send(update);
  }

  close(): void {
    this.closed = true;
    this.host.unsubscribe(this);
    this.seats.clear();
  }

  /** Handles one raw message (already parsed from JSON, or a string to parse). */
  async handle(raw: unknown): Promise<Response> {
    let message = raw;
    if (typeof raw === 'string') {
      if (raw.length > MAX_MESSAGE_CHARS) return failure(-1, { code: 'bad-request', message: 'The message is too large.' });
      try {
        message = JSON.parse(raw);
      } catch {
        return failure(-1, { code: 'bad-request', message: 'The message is not valid JSON.' });
      }
    }
    const id = typeof (message as { id?: unknown })?.id === 'number' ? (message as { id: number }).id : -1;
    const parsed = requestSchema.safeParse(message);
    if (!parsed.success) return failure(id, { code: 'bad-request', message: describeSchemaError(parsed.error) });
    try {
      return { id, ok: true, result: this.dispatch(parsed.data) };
    } catch (error) {
      if (error instanceof HostFailure) return failure(id, error.error);
      console.error(error);
      return failure(id, { code: 'internal', message: `The host failed: ${(error as Error).message}` });
    }
  }

  private dispatch(request: Request): unknown {
    const host = this.host;
    if (!this.trusted && !GUEST_REQUESTS.has(request.type)) {
      throw new HostFailure({ code: 'bad-request', message: 'Only the player at the host machine can do that.' });
    }
    switch (request.type) {
      case 'createMatch': {
        const opened = host.createMatch(request.game, request.seats, request.options, request.seed);
        for (const grant of opened.grants) this.holdSeat(opened.matchId, grant.seat);
        return opened;
      }
      case 'loadSave': {
        const opened = host.loadSave(request.matchId);
        for (const grant of opened.grants) this.holdSeat(opened.matchId, grant.seat);
        return opened;
      }
      case 'joinSeat':
        host.authorize(request.matchId, request.seat, request.token);
        this.holdSeat(request.matchId, request.seat);
        host.subscribe(request.matchId, this, request.seat);
        return { ok: true };
      case 'watch':
        host.subscribe(request.matchId, this, 'spectator');
        return { ok: true };
      case 'leave':
        host.unsubscribe(this, request.matchId);
        this.seats.delete(request.matchId);
        return { ok: true };
      case 'submitMove':
        this.requireSeat(request.matchId, request.seat);
        return { ok: true, version: host.submitMove(request.matchId, request.seat, request.move, request.version) };
      case 'undo':
        this.requireSeat(request.matchId, request.seat);
        return { ok: true, version: host.undo(request.matchId, request.seat) };
      case 'listSaves':
        return host.listSaves();
      case 'deleteSave':
        host.deleteSave(request.matchId);
        this.seats.delete(request.matchId);
        return { ok: true };
      case 'exportSave':
        return host.exportSave(request.matchId);
      case 'importSave':
        return host.importSave(request.fileName, request.content);
      case 'getSettings':
        return host.getSettings();
      case 'setSettings':
        return host.setSettings(request.settings);
    }
  }

  private holdSeat(matchId: string, seat: Seat): void {
    const held = this.seats.get(matchId) ?? new Set<Seat>();
    held.add(seat);
    this.seats.set(matchId, held);
  }

  private requireSeat(matchId: string, seat: Seat): void {
    if (!this.seats.get(matchId)?.has(seat)) {
      throw new HostFailure({ code: 'not-your-seat', message: 'You have not joined that seat.' });
    }
  }
}

/** What a client on another machine may ask. */
const GUEST_REQUESTS = new Set<Request['type']>(['joinSeat', 'watch', 'leave', 'submitMove', 'undo', 'getSettings']);

function failure(id: number, error: HostError): Response {
  return { id, ok: false, error };
}
