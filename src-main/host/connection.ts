/**
 * One client of the host: an Electron window or a WebSocket. It checks every
 * request against the protocol schema, remembers which seats the client has
 * proved it holds, and forwards pushed updates to the transport. The seat of
 * a move is checked against those proofs, never trusted from the message.
 */
import type { Seat } from '../../shared/engine/contract.js';
import type { LobbyUpdate } from '../../shared/protocol/lan.js';
import {
  describeSchemaError,
  type HostError,
  MAX_GUEST_MESSAGE_CHARS,
  MAX_MESSAGE_CHARS,
  PROTOCOL_VERSION,
  type Push,
  type Request,
  type Response,
  requestSchema,
} from '../../shared/protocol/messages.js';
import { TokenBucket } from './token-bucket.js';
import { HostFailure, hostError } from './failure.js';
import { type Said, said } from '../words/host-words.js';
import type { Host } from './host.js';
import type { Subscriber } from './subscriber.js';

/** Wrong join codes a connection may send before it is cut off (a code cannot be guessed by trying). */
export const MAX_WRONG_CODES = 5;

/** What a guest's transport adds to a connection: how to cut it off, and limits shared by its address. */
export interface GuestGuard {
  /** Closes the transport at once (messages already on their way are ignored). */
  hangUp?: (reason: string) => void;
  /** Told of each wrong join code; false once the client's address has used up its tries. */
  wrongCode?: () => boolean;
  /** How long the client's address must wait before a join code of it is checked again (0: it need not). */
  codeLockedMs?: () => number;
  /** Told when the client's place at the tables changes; false when there is no room for one more guest without a seat. */
  stand?: (standing: Standing) => boolean;
}

/** A client's place at the tables: at none yet, in a lobby or watching without a seat, or in a seat (claimed or joined). */
export type Standing = 'new' | 'seatless' | 'seated';

/** Guests' chat lines: a burst of 5, then one a second. */
const CHAT_BURST = 5;
const CHAT_PER_SECOND = 1;
/** Guests' lobby and seat requests: a burst of 10, then two a second (a person clicks, a script floods). */
const LOBBY_BURST = 10;
const LOBBY_PER_SECOND = 2;
const LOBBY_REQUESTS = new Set<Request['type']>(['joinLobby', 'claimSeat', 'releaseSeat', 'joinSeat', 'watch']);
/** Requests that put a guest at a table: a guest who made none soon is cut off (src-main/server). */
const JOIN_REQUESTS = new Set<Request['type']>(['joinLobby', 'joinSeat', 'watch']);
/** Requests that may change a guest's place at the tables (see Standing). */
const PLACE_REQUESTS = new Set<Request['type']>(['joinLobby', 'claimSeat', 'releaseSeat', 'joinSeat', 'watch', 'leave']);

export class Connection implements Subscriber {
  /** Seats this client joined with a valid token, per match. */
  private readonly seats = new Map<string, Set<Seat>>();
  private closed = false;
  private wrongCodes = 0;
  private readonly chatBucket = new TokenBucket(CHAT_BURST, CHAT_PER_SECOND);
  private readonly lobbyBucket = new TokenBucket(LOBBY_BURST, LOBBY_PER_SECOND);
  /** Whether the client has entered a lobby, joined a seat or watched a match. */
  joined = false;
  /** Whether it holds a seat in a lobby (claimed, or taken back with its token). */
  private lobbySeat = false;
  /** Whether it watches a match (a spectator is not cut for saying nothing: he watches). */
  watching = false;
  /** When the client last sent anything. */
  lastHeard = Date.now();
  /** The place its transport was last told of. */
  private told: Standing = 'new';

  /**
   * @param trusted whether the client is the player at the host machine (the
   * app's own window, a browser on 127.0.0.1): only such a client may start,
   * load, delete or import matches, open LAN tables and change settings. A LAN
   * guest is never trusted.
   * @param guard a guest's transport: how to cut it off, and its address's limits.
   */
  constructor(
    private readonly host: Host,
    private readonly send: (push: Push) => void,
    readonly trusted = true,
    private readonly guard: GuestGuard = {},
  ) {}

  deliver(update: Push): void {
    if (!this.closed) this.send(update);
  }

  close(): void {
    this.closed = true;
    this.host.unsubscribe(this);
    this.seats.clear();
  }

  /** Handles one raw message (already parsed from JSON, or a string to parse). */
  async handle(raw: unknown): Promise<Response> {
    // A connection being closed does nothing more (a burst sent before the cut is not answered).
    if (this.closed) return failure(-1, hostError('bad-request', said('lan:hostSays.connectionClosed')));
    this.lastHeard = Date.now();
    let message = raw;
    if (typeof raw === 'string') {
      if (raw.length > (this.trusted ? MAX_MESSAGE_CHARS : MAX_GUEST_MESSAGE_CHARS)) {
        return failure(-1, hostError('bad-request', said('lan:hostSays.tooLarge')));
      }
      try {
        message = JSON.parse(raw);
      } catch {
        return failure(-1, hostError('bad-request', said('lan:hostSays.notJson')));
      }
    }
    const id = typeof (message as { id?: unknown })?.id === 'number' ? (message as { id: number }).id : -1;
    const parsed = requestSchema.safeParse(message);
    // The schema's complaint goes as it came (shell:hostSays.asItCame): only a client that is not the app's sends such a request.
    if (!parsed.success) return failure(id, hostError('bad-request', describeSchemaError(parsed.error)));
    const tooFast = this.rateLimited(parsed.data.type);
    if (tooFast) return failure(id, hostError('too-fast', tooFast));
    const locked = parsed.data.type === 'joinLobby' ? this.codeLocked(parsed.data.code, parsed.data.token) : null;
    if (locked) return failure(id, hostError('too-fast', locked));
    try {
      const result = await this.dispatch(parsed.data);
      if (JOIN_REQUESTS.has(parsed.data.type)) this.joined = true;
      if (PLACE_REQUESTS.has(parsed.data.type)) {
        this.notePlace(parsed.data, result);
        const noRoom = this.tellStanding();
        if (noRoom) return failure(id, hostError('too-fast', noRoom));
      }
      return { id, ok: true, result };
    } catch (error) {
      if (error instanceof HostFailure) {
        if (error.error.code === 'wrong-code') this.countWrongCode();
        return failure(id, error.error);
      }
      console.error(error);
      return failure(id, hostError('internal', said('lan:hostSays.hostFailed', { reason: (error as Error).message })));
    }
  }

  /** Why a guest's request is refused for coming too fast, or null. */
  private rateLimited(type: Request['type']): Said | null {
    if (this.trusted) return null;
    if (type === 'chat' && !this.chatBucket.take()) return said('lan:hostSays.chatTooFast');
    if (LOBBY_REQUESTS.has(type) && !this.lobbyBucket.take()) return said('lan:hostSays.tooManyRequests');
    return null;
  }

  /** Where the client is at the tables now. */
  get standing(): Standing {
    return this.seats.size > 0 || this.lobbySeat ? 'seated' : this.joined ? 'seatless' : 'new';
  }

  /**
   * Why a join code is not even checked: the client's address used up its
   * tries, and must wait. A guest in a seat coming back with his token is let
   * through: no guess can pass that check, so it tells nothing about codes.
   */
  private codeLocked(code: string, token: string | undefined): Said | null {
    const waitMs = this.guard.codeLockedMs?.() ?? 0;
    if (waitMs <= 0) return null;
    if (token !== undefined && this.host.holdsClaim(code, token)) return null;
    return said('lan:hostSays.codeTriesUsed', { count: Math.ceil(waitMs / 60_000) });
  }

  private notePlace(request: Request, result: unknown): void {
    if (request.type === 'claimSeat') this.lobbySeat = true;
    if (request.type === 'releaseSeat') this.lobbySeat = false;
    if (request.type === 'joinLobby') this.lobbySeat ||= (result as LobbyUpdate).seats.some((seat) => seat.yours);
    if (request.type === 'watch') this.watching = true;
    if (request.type === 'leave') this.watching = false;
  }

  /**
   * Tells the transport where the client is now. When there is no room for
   * one more guest without a seat, the client is taken out of every table
   * again (as if it had not asked) and told why.
   */
  private tellStanding(): Said | null {
    const standing = this.standing;
    if (standing === this.told || !this.guard.stand) return null;
    if (this.guard.stand(standing)) {
      this.told = standing;
      return null;
    }
    this.host.unsubscribe(this);
    this.seats.clear();
    this.lobbySeat = false;
    this.watching = false;
    this.joined = false;
    this.told = 'new';
    this.guard.stand('new');
    return said('lan:hostSays.tooManyWatchers');
  }

  /** A wrong join code: the fifth on this connection, or one too many from its address, cuts it off at once. */
  private countWrongCode(): void {
    const addressAllows = this.guard.wrongCode?.() ?? true;
    if (++this.wrongCodes < MAX_WRONG_CODES && addressAllows) return;
    this.close();
    // A close reason no page shows (the guest's page words the closing itself): English, for logs and tools.
    this.guard.hangUp?.('Too many wrong codes');
  }

  private async dispatch(request: Request): Promise<unknown> {
    const host = this.host;
    if (!this.trusted && !GUEST_REQUESTS.has(request.type)) {
      throw new HostFailure(hostError('host-only', said('lan:hostSays.hostOnly')));
    }
    switch (request.type) {
      case 'createMatch': {
        const opened = host.createMatch(request.game, request.seats, request.options, request.seed);
        for (const grant of opened.grants) this.holdSeat(opened.matchId, grant.seat);
        return opened;
      }
      case 'startTutorial': {
        const opened = host.startTutorial(request.game, request.name);
        for (const grant of opened.grants) this.holdSeat(opened.matchId, grant.seat);
        return opened;
      }
      case 'tutorialNext':
        host.tutorialNext(request.matchId);
        return { ok: true };
      case 'tutorialContinue':
        host.tutorialContinue(request.matchId);
        return { ok: true };
      case 'loadSave': {
        const opened = await host.loadSave(request.matchId, this);
        for (const grant of opened.grants) this.holdSeat(opened.matchId, grant.seat);
        return opened;
      }
      case 'joinSeat':
        if (!this.trusted && !host.isLanOpen(request.matchId)) throw notOpenToGuests();
        host.authorize(request.matchId, request.seat, request.token);
        this.holdSeat(request.matchId, request.seat);
        host.subscribe(request.matchId, this, request.seat);
        return { ok: true };
      case 'watch':
        if (!this.trusted && !host.guestMayWatch(request.matchId, this)) {
          throw new HostFailure(hostError('not-your-seat', said('lan:hostSays.noSpectators')));
        }
        host.subscribe(request.matchId, this, 'spectator');
        return { ok: true };
      case 'leave':
        host.unsubscribe(this, request.matchId);
        this.seats.delete(request.matchId);
        // The host leaving a LAN game closes its table: his guests cannot play without him.
        if (this.trusted) host.closeTable(request.matchId);
        return { ok: true };
      case 'submitMove':
        this.requireSeat(request.matchId, request.seat);
        return { ok: true, version: host.submitMove(request.matchId, request.seat, request.move, request.version) };
      case 'undo':
        this.requireSeat(request.matchId, request.seat);
        return { ok: true, version: host.undo(request.matchId, request.seat) };
      case 'askHint':
        this.requireSeat(request.matchId, request.seat);
        return host.askHint(request.matchId, request.seat);
      case 'stationReady':
        this.requireSeat(request.matchId, request.seat);
        host.stationReady(request.matchId, request.seat);
        return { ok: true };
      case 'lockPutty':
        this.requireSeat(request.matchId, request.seat);
        host.lockPutty(request.matchId, request.seat, request.massG);
        return { ok: true };
      case 'retryHostTask':
        host.retryHostTask(request.matchId);
        return { ok: true };
      case 'listSaves':
        return host.listSaves();
      case 'deleteSave':
        await host.deleteSave(request.matchId);
        this.seats.delete(request.matchId);
        return { ok: true };
      case 'exportSave':
        return host.exportSave(request.matchId);
      case 'importSave':
        return host.importSave(request.fileName, request.content);
      case 'listHighScores':
        return host.listHighScores(request.game, request.matchId);
      case 'getSettings':
        return host.getSettings();
      case 'setSettings':
        return host.setSettings(request.settings);
      case 'hello':
        return { role: this.trusted ? 'host' : 'guest', protocol: PROTOCOL_VERSION };
      case 'openLobby':
        return host.openLobby(this, request);
      case 'updateLobby':
        host.updateLobby(request.lobbyId, request.seats, request.options, request.allowSpectators, request.allowHints ?? false);
        return { ok: true };
      case 'startLobby': {
        const opened = host.startLobby(request.lobbyId);
        for (const grant of opened.grants) this.holdSeat(opened.matchId, grant.seat);
        return opened;
      }
      case 'closeLobby':
        host.closeLobby(request.lobbyId);
        return { ok: true };
      case 'standIn':
        host.standIn(request.matchId, request.seat, request.level);
        return { ok: true };
      case 'joinLobby':
        return host.joinLobby(this, request.code, request.name, request.token);
      case 'claimSeat':
        return host.claimSeat(this, request.lobbyId, request.seat);
      case 'releaseSeat':
        host.releaseSeat(this, request.lobbyId);
        return { ok: true };
      case 'chat':
        host.chat(this, request.room, request.text);
        return { ok: true };
      // Replays (host only: none of these is in GUEST_REQUESTS).
      case 'openReplay':
        return host.openReplay(this, request.source, request.perspective);
      case 'replayPosition':
        return host.replayPosition(this, request.replayId, request.version, request.perspective);
      case 'closeReplay':
        host.closeReplay(this, request.replayId);
        return { ok: true };
      case 'exportReplay':
        return host.exportReplay(this, request.replayId);
      // The physics sandbox (host only: none of these is in GUEST_REQUESTS).
      case 'startSweep':
        return host.sandbox.startSweep(this, request.plan);
      case 'cancelSweep':
        return host.sandbox.cancelSweep(this, request.sweepId);
      case 'listStudies':
        return host.sandbox.listStudies();
      case 'loadStudy':
        return host.sandbox.loadStudy(request.name);
      case 'saveStudy':
        return host.sandbox.saveStudy(request.name, request.sweepId);
      case 'deleteStudy':
        return host.sandbox.deleteStudy(request.name);
      case 'listProfiles':
        return host.sandbox.listProfiles();
      case 'saveProfile':
        return host.sandbox.saveProfile(request.name, request.profile);
      case 'deleteProfile':
        return host.sandbox.deleteProfile(request.name);
      // Tables on the LAN (host only: a guest's browser is on another machine's host, which is not his).
      case 'findTables':
        return host.findTables();
    }
  }

  private holdSeat(matchId: string, seat: Seat): void {
    const held = this.seats.get(matchId) ?? new Set<Seat>();
    held.add(seat);
    this.seats.set(matchId, held);
  }

  private requireSeat(matchId: string, seat: Seat): void {
    if (!this.seats.get(matchId)?.has(seat)) {
      throw new HostFailure(hostError('not-your-seat', said('lan:hostSays.seatNotJoined')));
    }
  }
}

/** What a client on another machine may ask (not the host's settings: they are the host player's own). */
const GUEST_REQUESTS = new Set<Request['type']>([
  'hello',
  'joinLobby',
  'claimSeat',
  'releaseSeat',
  'chat',
  'joinSeat',
  'watch',
  'leave',
  'submitMove',
  'undo',
  'askHint',
  'stationReady',
  'lockPutty',
]);

function notOpenToGuests(): HostFailure {
  return new HostFailure(hostError('unknown-match', said('lan:hostSays.notOpenToGuests')));
}

function failure(id: number, error: HostError): Response {
  return { id, ok: false, error };
}
