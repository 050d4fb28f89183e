/**
 * The host's LAN tables: lobbies waiting for their guests, the tables of
 * running LAN games (their lobby lives on for late spectators and returning
 * guests), the chat at both, and the LAN listener, which is open only while a
 * lobby or a LAN game is. When the last window of the host's player goes away
 * from a LAN game without leaving, its table stays open a grace period for a
 * reload to come back, then closes.
 */
import crypto from 'node:crypto';
import type { Seat } from '../../shared/engine/contract.js';
import type { ChatRole, LobbyOpened, LobbySeatSetup, LobbyUpdate, SeatClaim } from '../../shared/protocol/lan.js';
import type { FoundTable } from '../../shared/protocol/discovery.js';
import type { MatchOpened } from '../../shared/protocol/messages.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { ChatRoom } from './chat-room.js';
import { fail } from './failure.js';
import { type Said, said } from '../words/host-words.js';
import type { LanInfo, LanTable, LiveMatch } from './live-match.js';
import type { LiveMatches } from './live-matches.js';
import { Lobby, hostPlayerName } from './lobby.js';
import { checkTable, newMatch } from './match-setup.js';
import type { Subscriber } from './subscriber.js';
import type { OpenTable, TableDiscovery } from './table-discovery.js';

/** Where LAN guests reach the host: a listener that is open only while a lobby or a LAN game is. */
export interface LanGate {
  /** Starts listening (if not already); the preferred port first, any free port if it is taken. */
  open(preferredPort: number | null): Promise<LanAddress>;
  close(): Promise<void>;
}

export interface LanAddress {
  port: number;
  /** http://<address>:<port>/ for every LAN address the guests can use. */
  addresses: string[];
}

/** The default of HostOptions.lanHostGraceMs. */
export const LAN_HOST_GRACE_MS = 30_000;

export interface LanTablesOptions {
  matches: LiveMatches;
  settings: SettingsStore;
  /** How LAN guests reach this host; without it, LAN tables cannot be opened. */
  gate: LanGate | null;
  /** How long a LAN game's table waits for the host's window to come back. */
  hostGraceMs: number;
  /** The secret of every new match's bots (HostOptions.botSecret), or a new one per match. */
  botSecret?: string;
  /** Where the open tables are advertised on the LAN (docs/lan.md, "Finding tables"); none: nowhere. */
  discovery?: TableDiscovery | null;
}

export interface LobbyRequest {
  game: string;
  seats: LobbySeatSetup[];
  options?: unknown;
  seed?: number;
  allowSpectators: boolean;
  /** Whether the seats may ask for hints (hints.ts); absent: no. */
  allowHints?: boolean;
}

export class LanTables {
  /** Lobbies not yet started, by id (a started lobby lives on in its match's LAN table). */
  private readonly lobbies = new Map<string, Lobby>();
  private readonly matches: LiveMatches;
  private readonly settings: SettingsStore;
  private readonly gate: LanGate | null;
  private address: LanAddress | null = null;
  /** LAN listener openings and closings, one after the other. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly hostGraceMs: number;
  private readonly botSecret: string | undefined;
  private readonly discovery: TableDiscovery | null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(options: LanTablesOptions) {
    this.matches = options.matches;
    this.settings = options.settings;
    this.gate = options.gate;
    this.hostGraceMs = options.hostGraceMs;
    this.botSecret = options.botSecret;
    this.discovery = options.discovery ?? null;
  }

  /** The host is closing: the grace timers stop, and no table closes by itself any more. */
  stop(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** Closes the LAN listener (when the host closes). */
  async closeGate(): Promise<void> {
    await this.gate?.close();
  }

  lanInfo(lobby: Lobby): LanInfo {
    return { code: lobby.code, addresses: this.address?.addresses ?? [] };
  }

  // ------------------------------------------------------------ the tables of LAN games

  /**
   * A LAN game was opened (loaded, or continued in another window): its table
   * opens to the guests again, on the port they knew if it is free, and
   * `opener` becomes its host.
   */
  async openForMatch(live: LiveMatch, opener?: Subscriber): Promise<void> {
    const lan = live.match.lan;
    if (lan && (!live.lan || live.lan.closed !== null)) {
      const address = await this.openLan(lan.port);
      const { match } = live;
      const lobby = Lobby.forRunningMatch(newLobbyId(), match.id, match.seats, lan.guestSeats, lan.allowSpectators, match.game.meta.id);
      if (opener) lobby.admit(opener, hostPlayerName(this.settings.get().playerName), 'host');
      live.lan = { lobby, chat: new ChatRoom(match.id), closed: null, hostGone: null };
      if (address.port !== lan.port) {
        match.lan = { ...lan, port: address.port };
        this.matches.persist(live);
      }
    } else if (live.lan && opener && !live.lan.lobby.has(opener)) {
      live.lan.lobby.admit(opener, hostPlayerName(this.settings.get().playerName), 'host');
    }
    this.hostMayBeBack(live);
    this.advertise();
  }

  /** A client entered the match (a seat or as a spectator): the chat lines it missed, and the host may be back. */
  entered(live: LiveMatch, subscriber: Subscriber): void {
    // Only the chat lines this client was never sent: entering again costs no history.
    if (live.lan) live.lan.chat.catchUp(subscriber);
    this.hostMayBeBack(live);
  }

  /**
   * A client's connection closed and its subscriptions to the match are gone:
   * it leaves the table's lobby, and when it was the host's last window the
   * table waits for a reload to come back, then closes.
   */
  disconnected(live: LiveMatch, subscriber: Subscriber, hostWasHere: boolean): void {
    if (live.lan?.lobby.has(subscriber)) {
      live.lan.lobby.remove(subscriber);
      live.lan.lobby.broadcast(this.lanInfo(live.lan.lobby));
    }
    if (hostWasHere && !this.hostFollows(live)) this.awaitHost(live);
  }

  /** A client's connection closed: it leaves every lobby; a lobby whose host it was closes. */
  leaveLobbies(subscriber: Subscriber): void {
    for (const lobby of [...this.lobbies.values()]) {
      if (!lobby.has(subscriber)) continue;
      if (lobby.isHost(subscriber)) {
        // The host's window went away before starting: nobody can start this table any more.
        this.closeLobby(lobby.id, said('lan:hostSays.hostLeft'));
        continue;
      }
      lobby.remove(subscriber);
      lobby.broadcast(this.lanInfo(lobby));
    }
  }

  /** The host leaves a LAN game: the table closes for the guests (the game stays saved and can be continued). */
  closeTable(matchId: string, reason: Said = said('lan:hostSays.tableClosed')): void {
    const live = this.matches.get(matchId);
    if (!live?.lan || live.lan.closed !== null) return;
    this.stopAwaitingHost(live.lan);
    live.lan.closed = reason;
    live.lan.lobby.broadcast(null, reason);
    this.matches.deliverAll(live);
    live.subscriptions = [];
    live.standIns.clear();
    this.advertise();
    this.releaseLanIfIdle();
  }

  /** Whether a LAN guest may watch the match: he plays in it, or he came in with the code and spectators are welcome. */
  guestMayWatch(matchId: string, subscriber: Subscriber): boolean {
    const live = this.matches.get(matchId);
    if (!live?.lan || live.lan.closed !== null) return false;
    const playing = live.subscriptions.some((sub) => sub.subscriber === subscriber && sub.viewer !== 'spectator');
    return playing || (live.lan.lobby.allowSpectators && live.lan.lobby.has(subscriber));
  }

  /** Whether the match is open to LAN guests now. */
  isLanOpen(matchId: string): boolean {
    const live = this.matches.get(matchId);
    return Boolean(live?.lan && live.lan.closed === null);
  }

  /**
   * Whether a window of the host's player follows the LAN game: one of its
   * subscribers is, or its lobby still has its host (who loaded the game
   * and has not joined its seats yet).
   */
  hostFollows(live: LiveMatch): boolean {
    const table = live.lan;
    if (!table || table.closed !== null) return false;
    return live.subscriptions.some((sub) => isHostWindow(live, sub.subscriber)) || table.lobby.listeners().some((member) => table.lobby.isHost(member));
  }

  // ------------------------------------------------------------ lobbies

  async openLobby(opener: Subscriber, request: LobbyRequest): Promise<LobbyOpened> {
    const options = checkTable(request.game, request.seats.length, request.options);
    if (!request.seats.some((seat) => seat.kind === 'open')) fail('bad-request', said('lan:hostSays.needsOpenSeat'));
    const address = await this.openLan(null);
    const lobby = new Lobby({ id: newLobbyId(), game: request.game, options, seed: request.seed, seats: request.seats, allowSpectators: request.allowSpectators, allowHints: request.allowHints ?? false });
    this.lobbies.set(lobby.id, lobby);
    lobby.admit(opener, hostPlayerName(this.settings.get().playerName), 'host');
    lobby.broadcast(this.lanInfo(lobby));
    lobby.chat.catchUp(opener);
    this.advertise();
    return { lobbyId: lobby.id, code: lobby.code, addresses: address.addresses };
  }

  updateLobby(lobbyId: string, seats: LobbySeatSetup[], rawOptions: unknown, allowSpectators: boolean, allowHints = false): void {
    const lobby = this.requireLobby(lobbyId);
    const options = checkTable(lobby.game, seats.length, rawOptions);
    lobby.update(seats, options, allowSpectators, allowHints);
    lobby.broadcast(this.lanInfo(lobby));
    this.advertise();
  }

  startLobby(lobbyId: string): MatchOpened {
    const lobby = this.requireLobby(lobbyId);
    const problem = lobby.problem();
    if (problem) fail('lobby-not-ready', problem);
    const { seats, guestSeats } = lobby.seatConfigs();
    const match = newMatch(lobby.game, lobby.options, seats, lobby.seed, this.botSecret);
    match.lan = { allowSpectators: lobby.allowSpectators, ...(lobby.allowHints ? { allowHints: true } : {}), port: this.address?.port ?? 1, guestSeats };
    const live = this.matches.open(match);
    live.lan = { lobby, chat: new ChatRoom(match.id), closed: null, hostGone: null };
    lobby.matchId = match.id;
    this.lobbies.delete(lobby.id);
    this.matches.persist(live);
    this.matches.afterChange(live);
    lobby.broadcast(this.lanInfo(lobby));
    this.advertise();
    return this.matches.opened(live);
  }

  closeLobby(lobbyId: string, reason: Said = said('lan:hostSays.lobbyClosed')): void {
    const lobby = this.lobbies.get(lobbyId);
    if (!lobby) {
      const live = this.matches.all().find((entry) => entry.lan?.lobby.id === lobbyId);
      if (!live) fail('unknown-match', said('lan:hostSays.unknownLobby'));
      this.closeTable(live.match.id);
      return;
    }
    this.lobbies.delete(lobbyId);
    lobby.broadcast(null, reason);
    this.advertise();
    this.releaseLanIfIdle();
  }

  /**
   * A guest enters a lobby (or the lobby of a running LAN game) with its join
   * code. He is answered the lobby as he sees it; the others are told only
   * when what they see changed (his token brought him back to his seat), and
   * asking again sends nobody anything more.
   */
  joinLobby(guest: Subscriber, code: string, name: string, token?: string): LobbyUpdate {
    const lobby = this.findLobby(code) ?? fail('wrong-code', said('lan:hostSays.wrongCode'));
    // The host's own window entering its lobby with the code stays its host.
    if (lobby.isHost(guest)) return lobby.viewSentTo(guest, this.lanInfo(lobby));
    if (lobby.nameTaken(guest, name, hostPlayerName(this.settings.get().playerName), token)) {
      fail('bad-request', said('lan:hostSays.nameTaken', { name: name.trim() }));
    }
    const changed = lobby.admit(guest, name, 'guest', token);
    // His view is his answer: the broadcast does not push it to him as well.
    const view = lobby.viewSentTo(guest, this.lanInfo(lobby));
    if (changed) lobby.broadcast(this.lanInfo(lobby));
    lobby.chat.catchUp(guest);
    return view;
  }

  /**
   * Whether the token is that of a guest's seat at the table with this code.
   * Without a seat's token it is false whatever the code: it tells nothing
   * about codes (see the lockout in connection.ts).
   */
  holdsClaim(code: string, token: string): boolean {
    return this.findLobby(code)?.holdsClaim(token) ?? false;
  }

  claimSeat(guest: Subscriber, lobbyId: string, seat: Seat): SeatClaim {
    const lobby = this.requireLobby(lobbyId);
    const claim = lobby.claim(guest, seat);
    if (!claim.ok) fail('seat-taken', claim.reason);
    lobby.broadcast(this.lanInfo(lobby));
    this.advertise();
    return { lobbyId, seat, token: claim.token };
  }

  releaseSeat(guest: Subscriber, lobbyId: string): void {
    const lobby = this.requireLobby(lobbyId);
    lobby.release(guest);
    lobby.broadcast(this.lanInfo(lobby));
    this.advertise();
  }

  /** A chat line to a lobby or to a LAN game; the host's own window speaks under the player's name. */
  chat(from: Subscriber, room: string, text: string): void {
    const lobby = this.lobbies.get(room);
    if (lobby) {
      const name = lobby.nameOf(from) ?? fail('bad-request', said('lan:hostSays.enterBeforeChat'));
      lobby.chat.say(name, lobby.isHost(from) ? 'host' : 'guest', text, lobby.listeners());
      return;
    }
    const live = this.matches.get(room);
    if (!live?.lan || live.lan.closed !== null) fail('unknown-match', said('lan:hostSays.noTableToChat'));
    const mine = live.subscriptions.filter((sub) => sub.subscriber === from);
    if (mine.length === 0) fail('bad-request', said('lan:hostSays.joinBeforeChat'));
    const seat = mine.find((sub) => sub.viewer !== 'spectator')?.viewer;
    const role: ChatRole = isHostWindow(live, from) ? 'host' : typeof seat === 'number' ? 'guest' : 'spectator';
    // Names, not sentences: every reader sees the same (see defaultGuestName in lobby.ts).
    const name =
      role === 'host'
        ? hostPlayerName(this.settings.get().playerName)
        : typeof seat === 'number'
          ? (live.match.seats[seat]?.name ?? 'Guest')
          : (live.lan.lobby.nameOf(from) ?? 'Spectator');
    live.lan.chat.say(name, role, text, new Set(live.subscriptions.map((sub) => sub.subscriber)));
  }

  /** Lobbies not started, and the clients in every lobby (those of running LAN games too). */
  stats(): { lobbies: number; lobbyMembers: number } {
    let lobbyMembers = 0;
    for (const live of this.matches.all()) if (live.lan) lobbyMembers += live.lan.lobby.listeners().length;
    for (const lobby of this.lobbies.values()) lobbyMembers += lobby.listeners().length;
    return { lobbies: this.lobbies.size, lobbyMembers };
  }

  // ------------------------------------------------------------ finding tables

  /**
   * Tells the network which tables are open now (docs/lan.md, "Finding
   * tables"): each lobby, with its seats still waiting for a guest, and each
   * running LAN game, on the LAN listener's port; nothing once it is closed.
   * Called after every change of a table; the discovery announces only what
   * changed.
   */
  advertise(): void {
    if (!this.discovery) return;
    const name = hostPlayerName(this.settings.get().playerName);
    const tables: OpenTable[] = [];
    for (const lobby of this.lobbies.values()) {
      tables.push({ key: lobby.id, name, game: lobby.game, free: lobby.waitingSeats(), seats: lobby.seats.length, state: 'lobby' });
    }
    for (const live of this.matches.all()) {
      if (!live.lan || live.lan.closed !== null) continue;
      tables.push({ key: live.lan.lobby.id, name, game: live.match.game.meta.id, free: 0, seats: live.match.seats.length, state: 'game' });
    }
    this.discovery.advertise(this.address?.port ?? null, tables);
  }

  /** The tables other hosts advertise (none without discovery). */
  findTables(): FoundTable[] {
    return this.discovery?.find() ?? [];
  }

  /** Withdraws every advertisement (when the host closes). */
  async closeDiscovery(): Promise<void> {
    await this.discovery?.close();
  }

  // ------------------------------------------------------------ the LAN listener

  /** Stops listening on the LAN once no lobby and no LAN game is open. */
  releaseLanIfIdle(): void {
    const gate = this.gate;
    if (!gate) return;
    this.queue = this.queue.then(async () => {
      const lanInUse = this.lobbies.size > 0 || this.matches.all().some((live) => live.lan && live.lan.closed === null);
      if (lanInUse || !this.address) return;
      this.address = null;
      this.advertise();
      await gate.close();
    });
  }

  private openLan(preferredPort: number | null): Promise<LanAddress> {
    const gate = this.gate;
    if (!gate) fail('lan-unavailable', said('lan:hostSays.cannotHost'));
    const opening = this.queue.then(async () => {
      if (this.address) return this.address;
      try {
        this.address = await gate.open(preferredPort);
      } catch (error) {
        fail('lan-unavailable', said('lan:hostSays.cannotOpen', { reason: (error as Error).message }));
      }
      return this.address;
    });
    this.queue = opening.catch(() => undefined);
    return opening;
  }

  // ------------------------------------------------------------ internals

  private requireLobby(lobbyId: string): Lobby {
    return this.lobbies.get(lobbyId) ?? fail('unknown-match', said('lan:hostSays.lobbyGone'));
  }

  /** The lobby with that code: one not started yet, or the table of a running LAN game. */
  private findLobby(code: string): Lobby | null {
    for (const lobby of this.lobbies.values()) if (lobby.code === code) return lobby;
    for (const live of this.matches.all()) if (live.lan && live.lan.closed === null && live.lan.lobby.code === code) return live.lan.lobby;
    return null;
  }

  /**
   * The host's last window went away without leaving: the guests' table
   * stays open for hostGraceMs (a reload, a dropped connection that comes
   * back), then closes, so that the LAN listener does not stay open for a
   * game nobody hosts any more.
   */
  private awaitHost(live: LiveMatch): void {
    const table = live.lan;
    if (!table || table.closed !== null || table.hostGone) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      table.hostGone = null;
      if (this.closed || !this.matches.isCurrent(live) || live.lan !== table || this.hostFollows(live)) return;
      this.closeTable(live.match.id, said('lan:hostSays.hostWindowClosed'));
    }, this.hostGraceMs);
    table.hostGone = timer;
    this.timers.add(timer);
  }

  /** A window of the host's player follows the game again: the table stays open. */
  private hostMayBeBack(live: LiveMatch): void {
    if (live.lan?.hostGone && this.hostFollows(live)) this.stopAwaitingHost(live.lan);
  }

  private stopAwaitingHost(table: LanTable): void {
    if (!table.hostGone) return;
    clearTimeout(table.hostGone);
    this.timers.delete(table.hostGone);
    table.hostGone = null;
  }
}

/** Whether the client is a window of the host's player: trusted by its listener, or the table's host in the lobby. */
function isHostWindow(live: LiveMatch, subscriber: Subscriber): boolean {
  return subscriber.trusted === true || (live.lan?.lobby.isHost(subscriber) ?? false);
}

function newLobbyId(): string {
  return `lobby-${crypto.randomBytes(8).toString('hex')}`;
}
