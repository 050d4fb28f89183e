/**
 * The host: holds the live matches, runs their bots, saves them after every
 * move and tells every subscribed client what its seat may see. It speaks
 * through Connections (one per window or WebSocket), never to a transport.
 */
import crypto from 'node:crypto';
import { type Seat, HOST, type Viewer } from '../../shared/engine/contract.js';
import { decisionSeed } from '../../shared/engine/play.js';
import { gameById } from '../../shared/games/index.js';
import type { HostError, MatchOpened, MatchUpdate, SaveSummary, SeatGrant, SeatSetup, Settings } from '../../shared/protocol/messages.js';
import { describeSchemaError } from '../../shared/protocol/messages.js';
import { BotPool } from '../bots/bot-pool.js';
import { checkSaveText, type SeatConfig } from '../saves/save-file.js';
import { SaveStore, summarize } from '../saves/save-store.js';
import { SettingsStore } from '../settings/settings-store.js';
import { Match } from './match.js';

export class HostFailure extends Error {
  constructor(readonly error: HostError) {
    super(error.message);
  }
}

function fail(code: HostError['code'], message: string): never {
  throw new HostFailure({ code, message });
}

/** A client of the host: receives the updates of the views it subscribed to. */
export interface Subscriber {
  deliver(update: MatchUpdate): void;
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
}

export interface HostOptions {
  dataDir: string;
  /** Bot worker threads; defaults to the number of cores less one (at least 1). */
  botWorkers?: number;
}

export class Host {
  readonly saves: SaveStore;
  readonly settings: SettingsStore;
  private readonly bots: BotPool;
  private readonly live = new Map<string, LiveMatch>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(options: HostOptions) {
    this.saves = new SaveStore(options.dataDir);
    this.settings = new SettingsStore(options.dataDir);
    this.bots = new BotPool(options.botWorkers);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    await this.bots.close();
  }

  // ------------------------------------------------------------ matches

  createMatch(gameId: string, seatSetups: SeatSetup[], rawOptions: unknown, seed?: number): MatchOpened {
    const game = gameById(gameId) ?? fail('unknown-game', `There is no game "${gameId}".`);
    const { minPlayers, maxPlayers, title } = game.meta;
    if (seatSetups.length < minPlayers || seatSetups.length > maxPlayers) {
      fail('bad-request', `${title} is played by ${minPlayers} to ${maxPlayers} players.`);
    }
    const options = game.optionsSchema.safeParse(rawOptions ?? game.defaultOptions(seatSetups.length));
    if (!options.success) fail('bad-request', `The game options are not valid: ${describeSchemaError(options.error)}.`);
    const seats: SeatConfig[] = seatSetups.map((setup) => ({
      name: setup.name.trim(),
      kind: setup.kind,
      level: setup.kind === 'bot' ? setup.level : null,
    }));
    const now = new Date();
    let match: Match;
    try {
      match = new Match({
        id: newMatchId(gameId, now),
        game,
        options: options.data,
        seed: seed ?? crypto.randomBytes(4).readUInt32LE(0),
        seats,
        createdAt: now.toISOString(),
      });
    } catch (error) {
      fail('bad-request', (error as Error).message);
    }
    const live = this.open(match);
    this.persist(live);
    this.afterChange(live);
    return this.opened(live);
  }

  loadSave(matchId: string): MatchOpened {
    const running = this.live.get(matchId);
    if (running) return this.opened(running);
    const checked = this.saves.read(matchId);
    if (!checked.ok) fail('damaged-save', checked.problem);
    const live = this.open(Match.fromSave(checked.save, checked.game));
    this.afterChange(live);
    return this.opened(live);
  }

  listSaves(): SaveSummary[] {
    return this.saves.list();
  }

  deleteSave(matchId: string): void {
    const live = this.live.get(matchId);
    if (live) this.closeMatch(live);
    if (!this.saves.delete(matchId)) fail('unknown-match', 'There is no save for this match.');
  }

  exportSave(matchId: string): { fileName: string; content: string } {
    if (!this.saves.exists(matchId)) fail('unknown-match', 'There is no save for this match.');
    return { fileName: `${matchId}.smugglers.json`, content: this.saves.exportText(matchId) };
  }

  /** Checks an imported file completely before it is written; a file of a match already here gets a new id. */
  importSave(fileName: string, content: string): SaveSummary {
    const checked = checkSaveText(content);
    if (!checked.ok) fail('damaged-save', `${fileName}: ${checked.problem}`);
    const save = checked.save;
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
    if (!expected || !tokensEqual(expected, token)) fail('not-your-seat', 'That seat token is not valid for this match.');
  }

  subscribe(matchId: string, subscriber: Subscriber, viewer: Viewer): void {
    const live = this.require(matchId);
    live.subscriptions = live.subscriptions.filter((sub) => !(sub.subscriber === subscriber && sub.viewer === viewer));
    const subscription: Subscription = { subscriber, viewer, lastVersion: null };
    live.subscriptions.push(subscription);
    this.deliver(live, subscription);
  }

  unsubscribe(subscriber: Subscriber, matchId?: string): void {
    for (const live of this.live.values()) {
      if (matchId !== undefined && live.match.id !== matchId) continue;
      live.subscriptions = live.subscriptions.filter((sub) => sub.subscriber !== subscriber);
    }
  }

  submitMove(matchId: string, seat: Seat, move: unknown, basedOn?: number): number {
    const live = this.require(matchId);
    if (live.match.seats[seat]?.kind !== 'human') fail('not-your-seat', 'That seat is not played by a person.');
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

  private open(match: Match): LiveMatch {
    const live: LiveMatch = {
      match,
      tokens: match.seats.map((seat) => (seat.kind === 'human' ? crypto.randomBytes(16).toString('hex') : null)),
      subscriptions: [],
      saveError: null,
      hostTaskRunning: false,
    };
    this.live.set(match.id, live);
    return live;
  }

  private closeMatch(live: LiveMatch): void {
    this.live.delete(live.match.id);
    live.subscriptions = [];
  }

  private opened(live: LiveMatch): MatchOpened {
    const grants: SeatGrant[] = [];
    live.tokens.forEach((token, seat) => token && grants.push({ seat, token }));
    return { matchId: live.match.id, game: live.match.game.meta.id, grants };
  }

  private persist(live: LiveMatch): void {
    try {
      this.saves.write(live.match.toSaveFile());
      live.saveError = null;
    } catch (error) {
      live.saveError = `The game could not be saved: ${(error as Error).message}`;
      console.error(live.saveError);
    }
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
      seats: match.seatStatus(),
      events,
      fullLog,
      canUndo: viewer !== 'spectator' && match.canUndo(viewer),
      result: match.result(),
      saveError: live.saveError,
    };
    subscription.lastVersion = match.version;
    try {
      subscription.subscriber.deliver(update);
    } catch (error) {
      console.error(`Could not deliver an update: ${(error as Error).message}`);
    }
  }

  private scheduleBots(live: LiveMatch): void {
    if (this.closed) return;
    const { match } = live;
    for (const seat of match.activeSeats()) {
      const config = match.seats[seat];
      if (!config || config.kind !== 'bot' || !config.level || match.thinking.has(seat)) continue;
      match.thinking.add(seat);
      const version = match.version;
      const started = Date.now();
      this.bots
        .decide({
          game: match.game.meta.id,
          level: config.level,
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
      if (!match.activeSeats().includes(seat)) {
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
    game.performHostTask(task).then(
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
        console.error(`Host task ${task.kind} failed: ${error.message}`);
      },
    );
  }
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
