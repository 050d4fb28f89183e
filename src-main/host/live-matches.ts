/**
 * The matches the host holds open (live-match.ts: each with its seats'
 * tokens, the clients that follow it, its bots and its host tasks), and what
 * follows every change: the match is saved (in the background), every
 * subscribed client is told what its seat may see, and then the bots and host
 * tasks of the new position are started. Each of these is a file of its own
 * beside this one (saving, delivery, bot-turns, host-tasks, moves,
 * clock-requests, stand-ins, subscriptions, seat-tokens); this class holds
 * them together and is what the host and the LAN tables call. The LAN side of
 * a match (its table) is only read here: lan-tables.ts opens and closes it.
 */
import type { Seat, Viewer } from '../../shared/engine/contract.js';
import type { BotLevel } from '../../shared/protocol/levels.js';
import type { HintAnswer, MatchOpened, SeatGrant } from '../../shared/protocol/messages.js';
import type { BotPool } from '../bots/bot-pool.js';
import type { PhysicsPool } from '../physics/physics-pool.js';
import type { Autosaver } from '../saves/autosaver.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { BotTurns } from './bot-turns.js';
import { clocksOfSeat, refuseIf, syncClocks } from './clock-requests.js';
import { Delivery } from './delivery.js';
import { fail } from './failure.js';
import { type Said, said } from '../words/host-words.js';
import { DEFAULT_HOST_TASK_RETRY, type HostTaskRetry, HostTasks } from './host-tasks.js';
import { HostTimers } from './host-timers.js';
import { askHint } from './hints.js';
import type { LanInfo, LiveMatch, LiveMatchEvents, LiveTutorial } from './live-match.js';
import type { Lobby } from './lobby.js';
import type { Match } from './match.js';
import { submitMove, undoMove } from './moves.js';
import { noteSaveProblem, persist } from './saving.js';
import { DEFAULT_SEAT_CLOCK_TIMING, type SeatClockTiming, SeatClocks } from './seat-clocks.js';
import { authorizeSeat, seatTokens } from './seat-tokens.js';
import { setStandIn } from './stand-ins.js';
import type { Subscriber } from './subscriber.js';
import { addSubscription, dropSubscriptions } from './subscriptions.js';
import { timedDecisionOf } from './timed-decisions.js';
import { followMove, holdStation, pressNext, refuseOffScript, stationToStart } from './tutorials.js';

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

export class LiveMatches implements LiveMatchEvents {
  private readonly live = new Map<string, LiveMatch>();
  private readonly timers = new HostTimers();
  private readonly delivery: Delivery;
  private readonly botTurns: BotTurns;
  private readonly hostTasks: HostTasks;

  constructor(private readonly deps: LiveMatchesDeps) {
    this.delivery = new Delivery(deps.lanInfo, (live) => this.isCurrent(live));
    this.botTurns = new BotTurns(deps.bots, deps.settings, this.timers, this);
    this.hostTasks = new HostTasks(deps.physics, deps.hostTaskRetry ?? DEFAULT_HOST_TASK_RETRY, this.timers, this);
  }

  /** Stops every bot's pending move; nothing more is applied or sent. */
  close(): void {
    this.timers.close();
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
    return !this.timers.closed && this.live.get(live.match.id) === live;
  }

  /** Opens a match; a guided first game comes with its tutorial (it is not saved until the player goes on as a normal game). */
  open(match: Match, tutorial: LiveTutorial | null = null): LiveMatch {
    const live: LiveMatch = {
      match,
      // The host's window gets tokens for the seats played here; a guest's seat only ever had his own.
      tokens: seatTokens(match),
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
      personMoved: null,
      tookBack: null,
      tutorial,
    };
    const timed = timedDecisionOf(match.game.meta.id);
    if (timed) live.clocks = new SeatClocks(timed, (seat) => this.delivery.deliverToSeat(live, seat), this.deps.seatClockTiming ?? DEFAULT_SEAT_CLOCK_TIMING);
    this.live.set(match.id, live);
    this.hostTasks.opened(live);
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
    authorizeSeat(this.require(matchId), seat, token);
  }

  /** Adds (or renews) a client's subscription to a seat's view or the spectator's, and sends it the view. */
  subscribe(live: LiveMatch, subscriber: Subscriber, viewer: Viewer): void {
    const { subscription, presenceChanged } = addSubscription(live, subscriber, viewer);
    if (presenceChanged) this.deliverAll(live);
    else this.delivery.deliverTo(live, [subscription]);
  }

  /** Drops every subscription of a client to the match; the others see its seat go away if it did. */
  unsubscribe(live: LiveMatch, subscriber: Subscriber): void {
    if (dropSubscriptions(live, subscriber)) this.deliverAll(live);
  }

  submitMove(matchId: string, seat: Seat, move: unknown, basedOn?: number): number {
    const live = this.require(matchId);
    // In a tutorial, a move the engine takes may still not be the step's: refused with the step's hint.
    refuseOffScript(live, seat, move);
    submitMove(live, seat, move, basedOn);
    this.moved(live);
    return live.match.version;
  }

  undo(matchId: string, seat: Seat): number {
    const live = this.require(matchId);
    // A tutorial's steps go one way: a move taken back would leave the step on screen behind.
    if (live.tutorial) fail('cannot-undo', said('match:hostSays.cannotUndo'));
    undoMove(live, seat);
    this.moved(live);
    return live.match.version;
  }

  /**
   * A hint for the seat's own decision (hints.ts), worked out in a bot
   * worker and answered to the asker only; the count it adds to the seat is
   * saved, and every client's seats show it (the final ranking).
   */
  async askHint(matchId: string, seat: Seat): Promise<HintAnswer> {
    const live = this.require(matchId);
    const answer = await askHint(live, seat, (job) => this.deps.bots.decide(job));
    if (this.isCurrent(live)) {
      this.persist(live);
      this.deliverAll(live);
    }
    return answer;
  }

  /** The seat's station is ready (its client can show the timed decision): its clock starts, if it has not yet. */
  stationReady(matchId: string, seat: Seat): void {
    const live = this.require(matchId);
    const clocks = clocksOfSeat(live, seat);
    this.syncClocks(live);
    // In a guided first game the clock may wait for its step: the first steps are read with no sand running.
    if (!holdStation(live, seat)) refuseIf(clocks.ready(seat));
    // Updates go out on changes only: this seat must be told its clock (a reload is told what is left).
    this.delivery.deliverToSeat(live, seat);
  }

  /** A station that waited for the tutorial's step: its clock starts now that the step has come (or the tutorial ended). */
  private startWaitingStation(live: LiveMatch, tutorial: LiveTutorial | null = live.tutorial): void {
    const seat = stationToStart(live, tutorial);
    if (seat === null || !live.clocks) return;
    this.syncClocks(live);
    live.clocks.ready(seat);
  }

  /** The seat's client says its hourglass ran out with this much putty in the ball: it cannot change any more. */
  lockPutty(matchId: string, seat: Seat, massG: number): void {
    const live = this.require(matchId);
    const clocks = clocksOfSeat(live, seat);
    this.syncClocks(live);
    const refused = clocks.report(live.match.state, seat, massG);
    // Taken or not, the seat is told what its ball is held to (a report too late: the hurried ball).
    this.delivery.deliverToSeat(live, seat);
    refuseIf(refused);
  }

  /** Lets a bot play an away guest's seat (a level), or gives the seat back to the guest (null). */
  standIn(matchId: string, seat: Seat, level: BotLevel | null): void {
    const live = this.require(matchId);
    setStandIn(live, seat, level);
    this.deliverAll(live);
    this.botTurns.schedule(live);
  }

  /** The player read the tutorial's step on screen. */
  tutorialNext(matchId: string): void {
    const live = this.require(matchId);
    pressNext(live);
    this.startWaitingStation(live);
    this.deliverAll(live);
  }

  /** The tutorial's match goes on as a normal game: its bots play as normal bots, and it is saved like any match. */
  tutorialContinue(matchId: string): void {
    const live = this.require(matchId);
    if (!live.tutorial) return;
    const tutorial = live.tutorial;
    live.tutorial = null;
    this.startWaitingStation(live, tutorial);
    this.persist(live);
    this.afterChange(live);
  }

  /** The host's player asks for the host task that failed to be tried again (the players were told of the failure). */
  retryHostTask(matchId: string): void {
    this.hostTasks.run(this.require(matchId));
  }

  // ------------------------------------------------------------ after a change

  persist(live: LiveMatch): void {
    // A tutorial leaves no save behind (until the player goes on as a normal game).
    if (live.tutorial) return;
    persist(this.deps.autosaver, live);
  }

  /** After each autosave: a failure (or the end of one) is news for the players. */
  saved(matchId: string, problem: Said | null): void {
    const live = this.live.get(matchId);
    if (live && noteSaveProblem(live, problem)) this.deliverAll(live);
  }

  /** After a move was applied (or taken back): save, tell, and pace the bots from now. */
  moved(live: LiveMatch): void {
    live.lastMoveAt = Date.now();
    followMove(live);
    this.startWaitingStation(live);
    this.persist(live);
    if (live.match.result() !== null) this.deps.finished?.(live.match);
    this.afterChange(live);
  }

  /** After every change: the clocks follow the game, then tell the clients, then let bots and host tasks act. */
  afterChange(live: LiveMatch): void {
    this.syncClocks(live);
    this.deliverAll(live);
    this.hostTasks.run(live);
    this.botTurns.schedule(live);
  }

  deliverAll(live: LiveMatch): void {
    this.delivery.deliverAll(live);
  }

  private syncClocks(live: LiveMatch): void {
    if (!this.timers.closed) syncClocks(live);
  }
}
