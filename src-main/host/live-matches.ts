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
import type { BotLevel } from '../../shared/protocol/levels.js';
import type { MatchLan, MatchOpened, MatchUpdate, SeatGrant, SeatStatus } from '../../shared/protocol/messages.js';
import type { BotPool } from '../bots/bot-pool.js';
import type { PhysicsPool } from '../physics/physics-pool.js';
import type { Autosaver } from '../saves/autosaver.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { botDecisionSeed } from './bot-seeds.js';
import type { ChatRoom } from './chat-room.js';
import { fail } from './failure.js';
import { type Said, said } from './host-words.js';
import { hashesEqual, hashToken, type Lobby } from './lobby.js';
import { type ApplyOutcome, type Match, refused } from './match.js';
import { type ClockRefusal, DEFAULT_SEAT_CLOCK_TIMING, type SeatClockTiming, SeatClocks } from './seat-clocks.js';
import { deliverSafely, type Subscriber } from './subscriber.js';
import { timedDecisionOf } from './timed-decisions.js';

/** What the host's window is told of a LAN table: the code and the addresses to give the guests. */
export interface LanInfo {
  code: string;
  addresses: string[];
}

/** A LAN game's table: its lobby (code, guests' claims), its chat, and whether the host closed it. */
export interface LanTable {
  lobby: Lobby;
  chat: ChatRoom;
  /** Why the table closed, once it has: told to the guests. */
  closed: Said | null;
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
  saveError: Said | null;
  /** Set while a host task (a roll) keeps failing: the game waits, and the players are told why. */
  hostProblem: Said | null;
  /** A host task is running, or waiting for its next try. */
  hostTaskRunning: boolean;
  /** Set while the game is open to LAN guests. */
  lan: LanTable | null;
  /** Bots playing guests' seats while the guests are away. */
  standIns: Map<Seat, BotLevel>;
  /** The clocks of the game's timed decisions (Smugglers' hourglass), or null for a game without. */
  clocks: SeatClocks | null;
  /** When the last move of any seat (or the host) was applied, by Date.now(): bots' moves are paced from it. */
  lastMoveAt: number;
  /** Bots' moves decided and waiting for their turn to land, in the order they were decided. */
  botMoves: DecidedBotMove[];
  /** The timer of the next bot move to land, while one waits. */
  botTimer: NodeJS.Timeout | null;
}

/** A bot's move, decided (or failed) and waiting to land. */
interface DecidedBotMove {
  seat: Seat;
  move: unknown;
  version: number;
  error?: Error;
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
  /** The graces of the seats' clocks; default DEFAULT_SEAT_CLOCK_TIMING. */
  seatClockTiming?: SeatClockTiming;
  /** Told when a move ended the match, before its players are (the solo high scores). */
  finished?: (match: Match) => void;
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
    for (const live of this.live.values()) live.clocks?.dispose();
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
    return this.live.get(matchId) ?? fail('unknown-match', said('match:hostSays.unknownMatch'));
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
      clocks: null,
      // Opening counts as a move: the first bot move too comes a beat after the table shows.
      lastMoveAt: Date.now(),
      botMoves: [],
      botTimer: null,
    };
    const timed = timedDecisionOf(match.game.meta.id);
    if (timed) live.clocks = new SeatClocks(timed, (seat) => this.deliverToSeat(live, seat), this.deps.seatClockTiming ?? DEFAULT_SEAT_CLOCK_TIMING);
    this.live.set(match.id, live);
    // A game whose outcomes the host computes (physics rolls): have a physics worker ready for its first roll.
    if (match.game.hostTask) this.deps.physics.warm(1);
    return live;
  }

  /** Forgets a match (its table is closed first by the caller): nobody follows it any more. */
  remove(live: LiveMatch): void {
    this.live.delete(live.match.id);
    live.subscriptions = [];
    live.clocks?.dispose();
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
    fail('not-your-seat', said('match:hostSays.badToken'));
  }

  /** Adds (or renews) a client's subscription to a seat's view or the spectator's, and sends it the view. */
  subscribe(live: LiveMatch, subscriber: Subscriber, viewer: Viewer): void {
    const presence = presenceKey(live);
    live.subscriptions = live.subscriptions.filter((sub) => !(sub.subscriber === subscriber && sub.viewer === viewer));
    const subscription: Subscription = { subscriber, viewer, lastVersion: null };
    live.subscriptions.push(subscription);
    if (presenceKey(live) !== presence) this.deliverAll(live);
    else this.deliverTo(live, [subscription]);
  }

  /** Drops every subscription of a client to the match; the others see its seat go away if it did. */
  unsubscribe(live: LiveMatch, subscriber: Subscriber): void {
    const presence = presenceKey(live);
    live.subscriptions = live.subscriptions.filter((sub) => sub.subscriber !== subscriber);
    if (presenceKey(live) !== presence) this.deliverAll(live);
  }

  submitMove(matchId: string, seat: Seat, move: unknown, basedOn?: number): number {
    const live = this.require(matchId);
    if (live.match.seats[seat]?.kind !== 'human') fail('not-your-seat', said('match:hostSays.notAPerson'));
    if (live.standIns.has(seat)) fail('not-your-seat', said('match:hostSays.botPlaysYourSeat'));
    // The move is parsed here, once, where it comes in: what is not even a move is refused as such, and the rest travels parsed.
    const parsed = live.match.parse(move);
    if (!parsed.ok) refuseMove(refused(parsed.rejection));
    // The seat's clock next: a move its time no longer allows changes nothing.
    refuseIf(live.clocks?.checkMove(live.match.state, seat, parsed.move) ?? null);
    const outcome = live.match.applyParsed(seat, parsed.move, basedOn);
    if (!outcome.ok) refuseMove(outcome);
    this.moved(live);
    return live.match.version;
  }

  undo(matchId: string, seat: Seat): number {
    const live = this.require(matchId);
    // Taken back after the time is out, a move leaves what it froze frozen.
    if (live.match.canUndo(seat)) live.clocks?.beforeUndo(live.match.state, seat);
    if (!live.match.undo(seat)) fail('cannot-undo', said('match:hostSays.cannotUndo'));
    this.moved(live);
    return live.match.version;
  }

  /** The seat's station is ready (its client can show the timed decision): its clock starts, if it has not yet. */
  stationReady(matchId: string, seat: Seat): void {
    const live = this.requireTimedSeat(matchId, seat);
    refuseIf((live.clocks as SeatClocks).ready(seat));
    // Updates go out on changes only: this seat must be told its clock (a reload is told what is left).
    this.deliverToSeat(live, seat);
  }

  /** The seat's client says its hourglass ran out with this much putty in the ball: it cannot change any more. */
  lockPutty(matchId: string, seat: Seat, massG: number): void {
    const live = this.requireTimedSeat(matchId, seat);
    const refused = (live.clocks as SeatClocks).report(live.match.state, seat, massG);
    // Taken or not, the seat is told what its ball is held to (a report too late: the hurried ball).
    this.deliverToSeat(live, seat);
    refuseIf(refused);
  }

  private requireTimedSeat(matchId: string, seat: Seat): LiveMatch {
    const live = this.require(matchId);
    if (live.match.seats[seat]?.kind !== 'human') fail('not-your-seat', said('match:hostSays.notAPerson'));
    if (!live.clocks) fail('bad-request', said('match:hostSays.noHourglass'));
    this.syncClocks(live);
    return live;
  }

  /** Lets a bot play an away guest's seat (a level), or gives the seat back to the guest (null). */
  standIn(matchId: string, seat: Seat, level: BotLevel | null): void {
    const live = this.require(matchId);
    const isGuestSeat = live.match.lan?.guestSeats.some((entry) => entry.seat === seat) ?? false;
    if (!live.lan || live.lan.closed !== null || !isGuestSeat) fail('bad-request', said('match:hostSays.standInGuestOnly'));
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
  saved(matchId: string, problem: Said | null): void {
    const live = this.live.get(matchId);
    if (!live || live.saveError?.message === problem?.message) return;
    live.saveError = problem;
    if (problem) console.error(problem.message);
    this.deliverAll(live);
  }

  /** After a move was applied (or taken back): save, tell, and pace the bots from now. */
  private moved(live: LiveMatch): void {
    live.lastMoveAt = Date.now();
    this.persist(live);
    if (live.match.result() !== null) this.deps.finished?.(live.match);
    this.afterChange(live);
  }

  /** After every change: the clocks follow the game, then tell the clients, then let bots and host tasks act. */
  afterChange(live: LiveMatch): void {
    this.syncClocks(live);
    this.deliverAll(live);
    this.runHostTask(live);
    this.scheduleBots(live);
  }

  deliverAll(live: LiveMatch): void {
    this.deliverTo(live, live.subscriptions);
  }

  private deliverToSeat(live: LiveMatch, seat: Seat): void {
    if (!this.isCurrent(live)) return;
    this.deliverTo(live, live.subscriptions.filter((subscription) => subscription.viewer === seat));
  }

  /** Tells each subscription the news: one view per viewer (a seat, or the spectators), however many windows follow it. */
  private deliverTo(live: LiveMatch, subscriptions: readonly Subscription[]): void {
    const views = new Map<Viewer, unknown>();
    const viewOf = (viewer: Viewer): unknown => {
      if (!views.has(viewer)) views.set(viewer, live.match.viewFor(viewer));
      return views.get(viewer);
    };
    for (const subscription of subscriptions) this.deliver(live, subscription, viewOf(subscription.viewer));
  }

  /** A timed decision that begins turns the clocks of the people's seats; a guest's starts by itself after the loading grace. */
  private syncClocks(live: LiveMatch): void {
    if (!live.clocks || this.closed) return;
    const { match } = live;
    const people = match.seats.flatMap((config, seat) => (config.kind === 'human' ? [seat] : []));
    const guests = new Set(match.lan?.guestSeats.map((entry) => entry.seat) ?? []);
    live.clocks.sync(match.state, people, guests);
  }

  private deliver(live: LiveMatch, subscription: Subscription, view: unknown): void {
    const { match } = live;
    const since = subscription.lastVersion;
    const fullLog = since === null || since > match.version;
    // A game of memory's pages get the latest announcement and nothing older (RULINGS 3), on a (re)subscribe too.
    const log = match.pageEvents();
    const events = fullLog ? log : log.filter((logged) => logged.version > since);
    const viewer = subscription.viewer;
    const update: MatchUpdate = {
      type: 'match',
      matchId: match.id,
      game: match.game.meta.id,
      viewer,
      version: match.version,
      view,
      activeSeats: match.activeSeats(),
      seats: seatStatus(live),
      events,
      fullLog,
      latestOnly: match.latestOnly(),
      canUndo: viewer !== 'spectator' && match.canUndo(viewer),
      result: match.result(),
      saveError: live.saveError?.message ?? null,
      saveErrorWords: live.saveError?.words ?? null,
      hostProblem: live.hostProblem?.message ?? null,
      hostProblemWords: live.hostProblem?.words ?? null,
      lan: this.matchLan(live, subscription.subscriber),
      clock: viewer === 'spectator' ? null : (live.clocks?.remaining(match.state, viewer) ?? null),
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
      ...closedNow(table),
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
      this.deps.bots
        .decide({
          game: match.game.meta.id,
          level,
          seat,
          view: match.botViewFor(seat),
          legalMoves: match.legalMoves(seat),
          seed: botDecisionSeed(match.botSecret, version, seat),
        })
        .then(
          (move) => this.botDecided(live, { seat, move, version }),
          (error: Error) => this.botDecided(live, { seat, move: null, version, error }),
        );
    }
    if (match.thinking.size > 0) this.deliverAll(live);
  }

  /**
   * A bot has decided: its move waits its turn. Bots' moves land one at a
   * time, each at least the pace (settings.botDelayMs) after the match's
   * previous move, whoever made it, so that people can follow every move
   * (several bots deciding at once, or answering a person, do not land
   * together). A bot that thought longer than that is not held back.
   */
  private botDecided(live: LiveMatch, decided: DecidedBotMove): void {
    if (!this.isCurrent(live)) return;
    live.botMoves.push(decided);
    this.paceBots(live);
  }

  private paceBots(live: LiveMatch): void {
    if (live.botTimer || live.botMoves.length === 0 || !this.isCurrent(live)) return;
    const due = (): number => live.lastMoveAt + this.deps.settings.get().botDelayMs - Date.now();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      live.botTimer = null;
      // Every move that is due lands now (with a pace of 0, all of them: no timer per move).
      let next: DecidedBotMove | undefined;
      while (this.isCurrent(live) && due() <= 0 && (next = live.botMoves.shift())) this.landBotMove(live, next);
      this.paceBots(live);
    }, Math.max(0, due()));
    live.botTimer = timer;
    this.timers.add(timer);
  }

  private landBotMove(live: LiveMatch, { seat, move, version, error }: DecidedBotMove): void {
    const { match } = live;
    match.thinking.delete(seat);
    // The seat may have been given back to its guest while the bot was thinking.
    if (!match.activeSeats().includes(seat) || botLevel(live, seat) === null) {
      this.afterChange(live);
      return;
    }
    // A bot's move comes from a worker: match.apply parses it (once) on its way in, like a page's.
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
    this.moved(live);
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
          this.hostTaskFailed(live, task, attempt, said('match:hostSays.outcomeRefused', { refusal: outcome.key ? { key: outcome.key, ...(outcome.params ? { params: outcome.params } : {}) } : outcome.message }));
          return;
        }
        live.hostProblem = null;
        this.moved(live);
      },
      (error: Error) => {
        live.hostTaskRunning = false;
        this.hostTaskFailed(live, task, attempt, error.message);
      },
    );
  }

  /** `reason`: a system error's message (English from outside the app), or a sentence. */
  private hostTaskFailed(live: LiveMatch, task: HostTask, attempt: number, reason: string | Said): void {
    if (!this.isCurrent(live)) return;
    const retry = this.deps.hostTaskRetry ?? DEFAULT_HOST_TASK_RETRY;
    console.error(`Host task ${task.kind} of ${live.match.id} failed (try ${attempt} of ${retry.tries}): ${typeof reason === 'string' ? reason : reason.message}`);
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

/**
 * What the players are told of a host task that kept failing. The task's kind
 * ('roll') is worded by the catalogue (match:hostSays.task, its context); a
 * kind it does not know reads as it is.
 */
export function hostProblemSentence(task: HostTask, tries: number, reason: string | Said): Said {
  return said('match:hostSays.hostTaskFailed', {
    task: { key: 'match:hostSays.task', params: { context: task.kind } },
    tries: { key: 'match:hostSays.tries', params: { count: tries } },
    reason: typeof reason === 'string' ? reason : reason.words,
  });
}

/** Refuses a move the match (or the edge) refused: its code and words reach the client, nothing changed. */
function refuseMove(outcome: Extract<ApplyOutcome, { ok: false }>): never {
  fail(outcome.code, outcome.message, outcome);
}

/** Refuses a request the seat's clock does not allow: its error reaches the client, nothing changed. */
function refuseIf(refusal: ClockRefusal | null): void {
  if (refusal) fail(refusal.code, refusal.said);
}

/** What a LAN game's clients are told of its table: open (null), or closed and why. */
function closedNow(table: LanTable | null): Pick<MatchLan, 'closed' | 'closedWords'> {
  const closed = table ? table.closed : said('lan:hostSays.notOpenNow');
  return { closed: closed?.message ?? null, closedWords: closed?.words ?? null };
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
