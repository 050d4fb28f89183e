/**
 * The host: holds the live matches, runs their bots, saves them after every
 * move and tells every subscribed client what its seat may see. It speaks
 * through Connections (one per window or WebSocket), never to a transport.
 *
 * This class is the host's face: it owns the stores and the worker pools and
 * hands each request to the part that does it: live-matches.ts (the matches,
 * their bots and host tasks, what each client is sent), lan-tables.ts (lobbies,
 * the LAN listener, the tables of LAN games and their chat) and sandbox.ts.
 */
import type { Seat, Viewer } from '../../shared/engine/contract.js';
import type { BotLevel } from '../../shared/protocol/levels.js';
import type { LobbyOpened, LobbySeatSetup, LobbyUpdate, SeatClaim } from '../../shared/protocol/lan.js';
import type { HighScores } from '../../shared/protocol/high-scores.js';
import type { FoundTable } from '../../shared/protocol/discovery.js';
import type { HintAnswer, MatchOpened, SaveSummary, SeatSetup, Settings } from '../../shared/protocol/messages.js';
import type { Perspective, ReplayOpened, ReplayPosition, ReplaySource } from '../../shared/protocol/replay.js';
import { BotPool } from '../bots/bot-pool.js';
import { HighScoreStore } from '../highscores/high-score-store.js';
import { highScoresFor, recordSoloScore } from '../highscores/solo-scores.js';
import { PhysicsPool } from '../physics/physics-pool.js';
import { Autosaver } from '../saves/autosaver.js';
import { type Checked, checkSaveText, replaySave, type SeatConfig } from '../saves/save-file.js';
import { SaveStore, summarize } from '../saves/save-store.js';
import { SettingsStore } from '../settings/settings-store.js';
import { fail } from './failure.js';
import { type Said, said } from '../words/host-words.js';
import { LAN_HOST_GRACE_MS, type LanGate, LanTables, type LobbyRequest } from './lan-tables.js';
import { LiveMatches } from './live-matches.js';
import { Match } from './match.js';
import { checkTable, newMatch, newMatchId } from './match-setup.js';
import { Replays } from './replays.js';
import { Sandbox } from './sandbox.js';
import { newTutorialMatch } from './tutorials.js';
import type { Subscriber } from './subscriber.js';
import type { TableDiscovery } from './table-discovery.js';

export { HostFailure } from './failure.js';
export { LAN_HOST_GRACE_MS, type LanAddress, type LanGate } from './lan-tables.js';
export type { Subscriber } from './subscriber.js';
export type { OpenTable, TableDiscovery } from './table-discovery.js';

export interface HostOptions {
  dataDir: string;
  /** Bot worker threads; defaults to the number of cores less one (at least 1). */
  botWorkers?: number;
  /** Physics worker threads (the games' rolls, the sandbox's sweeps); defaults to the number of cores. */
  physicsWorkers?: number;
  /** How LAN guests reach this host; without it, LAN tables cannot be opened. */
  lan?: LanGate;
  /**
   * Where the open LAN tables are advertised and others' are found
   * (docs/lan.md, "Finding tables"); without it, neither.
   */
  discovery?: TableDiscovery;
  /**
   * How long a LAN game's table stays open after the last window of the
   * host's player went away without leaving (closed, crashed, lost its
   * connection): time for a reload to come back to it. Default 30 s.
   */
  lanHostGraceMs?: number;
  /**
   * The secret every new match's bots draw their decisions from (64 hex
   * digits), instead of a new one per match: for tests that plan the game the
   * host's bots will play (`smugglers serve --bot-secret`). Whoever starts the
   * host chooses it; no guest or page can.
   */
  botSecret?: string;
}

export class Host {
  readonly saves: SaveStore;
  readonly settings: SettingsStore;
  /** The solo high scores, beside the saves. */
  readonly highScores: HighScoreStore;
  private readonly bots: BotPool;
  /** Every Rapier roll of the host runs here, never on the main thread. */
  readonly physics: PhysicsPool;
  /** The physics sandbox: sweeps, studies and profiles. */
  readonly sandbox: Sandbox;
  private readonly autosaver: Autosaver;
  private readonly matches: LiveMatches;
  private readonly tables: LanTables;
  /** The replays open for the host's player's windows (replays.ts). */
  private readonly replays = new Replays();
  private readonly botSecret: string | undefined;

  constructor(options: HostOptions) {
    this.botSecret = options.botSecret;
    this.saves = new SaveStore(options.dataDir);
    this.settings = new SettingsStore(options.dataDir);
    this.highScores = new HighScoreStore(options.dataDir);
    this.bots = new BotPool(options.botWorkers);
    this.physics = new PhysicsPool(options.physicsWorkers);
    this.sandbox = new Sandbox(options.dataDir, this.physics);
    this.autosaver = new Autosaver(this.saves, (matchId, problem) => this.matches.saved(matchId, problem));
    this.matches = new LiveMatches({
      bots: this.bots,
      physics: this.physics,
      autosaver: this.autosaver,
      settings: this.settings,
      lanInfo: (lobby) => this.tables.lanInfo(lobby),
      finished: (match) => recordSoloScore(this.highScores, match),
    });
    this.tables = new LanTables({
      matches: this.matches,
      settings: this.settings,
      gate: options.lan ?? null,
      hostGraceMs: options.lanHostGraceMs ?? LAN_HOST_GRACE_MS,
      botSecret: options.botSecret,
      discovery: options.discovery ?? null,
    });
  }

  async close(): Promise<void> {
    this.matches.close();
    this.tables.stop();
    await this.sandbox.close();
    // The tables' goodbyes go out before the listener closes, so no browser lists a table that no longer answers.
    await this.tables.closeDiscovery();
    await Promise.all([this.bots.close(), this.physics.close(), this.tables.closeGate(), this.autosaver.close()]);
  }

  // ------------------------------------------------------------ matches

  createMatch(gameId: string, seatSetups: SeatSetup[], rawOptions: unknown, seed?: number): MatchOpened {
    const options = checkTable(gameId, seatSetups.length, rawOptions);
    const seats: SeatConfig[] = seatSetups.map((setup) => ({
      name: setup.name.trim(),
      kind: setup.kind,
      level: setup.kind === 'bot' ? setup.level : null,
    }));
    const live = this.matches.open(newMatch(gameId, options, seats, seed, this.botSecret));
    this.matches.persist(live);
    this.matches.afterChange(live);
    return this.matches.opened(live);
  }

  /** A game's guided first game: a match at its fixed table, the player at its seat; not saved until he goes on as a normal game. */
  startTutorial(gameId: string, playerName: string): MatchOpened {
    const { match, tutorial } = newTutorialMatch(gameId, playerName, this.botSecret);
    const live = this.matches.open(match, tutorial);
    this.matches.afterChange(live);
    return this.matches.opened(live);
  }

  /** The player read the tutorial's step on screen (Next). */
  tutorialNext(matchId: string): void {
    this.matches.tutorialNext(matchId);
  }

  /** The tutorial's match goes on as a normal game. */
  tutorialContinue(matchId: string): void {
    this.matches.tutorialContinue(matchId);
  }

  /**
   * Opens a saved (or running) match. A LAN game opens its table to the guests
   * again, on the port they knew if it is free; `opener` becomes its host.
   */
  async loadSave(matchId: string, opener?: Subscriber): Promise<MatchOpened> {
    let live = this.matches.get(matchId);
    if (!live) {
      const checked = this.saves.read(matchId);
      if (!checked.ok) fail('damaged-save', checked.words);
      live = this.matches.open(Match.fromSave(checked.save, checked.game));
    }
    await this.tables.openForMatch(live, opener);
    this.matches.afterChange(live);
    return this.matches.opened(live);
  }

  async listSaves(): Promise<SaveSummary[]> {
    await this.autosaver.settle();
    return this.saves.list();
  }

  async deleteSave(matchId: string): Promise<void> {
    const live = this.matches.get(matchId);
    if (live) {
      this.tables.closeTable(matchId, said('lan:hostSays.gameDeleted'));
      this.matches.remove(live);
      this.tables.releaseLanIfIdle();
    }
    await this.autosaver.settle(matchId);
    if (!this.saves.delete(matchId)) fail('unknown-match', said('shell:saveProblem.noSave'));
  }

  /** Waits until every autosave in flight is on disk. */
  settleSaves(): Promise<void> {
    return this.autosaver.settle();
  }

  async exportSave(matchId: string): Promise<{ fileName: string; content: string }> {
    await this.autosaver.settle(matchId);
    if (!this.saves.exists(matchId)) fail('unknown-match', said('shell:saveProblem.noSave'));
    return { fileName: `${matchId}.smugglers.json`, content: this.saves.exportText(matchId) };
  }

  /** Checks an imported file completely before it is written; a file of a match already here gets a new id. */
  importSave(fileName: string, content: string): SaveSummary {
    const checked = checkSaveText(content);
    if (!checked.ok) fail('damaged-save', said('shell:saveProblem.inFile', { file: fileName, problem: checked.words }));
    const save = checked.save;
    // An imported game is played here: the guests of its LAN table elsewhere have no seats at this host.
    delete save.lan;
    if (this.saves.exists(save.matchId) || this.matches.has(save.matchId)) {
      save.matchId = newMatchId(save.game, new Date());
    }
    this.saves.write(save);
    return summarize(save);
  }

  // ------------------------------------------------------------ replays

  /**
   * Opens a replay of a save, of a match the host holds, or of a file (checked
   * as a save is; nothing is written). A LAN game still being played is not
   * replayed: its host's player would see his guests' secrets.
   */
  async openReplay(owner: Subscriber, source: ReplaySource, perspective?: Perspective): Promise<ReplayOpened> {
    const checked = await this.replaySource(source);
    if (!checked.ok) fail('damaged-save', source.kind === 'file' ? said('shell:saveProblem.inFile', { file: source.fileName, problem: checked.words }) : checked.words);
    if (checked.save.lan && checked.game.result(checked.state) === null) fail('bad-request', said('shell:hostSays.replayLanRunning'));
    return this.replays.open(owner, checked.save, checked.game, perspective);
  }

  private async replaySource(source: ReplaySource): Promise<Checked> {
    switch (source.kind) {
      case 'save':
        await this.autosaver.settle(source.matchId);
        return this.saves.read(source.matchId);
      case 'match': {
        const live = this.matches.get(source.matchId);
        if (!live) fail('unknown-match', said('match:hostSays.unknownMatch'));
        return replaySave(live.match.toSaveFile());
      }
      case 'file':
        return checkSaveText(source.content);
    }
  }

  replayPosition(owner: Subscriber, replayId: string, version: number, perspective: Perspective): ReplayPosition {
    return this.replays.position(owner, replayId, version, perspective);
  }

  closeReplay(owner: Subscriber, replayId: string): void {
    this.replays.close(owner, replayId);
  }

  exportReplay(owner: Subscriber, replayId: string): { fileName: string; content: string } {
    return this.replays.exportFile(owner, replayId);
  }

  /** The solo high scores (of one game, or all), and the mode of a match when it is a solo one that is recorded. */
  listHighScores(game?: string, matchId?: string): HighScores {
    return highScoresFor(this.highScores, game, matchId === undefined ? undefined : this.matches.get(matchId)?.match);
  }

  getSettings(): Settings {
    return this.settings.get();
  }

  setSettings(settings: Settings): Settings {
    const saved = this.settings.set(settings);
    // The tables are advertised under the player's name.
    this.tables.advertise();
    return saved;
  }

  /** The LAN tables other hosts advertise now (the join screen asks while it shows). */
  findTables(): { tables: FoundTable[] } {
    return { tables: this.tables.findTables() };
  }

  // ------------------------------------------------------------ seats and moves

  /** Checks a seat token (in constant time). */
  authorize(matchId: string, seat: Seat, token: string): void {
    this.matches.authorize(matchId, seat, token);
  }

  /** Whether a LAN guest may watch the match: he plays in it, or he came in with the code and spectators are welcome. */
  guestMayWatch(matchId: string, subscriber: Subscriber): boolean {
    return this.tables.guestMayWatch(matchId, subscriber);
  }

  /** Whether the match is open to LAN guests now. */
  isLanOpen(matchId: string): boolean {
    return this.tables.isLanOpen(matchId);
  }

  subscribe(matchId: string, subscriber: Subscriber, viewer: Viewer): void {
    const live = this.matches.require(matchId);
    this.matches.subscribe(live, subscriber, viewer);
    this.tables.entered(live, subscriber);
  }

  /** Forgets a client's subscriptions (to one match, or everywhere when its connection closed). */
  unsubscribe(subscriber: Subscriber, matchId?: string): void {
    for (const live of this.matches.all()) {
      if (matchId !== undefined && live.match.id !== matchId) continue;
      const hostWasHere = this.tables.hostFollows(live);
      this.matches.unsubscribe(live, subscriber);
      // A tutorial left has no save to come back to: it goes once nobody follows it.
      if (matchId !== undefined && live.tutorial && live.subscriptions.length === 0) this.matches.remove(live);
      // The host's last window went away without leaving: a reload comes back in time, else the table closes.
      if (matchId === undefined) this.tables.disconnected(live, subscriber, hostWasHere);
    }
    if (matchId !== undefined) return;
    this.sandbox.forget(subscriber);
    this.replays.forget(subscriber);
    this.tables.leaveLobbies(subscriber);
  }

  /** The host leaves a LAN game: the table closes for the guests (the game stays saved and can be continued). */
  closeTable(matchId: string, reason?: Said): void {
    this.tables.closeTable(matchId, reason);
  }

  submitMove(matchId: string, seat: Seat, move: unknown, basedOn?: number): number {
    return this.matches.submitMove(matchId, seat, move, basedOn);
  }

  undo(matchId: string, seat: Seat): number {
    return this.matches.undo(matchId, seat);
  }

  /** What the hard bot would do in the seat's place, and why: for the seat's own decision only (hints.ts). */
  askHint(matchId: string, seat: Seat): Promise<HintAnswer> {
    return this.matches.askHint(matchId, seat);
  }

  /** A seat's station is ready: its clock (Smugglers' hourglass) starts, unless it runs already. */
  stationReady(matchId: string, seat: Seat): void {
    this.matches.stationReady(matchId, seat);
  }

  /** A seat's hourglass ran out with this much putty in its ball: it cannot change any more. */
  lockPutty(matchId: string, seat: Seat, massG: number): void {
    this.matches.lockPutty(matchId, seat, massG);
  }

  /** Tries again a host task (a roll) that kept failing; the players were told of it. */
  retryHostTask(matchId: string): void {
    this.matches.retryHostTask(matchId);
  }

  /** Lets a bot play an away guest's seat (a level), or gives the seat back to the guest (null). */
  standIn(matchId: string, seat: Seat, level: BotLevel | null): void {
    this.matches.standIn(matchId, seat, level);
  }

  // ------------------------------------------------------------ LAN lobbies

  openLobby(opener: Subscriber, request: LobbyRequest): Promise<LobbyOpened> {
    return this.tables.openLobby(opener, request);
  }

  updateLobby(lobbyId: string, seats: LobbySeatSetup[], rawOptions: unknown, allowSpectators: boolean, allowHints = false): void {
    this.tables.updateLobby(lobbyId, seats, rawOptions, allowSpectators, allowHints);
  }

  startLobby(lobbyId: string): MatchOpened {
    return this.tables.startLobby(lobbyId);
  }

  closeLobby(lobbyId: string, reason?: Said): void {
    this.tables.closeLobby(lobbyId, reason);
  }

  /** A guest enters a lobby (or the table of a running LAN game) with its join code. */
  joinLobby(guest: Subscriber, code: string, name: string, token?: string): LobbyUpdate {
    return this.tables.joinLobby(guest, code, name, token);
  }

  /** Whether the token is that of a guest's seat at the table with this code (both must be right). */
  holdsClaim(code: string, token: string): boolean {
    return this.tables.holdsClaim(code, token);
  }

  claimSeat(guest: Subscriber, lobbyId: string, seat: Seat): SeatClaim {
    return this.tables.claimSeat(guest, lobbyId, seat);
  }

  releaseSeat(guest: Subscriber, lobbyId: string): void {
    this.tables.releaseSeat(guest, lobbyId);
  }

  /** A chat line to a lobby or to a LAN game. */
  chat(from: Subscriber, room: string, text: string): void {
    this.tables.chat(from, room, text);
  }

  /** What the host holds for its clients (tests check that closed connections leave nothing behind). */
  stats(): { subscriptions: number; lobbies: number; lobbyMembers: number; replays: number } {
    const subscriptions = this.matches.all().reduce((sum, live) => sum + live.subscriptions.length, 0);
    return { subscriptions, ...this.tables.stats(), replays: this.replays.size };
  }

  matchIds(): string[] {
    return this.matches.ids();
  }

  /** The live match (tests and the CLI use it to look inside). */
  match(matchId: string): Match | undefined {
    return this.matches.get(matchId)?.match;
  }
}
