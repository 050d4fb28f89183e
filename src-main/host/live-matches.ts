/**
 * The matches the host holds open: each with its seats' tokens, the clients
 * that follow it, its bots and its host tasks. After every change the match
 * is saved (in the background), every subscribed client is told what its seat
 * may see, and then the bots and host tasks of the new position are started.
 * The LAN side of a match (its table) is only read here: lan-tables.ts opens
 * and closes it.
 */
import crypto from 'node:crypto';
import { HOST, type HostTask, type Seat, type Viewer } from '../../shared/engine/contract.js';
import { decisionSeed } from '../../shared/engine/play.js';
import type { BotLevel } from '../../shared/protocol/levels.js';
import type { MatchLan, MatchOpened, MatchUpdate, SeatGrant, SeatStatus } from '../../shared/protocol/messages.js';
import type { BotPool } from '../bots/bot-pool.js';
import type { PhysicsPool } from '../physics/physics-pool.js';
import type { Autosaver } from '../saves/autosaver.js';
import type { SettingsStore } from '../settings/settings-store.js';
import type { ChatRoom } from './chat-room.js';
import { fail } from './failure.js';
import { hashesEqual, hashToken, type Lobby } from './lobby.js';
import type { Match } from './match.js';
import { deliverSafely, type Subscriber } from './subscriber.js';

/** What the host's window is told of a LAN table: the code and the addresses to give the guests. */
export interface LanInfo {
  code: string;
  addresses: string[];
}

/** A LAN game's table: its lobby (code, guests' claims), its chat, and whether the host closed it. */
export interface LanTable {
  lobby: Lobby;
  chat: ChatRoom;
  closed: string | null;
  /** Running while no window of the host's player follows the game: when it fires, the table closes. */
  hostGone: NodeJS.Timeout | null;
}

export interface Subscription {
  subscriber: Subscriber;
  viewer: Viewer;
  lastVersion: number | null;
}

export interface LiveMatch {
  match: Match;
  /** Secret tokens of the human seats (null for bots). */
  tokens: (string | null)[];
  subscriptions: Subscription[];
  saveError: string | null;
  /** Set while a host task (a roll) keeps failing: the game waits, and the players are told why. */
  hostProblem: string | null;
  /** A host task is running, or waiting for its next try. */
  hostTaskRunning: boolean;
  /** Set while the game is open to LAN guests. */
  lan: LanTable | null;
  /** Bots playing guests' seats while the guests are away. */
  standIns: Map<Seat, BotLevel>;
}

/** How a failing host task is tried again before the players are told: `tries` in all, pauses doubling from `firstDelayMs`. */
export interface HostTaskRetry {
  tries: number;
  firstDelayMs: number;
}

export const DEFAULT_HOST_TASK_RETRY: HostTaskRetry = { tries: 3, firstDelayMs: 500 };

export interface LiveMatchesDeps {
  bots: BotPool;
  /** Where the games' host tasks run (every roll), never on the main thread. */
  physics: PhysicsPool;
  autosaver: Autosaver;
  settings: SettingsStore;
  /** The code and addresses of a LAN table, for its host's window. */
  lanInfo(lobby: Lobby): LanInfo;
  /** Tries of a failing host task; default DEFAULT_HOST_TASK_RETRY. */
  hostTaskRetry?: HostTaskRetry;
}

export class LiveMatches {
  private readonly live = new Map<string, LiveMatch>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly deps: LiveMatchesDeps) {}

  /** Stops every bot's pending move; nothing more is applied or sent. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  get(matchId: string): LiveMatch | undefined {
    return this.live.get(matchId);
  }

  has(matchId: string): boolean {
    return this.live.has(matchId);
  }

  all(): LiveMatch[] {
    return [...this.live.values()];
  }

  ids(): string[] {
    return [...this.live.keys()];
  }

  require(matchId: string): LiveMatch {
    return this.live.get(matchId) ?? fail('unknown-match', 'That match is not open on this host.');
  }

  /** Whether `live` is still the match open under its id (not deleted, not replaced, host not closed). */
  isCurrent(live: LiveMatch): boolean {
    return !this.closed && this.live.get(live.match.id) === live;
  }

  open(match: Match): LiveMatch {
    const guestSeats = new Set(match.lan?.guestSeats.map((entry) => entry.seat) ?? []);
    const live: LiveMatch = {
      match,
      // The host's window gets tokens for the seats played here; a guest's seat only ever had his own.
      tokens: match.seats.map((seat, index) => (seat.kind === 'human' && !guestSeats.has(index) ? crypto.randomBytes(16).toString('hex') : null)),
      subscriptions: [],
      saveError: null,
      hostProblem: null,
      hostTaskRunning: false,
      lan: null,
      standIns: new Map(),
    };
    this.live.set(match.id, live);
    // A game whose outcomes the host computes (physics rolls): have a physics worker ready for its first roll.
    if (match.game.hostTask) this.deps.physics.warm(1);
    return live;
  }

  /** Forgets a match (its table is closed first by the caller): nobody follows it any more. */
  remove(live: LiveMatch): void {
    this.live.delete(live.match.id);
    live.subscriptions = [];
  }

  opened(live: LiveMatch): MatchOpened {
    const grants: SeatGrant[] = [];
    live.tokens.forEach((token, seat) => token && grants.push({ seat, token }));
    return { matchId: live.match.id, game: live.match.game.meta.id, grants };
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

  /** Adds (or renews) a client's subscription to a seat's view or the spectator's, and sends it the view. */
  subscribe(live: LiveMatch, subscriber: Subscriber, viewer: Viewer): void {
    const presence = presenceKey(live);
    live.subscriptions = live.subscriptions.filter((sub) => !(sub.subscriber === subscriber && sub.viewer === viewer));
    const subscription: Subscription = { subscriber, viewer, lastVersion: null };
    live.subscriptions.push(subscription);
    if (presenceKey(live) !== presence) this.deliverAll(live);
    else this.deliver(live, subscription);
  }

  /** Drops every subscription of a client to the match; the others see its seat go away if it did. */
  unsubscribe(live: LiveMatch, subscriber: Subscriber): void {
    const presence = presenceKey(live);
    live.subscriptions = live.subscriptions.filter((sub) => sub.subscriber !== subscriber);
    if (presenceKey(live) !== presence) this.deliverAll(live);
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
    this.deliverAll(live);
    this.scheduleBots(live);
  }

  // ------------------------------------------------------------ saving and telling

  persist(live: LiveMatch): void {
    const { match } = live;
    this.deps.autosaver.save(match.id, () => match.toSaveFile());
  }

  /** After each autosave: a failure (or the end of one) is news for the players. */
  saved(matchId: string, problem: string | null): void {
    const live = this.live.get(matchId);
    if (!live || live.saveError === problem) return;
    live.saveError = problem;
    if (problem) console.error(problem);
    this.deliverAll(live);
  }

  /** After every change: tell the clients, then let bots and host tasks act. */
  afterChange(live: LiveMatch): void {
    this.deliverAll(live);
    this.runHostTask(live);
    this.scheduleBots(live);
  }

  deliverAll(live: LiveMatch): void {
    for (const subscription of live.subscriptions) this.deliver(live, subscription);
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
      seats: seatStatus(live),
      events,
      fullLog,
      canUndo: viewer !== 'spectator' && match.canUndo(viewer),
      result: match.result(),
      saveError: live.saveError,
      hostProblem: live.hostProblem,
      lan: this.matchLan(live, subscription.subscriber),
    };
    subscription.lastVersion = match.version;
    deliverSafely(subscription.subscriber, update);
  }

  private matchLan(live: LiveMatch, subscriber: Subscriber): MatchLan | null {
    const lan = live.match.lan;
    if (!lan) return null;
    const table = live.lan;
    return {
      allowSpectators: lan.allowSpectators,
      host: table && table.closed === null && table.lobby.isHost(subscriber) ? this.deps.lanInfo(table.lobby) : null,
      closed: table ? table.closed : 'This LAN game is not open to guests now.',
    };
  }

  // ------------------------------------------------------------ bots and host tasks

  private scheduleBots(live: LiveMatch): void {
    if (this.closed) return;
    const { match } = live;
    for (const seat of match.activeSeats()) {
      const level = botLevel(live, seat);
      if (!level || match.thinking.has(seat)) continue;
      match.thinking.add(seat);
      const version = match.version;
      const started = Date.now();
      this.deps.bots
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
    if (match.thinking.size > 0) this.deliverAll(live);
  }

  private botDecided(live: LiveMatch, seat: Seat, move: unknown, version: number, started: number, error?: Error): void {
    if (!this.isCurrent(live)) return;
    const wait = Math.max(0, this.deps.settings.get().botDelayMs - (Date.now() - started));
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.isCurrent(live)) return;
      const { match } = live;
      match.thinking.delete(seat);
      // The seat may have been given back to its guest while the bot was thinking.
      if (!match.activeSeats().includes(seat) || botLevel(live, seat) === null) {
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

  /**
   * The host's player asks for the host task that failed to be tried again
   * (the players were told of the failure). Nothing happens while one runs.
   */
  retryHostTask(matchId: string): void {
    const live = this.require(matchId);
    this.runHostTask(live);
  }

  /**
   * Runs the host task of the position, if any, in a physics worker. A task
   * that fails is tried again after a pause (a worker that died, a passing
   * fault); after the last try the players are told, and the game waits with
   * its save intact: a retry request, or any later change (a reload, Continue),
   * tries again.
   */
  private runHostTask(live: LiveMatch, attempt = 1): void {
    const { match } = live;
    const game = match.game;
    if (this.closed || live.hostTaskRunning || !game.hostTask || !game.performHostTask) return;
    const task = game.hostTask(match.state);
    if (!task) {
      if (live.hostProblem !== null) {
        live.hostProblem = null;
        this.deliverAll(live);
      }
      return;
    }
    live.hostTaskRunning = true;
    // Trying again after the players were told: the notice goes while it runs.
    if (attempt === 1 && live.hostProblem !== null) {
      live.hostProblem = null;
      this.deliverAll(live);
    }
    // In a physics worker: the game's own performHostTask, found there by the game's id, so the same outcome, off the main thread.
    this.deps.physics.hostTask(game.meta.id, task).then(
      (move) => {
        live.hostTaskRunning = false;
        if (!this.isCurrent(live)) return;
        const outcome = match.apply(HOST, move);
        if (!outcome.ok) {
          this.hostTaskFailed(live, task, attempt, `the game refused its outcome: ${outcome.message}`);
          return;
        }
        live.hostProblem = null;
        this.persist(live);
        this.afterChange(live);
      },
      (error: Error) => {
        live.hostTaskRunning = false;
        this.hostTaskFailed(live, task, attempt, error.message);
      },
    );
  }

  private hostTaskFailed(live: LiveMatch, task: HostTask, attempt: number, reason: string): void {
    if (!this.isCurrent(live)) return;
    const retry = this.deps.hostTaskRetry ?? DEFAULT_HOST_TASK_RETRY;
    console.error(`Host task ${task.kind} of ${live.match.id} failed (try ${attempt} of ${retry.tries}): ${reason}`);
    if (attempt < retry.tries) {
      // The slot stays taken during the pause, so that no other change starts the task twice.
      live.hostTaskRunning = true;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        live.hostTaskRunning = false;
        if (this.isCurrent(live)) this.runHostTask(live, attempt + 1);
      }, retry.firstDelayMs * 2 ** (attempt - 1));
      this.timers.add(timer);
      return;
    }
    live.hostProblem = hostProblemSentence(task, retry.tries, reason);
    this.deliverAll(live);
  }
}

/** What the players are told of a host task that kept failing. */
export function hostProblemSentence(task: HostTask, tries: number, reason: string): string {
  const attempts = tries === 1 ? 'once' : `${tries} times`;
  return `The host could not work out the ${task.kind} the game waits for (tried ${attempts}: ${reason}). The game is saved and goes on once it works.`;
}

/** Who follows which seat, as a string that changes when presence does. */
function presenceKey(live: LiveMatch): string {
  return [...new Set(live.subscriptions.map((sub) => sub.viewer))].sort().join(',');
}

function seatStatus(live: LiveMatch): SeatStatus[] {
  const followed = new Set(live.subscriptions.map((sub) => sub.viewer));
  return live.match.seatStatus().map((status) => ({
    ...status,
    presence: status.kind === 'human' ? (followed.has(status.seat) ? 'connected' : 'away') : null,
    standIn: live.standIns.get(status.seat) ?? null,
  }));
}

/** The level of the bot that plays a seat: a bot's own, or a stand-in's for an away guest. */
function botLevel(live: LiveMatch, seat: Seat): BotLevel | null {
  const config = live.match.seats[seat];
  if (config?.kind === 'bot') return config.level;
  return live.standIns.get(seat) ?? null;
}

function tokensEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
