/**
 * The host: holds the live matches, runs their bots, saves them after every
 * move and tells every subscribed client what its seat may see. It speaks
 * through Connections (one per window or WebSocket), never to a transport.
 */
import crypto from 'node:crypto';
import { type Seat, HOST, type Viewer } from '../../shared/engine/contract.js';
import { decisionSeed } from '../../shared/engine/play.js';
import { gameById } from '../../shared/games/index.js';
import type { BotLevel } from '../../shared/protocol/levels.js';
import type { ChatRole, LobbyOpened, LobbySeatSetup, LobbyUpdate, SeatClaim } from '../../shared/protocol/lan.js';
import type { MatchLan, MatchOpened, MatchUpdate, Push, SaveSummary, SeatGrant, SeatSetup, SeatStatus, Settings } from '../../shared/protocol/messages.js';
import { describeSchemaError } from '../../shared/protocol/messages.js';
import { BotPool } from '../bots/bot-pool.js';
import { PhysicsPool } from '../physics/physics-pool.js';
import { Autosaver } from '../saves/autosaver.js';
import { checkSaveText, type SeatConfig } from '../saves/save-file.js';
import { SaveStore, summarize } from '../saves/save-store.js';
import { SettingsStore } from '../settings/settings-store.js';
import { ChatRoom, deliverSafely } from './chat-room.js';
import { fail } from './failure.js';
import { hashToken, hashesEqual, Lobby } from './lobby.js';
import { Match } from './match.js';
import { Sandbox } from './sandbox.js';

export { HostFailure } from './failure.js';

/** A client of the host: receives the updates of the views it subscribed to, its lobbies and its chats. */
export interface Subscriber {
  deliver(update: Push): void;
  /**
   * True for the player at the host machine (the app's window, the local
   * server's page), from the listener the client came through; a LAN guest is
   * never trusted. The host keeps a LAN game's table open while such a client
   * follows the game. Unset counts as not trusted.
   */
  readonly trusted?: boolean;
}

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

/** A LAN game's table: its lobby (code, guests' claims), its chat, and whether the host closed it. */
interface LanTable {
  lobby: Lobby;
  chat: ChatRoom;
  closed: string | null;
  /** Running while no window of the host's player follows the game: when it fires, the table closes. */
  hostGone: NodeJS.Timeout | null;
}

interface Subscription {
  subscriber: Subscriber;
  viewer: Viewer;
  lastVersion: number | null;
}

interface LiveMatch {
  match: Match;
  /** Secret tokens of the human seats (null for bots). */
  tokens: (string | null)[];
  subscriptions: Subscription[];
  saveError: string | null;
  hostTaskRunning: boolean;
  /** Set while the game is open to LAN guests. */
  lan: LanTable | null;
  /** Bots playing guests' seats while the guests are away. */
  standIns: Map<Seat, BotLevel>;
}

export interface HostOptions {
  dataDir: string;
  /** Bot worker threads; defaults to the number of cores less one (at least 1). */
  botWorkers?: number;
  /** Physics worker threads (the games' rolls, the sandbox's sweeps); defaults to the number of cores. */
  physicsWorkers?: number;
  /** How LAN guests reach this host; without it, LAN tables cannot be opened. */
  lan?: LanGate;
  /**
   * How long a LAN game's table stays open after the last window of the
   * host's player went away without leaving (closed, crashed, lost its
   * connection): time for a reload to come back to it. Default 30 s.
   */
  lanHostGraceMs?: number;
}

/** The default of HostOptions.lanHostGraceMs. */
export const LAN_HOST_GRACE_MS = 30_000;

export class Host {
  readonly saves: SaveStore;
  readonly settings: SettingsStore;
  private readonly bots: BotPool;
  /** Every Rapier roll of the host runs here, never on the main thread. */
  readonly physics: PhysicsPool;
  /** The physics sandbox: sweeps, studies and profiles. */
  readonly sandbox: Sandbox;
  private readonly autosaver: Autosaver;
  private readonly live = new Map<string, LiveMatch>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;
  /** Lobbies not yet started, by id (a started lobby lives on in its match's LAN table). */
  private readonly lobbies = new Map<string, Lobby>();
  private readonly lanGate: LanGate | null;
  private lanAddress: LanAddress | null = null;
  /** LAN listener openings and closings, one after the other. */
  private lanQueue: Promise<unknown> = Promise.resolve();
  private readonly lanHostGraceMs: number;

  constructor(options: HostOptions) {
    this.saves = new SaveStore(options.dataDir);
    this.settings = new SettingsStore(options.dataDir);
    this.bots = new BotPool(options.botWorkers);
    this.physics = new PhysicsPool(options.physicsWorkers);
    this.sandbox = new Sandbox(options.dataDir, this.physics);
    this.lanGate = options.lan ?? null;
    this.lanHostGraceMs = options.lanHostGraceMs ?? LAN_HOST_GRACE_MS;
    this.autosaver = new Autosaver(this.saves, (matchId, problem) => this.saved(matchId, problem));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    await this.sandbox.close();
    await Promise.all([this.bots.close(), this.physics.close(), this.lanGate?.close(), this.autosaver.close()]);
  }

  // ------------------------------------------------------------ matches

  createMatch(gameId: string, seatSetups: SeatSetup[], rawOptions: unknown, seed?: number): MatchOpened {
    const options = checkTable(gameId, seatSetups.length, rawOptions);
    const seats: SeatConfig[] = seatSetups.map((setup) => ({
      name: setup.name.trim(),
      kind: setup.kind,
      level: setup.kind === 'bot' ? setup.level : null,
    }));
    const live = this.open(this.newMatch(gameId, options, seats, seed));
    this.persist(live);
    this.afterChange(live);
    return this.opened(live);
  }

  /**
   * Opens a saved (or running) match. A LAN game opens its table to the guests
   * again, on the port they knew if it is free; `opener` becomes its host.
   */
  async loadSave(matchId: string, opener?: Subscriber): Promise<MatchOpened> {
    let live = this.live.get(matchId);
    if (!live) {
      const checked = this.saves.read(matchId);
      if (!checked.ok) fail('damaged-save', checked.problem);
      live = this.open(Match.fromSave(checked.save, checked.game));
    }
    const lan = live.match.lan;
    if (lan && (!live.lan || live.lan.closed !== null)) {
      const address = await this.openLan(lan.port);
      const { match } = live;
      const lobby = Lobby.forRunningMatch(newLobbyId(), match.id, match.seats, lan.guestSeats, lan.allowSpectators, match.game.meta.id);
      if (opener) lobby.admit(opener, this.settings.get().playerName, 'host');
      live.lan = { lobby, chat: new ChatRoom(match.id), closed: null, hostGone: null };
      if (address.port !== lan.port) {
        match.lan = { ...lan, port: address.port };
        this.persist(live);
      }
    } else if (live.lan && opener && !live.lan.lobby.has(opener)) {
      live.lan.lobby.admit(opener, this.settings.get().playerName, 'host');
    }
    this.hostMayBeBack(live);
    this.afterChange(live);
    return this.opened(live);
  }

  async listSaves(): Promise<SaveSummary[]> {
    await this.autosaver.settle();
    return this.saves.list();
  }

  async deleteSave(matchId: string): Promise<void> {
    const live = this.live.get(matchId);
    if (live) this.closeMatch(live);
    await this.autosaver.settle(matchId);
    if (!this.saves.delete(matchId)) fail('unknown-match', 'There is no save for this match.');
  }

  /** Waits until every autosave in flight is on disk. */
  settleSaves(): Promise<void> {
    return this.autosaver.settle();
  }

  async exportSave(matchId: string): Promise<{ fileName: string; content: string }> {
    await this.autosaver.settle(matchId);
    if (!this.saves.exists(matchId)) fail('unknown-match', 'There is no save for this match.');
    return { fileName: `${matchId}.smugglers.json`, content: this.saves.exportText(matchId) };
  }

  /** Checks an imported file completely before it is written; a file of a match already here gets a new id. */
  importSave(fileName: string, content: string): SaveSummary {
    const checked = checkSaveText(content);
    if (!checked.ok) fail('damaged-save', `${fileName}: ${checked.problem}`);
    const save = checked.save;
    // An imported game is played here: the guests of its LAN table elsewhere have no seats at this host.
    delete save.lan;
    if (this.saves.exists(save.matchId) || this.live.has(save.matchId)) {
      save.matchId = newMatchId(save.game, new Date());
    }
    this.saves.write(save);
    return summarize(save);
  }

  getSettings(): Settings {
    return this.settings.get();
  }

  setSettings(settings: Settings): Settings {
    return this.settings.set(settings);
  }

  // ------------------------------------------------------------ seats and moves

  /** Checks a seat token (in constant time). */
  authorize(matchId: string, seat: Seat, token: string): void {
    const live = this.require(matchId);
    const expected = live.tokens[seat];
    if (expected && tokensEqual(expected, token)) return;
    // A guest's seat: only the hash of his token is known, and only while the table is open.
    const guest = live.match.lan?.guestSeats.find((entry) => entry.seat === seat);
    if (guest && live.lan && live.lan.closed === null && hashesEqual(guest.tokenHash, hashToken(token))) return;
    fail('not-your-seat', 'That seat token is not valid for this match.');
  }

  /** Whether a LAN guest may watch the match: he plays in it, or he came in with the code and spectators are welcome. */
  guestMayWatch(matchId: string, subscriber: Subscriber): boolean {
    const live = this.live.get(matchId);
    if (!live?.lan || live.lan.closed !== null) return false;
    const playing = live.subscriptions.some((sub) => sub.subscriber === subscriber && sub.viewer !== 'spectator');
    return playing || (live.lan.lobby.allowSpectators && live.lan.lobby.has(subscriber));
  }

  /** Whether the match is open to LAN guests now. */
  isLanOpen(matchId: string): boolean {
    const live = this.live.get(matchId);
    return Boolean(live?.lan && live.lan.closed === null);
  }

  subscribe(matchId: string, subscriber: Subscriber, viewer: Viewer): void {
    const live = this.require(matchId);
    const presence = presenceKey(live);
    live.subscriptions = live.subscriptions.filter((sub) => !(sub.subscriber === subscriber && sub.viewer === viewer));
    const subscription: Subscription = { subscriber, viewer, lastVersion: null };
    live.subscriptions.push(subscription);
    if (presenceKey(live) !== presence) for (const other of live.subscriptions) this.deliver(live, other);
    else this.deliver(live, subscription);
    // Only the chat lines this client was never sent: entering again costs no history.
    if (live.lan) live.lan.chat.catchUp(subscriber);
    this.hostMayBeBack(live);
  }

  /** Forgets a client's subscriptions (to one match, or everywhere when its connection closed). */
  unsubscribe(subscriber: Subscriber, matchId?: string): void {
    for (const live of this.live.values()) {
      if (matchId !== undefined && live.match.id !== matchId) continue;
      const presence = presenceKey(live);
      const hostWasHere = this.hostFollows(live);
      live.subscriptions = live.subscriptions.filter((sub) => sub.subscriber !== subscriber);
      if (presenceKey(live) !== presence) for (const other of live.subscriptions) this.deliver(live, other);
      if (matchId === undefined && live.lan?.lobby.has(subscriber)) {
        live.lan.lobby.remove(subscriber);
        live.lan.lobby.broadcast(this.lanInfo(live.lan.lobby));
      }
      // The host's last window went away without leaving: a reload comes back in time, else the table closes.
      if (matchId === undefined && hostWasHere && !this.hostFollows(live)) this.awaitHost(live);
    }
    if (matchId !== undefined) return;
    this.sandbox.forget(subscriber);
    for (const lobby of [...this.lobbies.values()]) {
      if (!lobby.has(subscriber)) continue;
      if (lobby.isHost(subscriber)) {
        // The host's window went away before starting: nobody can start this table any more.
        this.closeLobby(lobby.id, 'The host left: this table is closed.');
        continue;
      }
      lobby.remove(subscriber);
      lobby.broadcast(this.lanInfo(lobby));
    }
  }

  /** The host leaves a LAN game: the table closes for the guests (the game stays saved and can be continued). */
  closeTable(matchId: string, reason = 'The host closed the table. The game is saved on the host.'): void {
    const live = this.live.get(matchId);
    if (!live?.lan || live.lan.closed !== null) return;
    this.stopAwaitingHost(live.lan);
    live.lan.closed = reason;
    live.lan.lobby.broadcast(null, reason);
    for (const subscription of live.subscriptions) this.deliver(live, subscription);
    live.subscriptions = [];
    live.standIns.clear();
    this.releaseLanIfIdle();
  }

  submitMove(matchId: string, seat: Seat, move: unknown, basedOn?: number): number {
    const live = this.require(matchId);
    if (live.match.seats[seat]?.kind !== 'human') fail('not-your-seat', 'That seat is not played by a person.');
    if (live.standIns.has(seat)) fail('not-your-seat', 'A bot is playing your seat while you were away; ask the host to give it back.');
    const outcome = live.match.apply(seat, move, basedOn);
    if (!outcome.ok) fail(outcome.code, outcome.message);
    this.persist(live);
    this.afterChange(live);
    return live.match.version;
  }

  undo(matchId: string, seat: Seat): number {
    const live = this.require(matchId);
    if (!live.match.undo(seat)) fail('cannot-undo', 'That move cannot be taken back now.');
    this.persist(live);
    this.afterChange(live);
    return live.match.version;
  }

  /** Lets a bot play an away guest's seat (a level), or gives the seat back to the guest (null). */
  standIn(matchId: string, seat: Seat, level: BotLevel | null): void {
    const live = this.require(matchId);
    const isGuestSeat = live.match.lan?.guestSeats.some((entry) => entry.seat === seat) ?? false;
    if (!live.lan || live.lan.closed !== null || !isGuestSeat) fail('bad-request', 'Only a guest’s seat in an open LAN game can be given to a bot.');
    if (level === null) live.standIns.delete(seat);
    else live.standIns.set(seat, level);
    for (const subscription of live.subscriptions) this.deliver(live, subscription);
    this.scheduleBots(live);
  }

  // ------------------------------------------------------------ LAN lobbies

  async openLobby(
    opener: Subscriber,
    request: { game: string; seats: LobbySeatSetup[]; options?: unknown; seed?: number; allowSpectators: boolean },
  ): Promise<LobbyOpened> {
    const options = checkTable(request.game, request.seats.length, request.options);
    if (!request.seats.some((seat) => seat.kind === 'open')) fail('bad-request', 'A LAN table needs at least one seat open for a guest.');
    const address = await this.openLan(null);
    const lobby = new Lobby({ id: newLobbyId(), game: request.game, options, seed: request.seed, seats: request.seats, allowSpectators: request.allowSpectators });
    this.lobbies.set(lobby.id, lobby);
    lobby.admit(opener, this.settings.get().playerName, 'host');
    lobby.broadcast(this.lanInfo(lobby));
    lobby.chat.catchUp(opener);
    return { lobbyId: lobby.id, code: lobby.code, addresses: address.addresses };
  }

  updateLobby(lobbyId: string, seats: LobbySeatSetup[], rawOptions: unknown, allowSpectators: boolean): void {
    const lobby = this.requireLobby(lobbyId);
    const options = checkTable(lobby.game, seats.length, rawOptions);
    lobby.update(seats, options, allowSpectators);
    lobby.broadcast(this.lanInfo(lobby));
  }

  startLobby(lobbyId: string): MatchOpened {
    const lobby = this.requireLobby(lobbyId);
    const problem = lobby.problem();
    if (problem) fail('lobby-not-ready', problem);
    const { seats, guestSeats } = lobby.seatConfigs();
    const match = this.newMatch(lobby.game, lobby.options, seats, lobby.seed);
    match.lan = { allowSpectators: lobby.allowSpectators, port: this.lanAddress?.port ?? 1, guestSeats };
    const live = this.open(match);
    live.lan = { lobby, chat: new ChatRoom(match.id), closed: null, hostGone: null };
    lobby.matchId = match.id;
    this.lobbies.delete(lobby.id);
    this.persist(live);
    this.afterChange(live);
    lobby.broadcast(this.lanInfo(lobby));
    return this.opened(live);
  }

  closeLobby(lobbyId: string, reason = 'The host closed this table.'): void {
    const lobby = this.lobbies.get(lobbyId);
    if (!lobby) {
      const live = [...this.live.values()].find((entry) => entry.lan?.lobby.id === lobbyId);
      if (!live) fail('unknown-match', 'That lobby is not open on this host.');
      this.closeTable(live.match.id);
      return;
    }
    this.lobbies.delete(lobbyId);
    lobby.broadcast(null, reason);
    this.releaseLanIfIdle();
  }

  /**
   * A guest enters a lobby (or the lobby of a running LAN game) with its join
   * code. He is answered the lobby as he sees it; the others are told only
   * when what they see changed (his token brought him back to his seat), and
   * asking again sends nobody anything more.
   */
  joinLobby(guest: Subscriber, code: string, name: string, token?: string): LobbyUpdate {
    const lobby = this.findLobby(code) ?? fail('wrong-code', 'No table is open with that code. Check it with the host.');
    // The host's own window entering its lobby with the code stays its host.
    if (lobby.isHost(guest)) return lobby.viewSentTo(guest, this.lanInfo(lobby));
    if (lobby.nameTaken(guest, name, this.settings.get().playerName, token)) {
      fail('bad-request', `Someone at this table is already called ${name.trim()}: choose another name.`);
    }
    const changed = lobby.admit(guest, name, 'guest', token);
    // His view is his answer: the broadcast does not push it to him as well.
    const view = lobby.viewSentTo(guest, this.lanInfo(lobby));
    if (changed) lobby.broadcast(this.lanInfo(lobby));
    lobby.chat.catchUp(guest);
    return view;
  }

  claimSeat(guest: Subscriber, lobbyId: string, seat: Seat): SeatClaim {
    const lobby = this.requireLobby(lobbyId);
    const claim = lobby.claim(guest, seat);
    if (!claim.ok) fail('seat-taken', claim.reason);
    lobby.broadcast(this.lanInfo(lobby));
    return { lobbyId, seat, token: claim.token };
  }

  releaseSeat(guest: Subscriber, lobbyId: string): void {
    const lobby = this.requireLobby(lobbyId);
    lobby.release(guest);
    lobby.broadcast(this.lanInfo(lobby));
  }

  /** A chat line to a lobby or to a LAN game; `hostName` is used for the host's own window. */
  chat(from: Subscriber, room: string, text: string): void {
    const lobby = this.lobbies.get(room);
    if (lobby) {
      const name = lobby.nameOf(from) ?? fail('bad-request', 'Enter the lobby before you chat in it.');
      lobby.chat.say(name, lobby.isHost(from) ? 'host' : 'guest', text, lobby.listeners());
      return;
    }
    const live = this.live.get(room);
    if (!live?.lan || live.lan.closed !== null) fail('unknown-match', 'There is no LAN table to chat at.');
    const mine = live.subscriptions.filter((sub) => sub.subscriber === from);
    if (mine.length === 0) fail('bad-request', 'Join the game before you chat in it.');
    const seat = mine.find((sub) => sub.viewer !== 'spectator')?.viewer;
    const role: ChatRole = this.isHostWindow(live, from) ? 'host' : typeof seat === 'number' ? 'guest' : 'spectator';
    const name =
      role === 'host'
        ? this.settings.get().playerName
        : typeof seat === 'number'
          ? (live.match.seats[seat]?.name ?? 'Guest')
          : (live.lan.lobby.nameOf(from) ?? 'Spectator');
    live.lan.chat.say(name, role, text, new Set(live.subscriptions.map((sub) => sub.subscriber)));
  }

  /** What the host holds for its clients (tests check that closed connections leave nothing behind). */
  stats(): { subscriptions: number; lobbies: number; lobbyMembers: number } {
    let subscriptions = 0;
    let lobbyMembers = 0;
    for (const live of this.live.values()) {
      subscriptions += live.subscriptions.length;
      if (live.lan) lobbyMembers += live.lan.lobby.listeners().length;
    }
    for (const lobby of this.lobbies.values()) lobbyMembers += lobby.listeners().length;
    return { subscriptions, lobbies: this.lobbies.size, lobbyMembers };
  }

  matchIds(): string[] {
    return [...this.live.keys()];
  }

  /** The live match (tests and the CLI use it to look inside). */
  match(matchId: string): Match | undefined {
    return this.live.get(matchId)?.match;
  }

  // ------------------------------------------------------------ internals

  private require(matchId: string): LiveMatch {
    return this.live.get(matchId) ?? fail('unknown-match', 'That match is not open on this host.');
  }

  private requireLobby(lobbyId: string): Lobby {
    return this.lobbies.get(lobbyId) ?? fail('unknown-match', 'That lobby is not open on this host (the game may have started).');
  }

  /** The lobby with that code: one not started yet, or the table of a running LAN game. */
  private findLobby(code: string): Lobby | null {
    for (const lobby of this.lobbies.values()) if (lobby.code === code) return lobby;
    for (const live of this.live.values()) if (live.lan && live.lan.closed === null && live.lan.lobby.code === code) return live.lan.lobby;
    return null;
  }

  /** Whether the client is a window of the host's player: trusted by its listener, or the table's host in the lobby. */
  private isHostWindow(live: LiveMatch, subscriber: Subscriber): boolean {
    return subscriber.trusted === true || (live.lan?.lobby.isHost(subscriber) ?? false);
  }

  /**
   * Whether a window of the host's player follows the LAN game: one of its
   * subscribers is, or its lobby still has its host (who loaded the game
   * and has not joined its seats yet).
   */
  private hostFollows(live: LiveMatch): boolean {
    const table = live.lan;
    if (!table || table.closed !== null) return false;
    return live.subscriptions.some((sub) => this.isHostWindow(live, sub.subscriber)) || table.lobby.listeners().some((member) => table.lobby.isHost(member));
  }

  /**
   * The host's last window went away without leaving: the guests' table
   * stays open for lanHostGraceMs (a reload, a dropped connection that comes
   * back), then closes, so that the LAN listener does not stay open for a
   * game nobody hosts any more.
   */
  private awaitHost(live: LiveMatch): void {
    const table = live.lan;
    if (!table || table.closed !== null || table.hostGone) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      table.hostGone = null;
      if (this.closed || this.live.get(live.match.id) !== live || live.lan !== table || this.hostFollows(live)) return;
      this.closeTable(live.match.id, 'The host’s window closed: the game is saved on the host.');
    }, this.lanHostGraceMs);
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

  private lanInfo(lobby: Lobby): { code: string; addresses: string[] } {
    return { code: lobby.code, addresses: this.lanAddress?.addresses ?? [] };
  }

  private newMatch(gameId: string, options: unknown, seats: SeatConfig[], seed: number | undefined): Match {
    const game = gameById(gameId) ?? fail('unknown-game', `There is no game "${gameId}".`);
    const now = new Date();
    try {
      return new Match({
        id: newMatchId(gameId, now),
        game,
        options,
        seed: seed ?? crypto.randomBytes(4).readUInt32LE(0),
        seats,
        createdAt: now.toISOString(),
      });
    } catch (error) {
      fail('bad-request', (error as Error).message);
    }
  }

  private openLan(preferredPort: number | null): Promise<LanAddress> {
    const gate = this.lanGate;
    if (!gate) fail('lan-unavailable', 'This host cannot open LAN tables.');
    const opening = this.lanQueue.then(async () => {
      if (this.lanAddress) return this.lanAddress;
      try {
        this.lanAddress = await gate.open(preferredPort);
      } catch (error) {
        fail('lan-unavailable', `The LAN table could not be opened: ${(error as Error).message}`);
      }
      return this.lanAddress;
    });
    this.lanQueue = opening.catch(() => undefined);
    return opening;
  }

  /** Stops listening on the LAN once no lobby and no LAN game is open. */
  private releaseLanIfIdle(): void {
    const gate = this.lanGate;
    if (!gate) return;
    this.lanQueue = this.lanQueue.then(async () => {
      const lanInUse = this.lobbies.size > 0 || [...this.live.values()].some((live) => live.lan && live.lan.closed === null);
      if (lanInUse || !this.lanAddress) return;
      this.lanAddress = null;
      await gate.close();
    });
  }

  private open(match: Match): LiveMatch {
    const guestSeats = new Set(match.lan?.guestSeats.map((entry) => entry.seat) ?? []);
    const live: LiveMatch = {
      match,
      // The host's window gets tokens for the seats played here; a guest's seat only ever had his own.
      tokens: match.seats.map((seat, index) => (seat.kind === 'human' && !guestSeats.has(index) ? crypto.randomBytes(16).toString('hex') : null)),
      subscriptions: [],
      saveError: null,
      hostTaskRunning: false,
      lan: null,
      standIns: new Map(),
    };
    this.live.set(match.id, live);
    // A game whose outcomes the host computes (physics rolls): have a physics worker ready for its first roll.
    if (match.game.hostTask) this.physics.warm(1);
    return live;
  }

  private closeMatch(live: LiveMatch): void {
    this.closeTable(live.match.id, 'The host deleted this game.');
    this.live.delete(live.match.id);
    live.subscriptions = [];
    this.releaseLanIfIdle();
  }

  private opened(live: LiveMatch): MatchOpened {
    const grants: SeatGrant[] = [];
    live.tokens.forEach((token, seat) => token && grants.push({ seat, token }));
    return { matchId: live.match.id, game: live.match.game.meta.id, grants };
  }

  private persist(live: LiveMatch): void {
    const { match } = live;
    this.autosaver.save(match.id, () => match.toSaveFile());
  }

  /** After each autosave: a failure (or the end of one) is news for the players. */
  private saved(matchId: string, problem: string | null): void {
    const live = this.live.get(matchId);
    if (!live || live.saveError === problem) return;
    live.saveError = problem;
    if (problem) console.error(problem);
    for (const subscription of live.subscriptions) this.deliver(live, subscription);
  }

  /** After every change: tell the clients, then let bots and host tasks act. */
  private afterChange(live: LiveMatch): void {
    for (const subscription of live.subscriptions) this.deliver(live, subscription);
    this.runHostTask(live);
    this.scheduleBots(live);
  }

  private deliver(live: LiveMatch, subscription: Subscription): void {
    const { match } = live;
    const since = subscription.lastVersion;
    const fullLog = since === null || since > match.version;
    const events = fullLog ? match.events.slice() : match.events.filter((logged) => logged.version > since);
    const viewer = subscription.viewer;
    const update: MatchUpdate = {
      type: 'match',
      matchId: match.id,
      game: match.game.meta.id,
      viewer,
      version: match.version,
      view: match.viewFor(viewer),
      activeSeats: match.activeSeats(),
      seats: this.seatStatus(live),
      events,
      fullLog,
      canUndo: viewer !== 'spectator' && match.canUndo(viewer),
      result: match.result(),
      saveError: live.saveError,
      lan: this.matchLan(live, subscription.subscriber),
    };
    subscription.lastVersion = match.version;
    deliverSafely(subscription.subscriber, update);
  }

  private seatStatus(live: LiveMatch): SeatStatus[] {
    const followed = new Set(live.subscriptions.map((sub) => sub.viewer));
    return live.match.seatStatus().map((status) => ({
      ...status,
      presence: status.kind === 'human' ? (followed.has(status.seat) ? 'connected' : 'away') : null,
      standIn: live.standIns.get(status.seat) ?? null,
    }));
  }

  private matchLan(live: LiveMatch, subscriber: Subscriber): MatchLan | null {
    const lan = live.match.lan;
    if (!lan) return null;
    const table = live.lan;
    return {
      allowSpectators: lan.allowSpectators,
      host: table && table.closed === null && table.lobby.isHost(subscriber) ? this.lanInfo(table.lobby) : null,
      closed: table ? table.closed : 'This LAN game is not open to guests now.',
    };
  }

  /** The level of the bot that plays a seat: a bot's own, or a stand-in's for an away guest. */
  private botLevel(live: LiveMatch, seat: Seat): BotLevel | null {
    const config = live.match.seats[seat];
    if (config?.kind === 'bot') return config.level;
    return live.standIns.get(seat) ?? null;
  }

  private scheduleBots(live: LiveMatch): void {
    if (this.closed) return;
    const { match } = live;
    for (const seat of match.activeSeats()) {
      const level = this.botLevel(live, seat);
      if (!level || match.thinking.has(seat)) continue;
      match.thinking.add(seat);
      const version = match.version;
      const started = Date.now();
      this.bots
        .decide({
          game: match.game.meta.id,
          level,
          seat,
          view: match.viewFor(seat),
          legalMoves: match.legalMoves(seat),
          seed: decisionSeed(match.seed, version, seat),
        })
        .then(
          (move) => this.botDecided(live, seat, move, version, started),
          (error: Error) => this.botDecided(live, seat, null, version, started, error),
        );
    }
    if (match.thinking.size > 0) for (const subscription of live.subscriptions) this.deliver(live, subscription);
  }

  private botDecided(live: LiveMatch, seat: Seat, move: unknown, version: number, started: number, error?: Error): void {
    if (this.closed || this.live.get(live.match.id) !== live) return;
    const wait = Math.max(0, this.settings.get().botDelayMs - (Date.now() - started));
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.closed || this.live.get(live.match.id) !== live) return;
      const { match } = live;
      match.thinking.delete(seat);
      // The seat may have been given back to its guest while the bot was thinking.
      if (!match.activeSeats().includes(seat) || this.botLevel(live, seat) === null) {
        this.afterChange(live);
        return;
      }
      let outcome = error ? null : match.apply(seat, move, version);
      if (!outcome || !outcome.ok) {
        if (outcome?.ok === false && outcome.code === 'stale-move') {
          this.scheduleBots(live);
          return;
        }
        // A bot that fails must not stop the game: play a random legal move instead, and say so.
        console.error(`Bot at seat ${seat} of ${match.id} failed (${error?.message ?? (outcome as { message: string }).message}); it plays a random legal move.`);
        const fallback = match.legalMoves(seat);
        outcome = match.apply(seat, fallback[crypto.randomInt(fallback.length)]);
        if (!outcome.ok) return;
      }
      this.persist(live);
      this.afterChange(live);
    }, wait);
    this.timers.add(timer);
  }

  private runHostTask(live: LiveMatch): void {
    const { match } = live;
    const game = match.game;
    if (live.hostTaskRunning || !game.hostTask || !game.performHostTask) return;
    const task = game.hostTask(match.state);
    if (!task) return;
    live.hostTaskRunning = true;
    // In a physics worker: the same performHostTask and the same Rapier, so the same outcome, off the main thread.
    this.physics.hostTask(game.meta.id, task).then(
      (move) => {
        live.hostTaskRunning = false;
        if (this.closed || this.live.get(match.id) !== live) return;
        const outcome = match.apply(HOST, move);
        if (!outcome.ok) {
          console.error(`Host task ${task.kind} gave a move the game refused: ${outcome.message}`);
          return;
        }
        this.persist(live);
        this.afterChange(live);
      },
      (error: Error) => {
        live.hostTaskRunning = false;
        if (!this.closed) console.error(`Host task ${task.kind} failed: ${error.message}`);
      },
    );
  }
}

/** Checks a game's seat count and options; returns the options to use (the defaults when none were given). */
function checkTable(gameId: string, seatCount: number, rawOptions: unknown): unknown {
  const game = gameById(gameId) ?? fail('unknown-game', `There is no game "${gameId}".`);
  const { minPlayers, maxPlayers, title } = game.meta;
  if (seatCount < minPlayers || seatCount > maxPlayers) fail('bad-request', `${title} is played by ${minPlayers} to ${maxPlayers} players.`);
  const options = game.optionsSchema.safeParse(rawOptions ?? game.defaultOptions(seatCount));
  if (!options.success) fail('bad-request', `The game options are not valid: ${describeSchemaError(options.error)}.`);
  return options.data;
}

/** Who follows which seat, as a string that changes when presence does. */
function presenceKey(live: LiveMatch): string {
  return [...new Set(live.subscriptions.map((sub) => sub.viewer))].sort().join(',');
}

function newLobbyId(): string {
  return `lobby-${crypto.randomBytes(8).toString('hex')}`;
}

function newMatchId(gameId: string, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${gameId}-${stamp}-${crypto.randomBytes(3).toString('hex')}`.toLowerCase();
}

function tokensEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
