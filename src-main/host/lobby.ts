/**
 * A LAN lobby: the table the host set up (game, options, what sits in each
 * seat), the guests who entered it with the join code, and which open seat
 * each guest claimed. A claim is a secret seat token; the lobby keeps only
 * its hash, so neither the lobby nor the save file can give it away.
 *
 * The lobby lives on while its match is played, so that a late spectator can
 * still come in with the code and a guest who reloads finds his seat.
 */
import crypto from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, type LobbySeat, type LobbySeatSetup, type LobbyUpdate } from '../../shared/protocol/lan.js';
import type { SeatConfig } from '../saves/save-file.js';
import { ChatRoom } from './chat-room.js';
import { type Said, said } from '../words/host-words.js';
import { namesLookAlike } from './name-look.js';
import { deliverSafely, type Subscriber } from './subscriber.js';

interface Claim {
  tokenHash: string;
  name: string;
  /** The guest's connection while it is open. */
  holder: Subscriber | null;
}

interface Member {
  name: string;
  role: 'host' | 'guest';
  /**
   * The last lobby view this client was sent (as JSON): an update it would
   * see as the same is not sent again, so repeated requests cost the host no
   * pushes to anyone.
   */
  lastView: string | null;
}

export interface LobbyInit {
  id: string;
  game: string;
  options: unknown;
  seed: number | undefined;
  seats: LobbySeatSetup[];
  allowSpectators: boolean;
  /** Whether the seats may ask for hints (hints.ts); absent: no. */
  allowHints?: boolean;
}

export class Lobby {
  readonly id: string;
  readonly code = newJoinCode();
  readonly game: string;
  readonly seed: number | undefined;
  options: unknown;
  seats: LobbySeatSetup[];
  allowSpectators: boolean;
  allowHints: boolean;
  readonly chat: ChatRoom;
  /** Set once the match started. */
  matchId: string | null = null;
  private readonly claims = new Map<number, Claim>();
  private readonly members = new Map<Subscriber, Member>();

  constructor(init: LobbyInit) {
    this.id = init.id;
    this.game = init.game;
    this.options = init.options;
    this.seed = init.seed;
    this.seats = init.seats;
    this.allowSpectators = init.allowSpectators;
    this.allowHints = init.allowHints ?? false;
    this.chat = new ChatRoom(init.id);
  }

  /** A lobby for a LAN match that was loaded from its save: its guest seats keep their token hashes. */
  static forRunningMatch(id: string, matchId: string, seats: SeatConfig[], guestSeats: { seat: number; tokenHash: string }[], allowSpectators: boolean, game: string): Lobby {
    const guests = new Map(guestSeats.map((guest) => [guest.seat, guest.tokenHash]));
    const lobby = new Lobby({
      id,
      game,
      options: null,
      seed: undefined,
      seats: seats.map((seat, index): LobbySeatSetup => {
        if (guests.has(index)) return { kind: 'open' };
        return seat.kind === 'bot' ? { kind: 'bot', name: seat.name, level: seat.level ?? 'normal' } : { kind: 'local', name: seat.name };
      }),
      allowSpectators,
    });
    for (const [seat, tokenHash] of guests) lobby.claims.set(seat, { tokenHash, name: seats[seat]?.name ?? 'Guest', holder: null });
    lobby.matchId = matchId;
    return lobby;
  }

  listeners(): Subscriber[] {
    return [...this.members.keys()];
  }

  has(subscriber: Subscriber): boolean {
    return this.members.has(subscriber);
  }

  isHost(subscriber: Subscriber): boolean {
    return this.members.get(subscriber)?.role === 'host';
  }

  nameOf(subscriber: Subscriber): string | null {
    return this.members.get(subscriber)?.name ?? null;
  }

  /**
   * Lets a client in (the host, or a guest who gave the code). A token of an
   * earlier claim takes the guest back to his seat. A client already in keeps
   * the last view he was sent, and the host stays the host. Returns whether
   * what the others see changed (a seat's holder or name), that is whether
   * they must be told.
   */
  admit(subscriber: Subscriber, name: string, role: 'host' | 'guest', token?: string): boolean {
    const member = this.members.get(subscriber);
    if (member) {
      member.name = name;
      if (role === 'host') member.role = 'host';
    } else {
      this.members.set(subscriber, { name, role, lastView: null });
    }
    if (token === undefined) return false;
    const hash = hashToken(token);
    let changed = false;
    for (const claim of this.claims.values()) {
      if (!hashesEqual(claim.tokenHash, hash)) continue;
      const newName = this.matchId === null ? name : claim.name;
      if (claim.holder !== subscriber || claim.name !== newName) changed = true;
      claim.holder = subscriber;
      claim.name = newName;
    }
    return changed;
  }

  /** The client left or its connection closed: a claimed seat stays his, shown as not connected. */
  remove(subscriber: Subscriber): void {
    this.members.delete(subscriber);
    for (const claim of this.claims.values()) if (claim.holder === subscriber) claim.holder = null;
  }

  /** Replaces the host's setup; a guest keeps his claim if his seat is still open for a guest. */
  update(seats: LobbySeatSetup[], options: unknown, allowSpectators: boolean, allowHints = false): void {
    this.seats = seats;
    this.options = options;
    this.allowSpectators = allowSpectators;
    this.allowHints = allowHints;
    for (const seat of [...this.claims.keys()]) if (seats[seat]?.kind !== 'open') this.claims.delete(seat);
  }

  /** Gives the guest an open seat (and releases any other he held); returns the secret seat token. */
  claim(subscriber: Subscriber, seat: number): { ok: true; token: string } | { ok: false; reason: Said } {
    if (this.matchId !== null) return { ok: false, reason: said('lan:hostSays.gameStarted') };
    if (this.seats[seat]?.kind !== 'open') return { ok: false, reason: said('lan:hostSays.seatNotOpen') };
    const existing = this.claims.get(seat);
    if (existing && existing.holder !== subscriber) return { ok: false, reason: said('lan:hostSays.seatTaken') };
    const member = this.members.get(subscriber);
    if (!member) return { ok: false, reason: said('lan:hostSays.enterFirst') };
    this.release(subscriber);
    const token = crypto.randomBytes(32).toString('hex');
    this.claims.set(seat, { tokenHash: hashToken(token), name: member.name, holder: subscriber });
    return { ok: true, token };
  }

  release(subscriber: Subscriber): void {
    if (this.matchId !== null) return;
    for (const [seat, claim] of this.claims) if (claim.holder === subscriber) this.claims.delete(seat);
  }

  /**
   * Whether a guest may not enter under that name: it is the host's, or the
   * name of anyone else in the lobby or of a guest's seat (even while that
   * guest is away), so that nobody can speak in another person's name. Names
   * are compared as people read them (see name-look.ts). The name of a seat the
   * guest proves is his (its token now, or he holds it on this connection) is
   * his to use, even while an old connection of his still has it.
   */
  nameTaken(subscriber: Subscriber, name: string, hostName: string, token?: string): boolean {
    const tokenHash = token === undefined ? null : hashToken(token);
    const own = (claim: Claim) => claim.holder === subscriber || (tokenHash !== null && hashesEqual(claim.tokenHash, tokenHash));
    const claims = [...this.claims.values()];
    if (claims.some((claim) => own(claim) && namesLookAlike(claim.name, name))) return false;
    const taken = [hostName];
    for (const [member, { name: memberName }] of this.members) if (member !== subscriber) taken.push(memberName);
    for (const claim of claims) if (!own(claim)) taken.push(claim.name);
    // The players at the host's screen are people at this table too.
    for (const setup of this.seats) if (setup.kind === 'local') taken.push(setup.name);
    return taken.some((other) => namesLookAlike(other, name));
  }

  /** Whether the token is that of a guest's seat here. */
  holdsClaim(token: string): boolean {
    const hash = hashToken(token);
    return [...this.claims.values()].some((claim) => hashesEqual(claim.tokenHash, hash));
  }

  /** The seat the client holds, if any. */
  seatOf(subscriber: Subscriber): number | null {
    for (const [seat, claim] of this.claims) if (claim.holder === subscriber) return seat;
    return null;
  }

  /** How many seats are open for a guest and not claimed yet. */
  waitingSeats(): number {
    return this.seats.filter((setup, seat) => setup.kind === 'open' && !this.claims.has(seat)).length;
  }

  /** What stops the match from starting, as a sentence; null when every seat is filled. */
  problem(): Said | null {
    const waiting = this.seats.flatMap((setup, seat) => (setup.kind === 'open' && !this.claims.has(seat) ? [seat + 1] : []));
    if (waiting.length === 0) return null;
    // The seat numbers as one parameter, "2, 3" in every language (the English sentence has always read so).
    return said('lan:hostSays.seatsWait', { count: waiting.length, seats: waiting.join(', ') });
  }

  /** The seats of the match to start, and the hashes of the guests' tokens. */
  seatConfigs(): { seats: SeatConfig[]; guestSeats: { seat: number; tokenHash: string }[] } {
    const guestSeats: { seat: number; tokenHash: string }[] = [];
    const seats = this.seats.map((setup, seat): SeatConfig => {
      if (setup.kind === 'bot') return { name: setup.name.trim(), kind: 'bot', level: setup.level };
      if (setup.kind === 'local') return { name: setup.name.trim(), kind: 'human', level: null };
      const claim = this.claims.get(seat);
      if (claim) guestSeats.push({ seat, tokenHash: claim.tokenHash });
      // A name, not a sentence: the same for every reader (see defaultGuestName).
      return { name: claim?.name ?? defaultGuestName(seat), kind: 'human', level: null };
    });
    return { seats, guestSeats };
  }

  viewFor(subscriber: Subscriber, hostInfo: { code: string; addresses: string[] } | null, closed: Said | null): LobbyUpdate {
    const seats = this.seats.map((setup, seat): LobbySeat => {
      if (setup.kind === 'open') {
        const claim = this.claims.get(seat);
        if (!claim) return { seat, kind: 'open', name: null, level: null, connected: false, yours: false };
        return { seat, kind: 'guest', name: claim.name, level: null, connected: claim.holder !== null, yours: claim.holder === subscriber };
      }
      return { seat, kind: setup.kind, name: setup.name, level: setup.kind === 'bot' ? setup.level : null, connected: true, yours: false };
    });
    const isHost = this.isHost(subscriber);
    return {
      type: 'lobby',
      lobbyId: this.id,
      game: this.game,
      options: this.options,
      seats,
      allowSpectators: this.allowSpectators,
      allowHints: this.allowHints,
      host: isHost ? hostInfo : null,
      matchId: this.matchId,
      closed: closed?.words ?? null,
    };
  }

  /**
   * The view for a client that is also what he is told now (the answer to his
   * joinLobby): a later broadcast does not push it to him again.
   */
  viewSentTo(subscriber: Subscriber, hostInfo: { code: string; addresses: string[] } | null): LobbyUpdate {
    const view = this.viewFor(subscriber, hostInfo, null);
    const member = this.members.get(subscriber);
    if (member) member.lastView = JSON.stringify(view);
    return view;
  }

  /** Tells everyone in the lobby what it looks like now: only those whose view changed since the last one they were sent. */
  broadcast(hostInfo: { code: string; addresses: string[] } | null, closed: Said | null = null): void {
    for (const [subscriber, member] of this.members) {
      const view = this.viewFor(subscriber, hostInfo, closed);
      const json = JSON.stringify(view);
      if (json === member.lastView) continue;
      member.lastView = json;
      deliverSafely(subscriber, view);
    }
  }
}

/**
 * The name of a guest's seat that no guest claimed, should a match ever start
 * with one (startLobby refuses while a seat waits for a guest, so only a
 * defensive fallback). A seat's name is a name, not a sentence: it is saved
 * with the match and every player reads it the same, in the log, the scores
 * and the chat, whatever his language, so that people at one table call a
 * seat by one name. So it is not worded per reader, and stays in English like
 * the other names the host makes up ("Guest" in forRunningMatch, the chat's
 * fallbacks in lan-tables.ts).
 */
export function defaultGuestName(seat: number): string {
  return `Guest ${seat + 1}`;
}

/**
 * The host's player as the LAN table names him (in the chat, and as a name
 * guests may not take): his chosen name, or, before he chose one (the
 * settings' NO_NAME_CHOSEN, which each screen words in its reader's
 * language), "Host", a name like "Guest 2", the same for every reader.
 */
export function hostPlayerName(chosen: string): string {
  return chosen.trim() === '' ? 'Host' : chosen;
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares two token hashes in constant time. */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && crypto.timingSafeEqual(left, right);
}

function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[crypto.randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}
