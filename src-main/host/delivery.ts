/**
 * Telling the clients of a match what changed: each subscription gets an
 * update with its viewer's view, the events it has not seen yet, the seats,
 * the notices (a failed autosave, a host task that keeps failing) and, in a
 * LAN game, the table. A view is made once per viewer (a seat, or the
 * spectators) per change, however many windows follow that viewer.
 */
import type { Seat, Viewer } from '../../shared/engine/contract.js';
import type { MatchLan, MatchUpdate, SeatStatus } from '../../shared/protocol/messages.js';
import { said } from '../words/host-words.js';
import { mayTakeBack } from './moves.js';
import type { LanInfo, LanTable, LiveMatch, Subscription } from './live-match.js';
import type { Lobby } from './lobby.js';
import { deliverSafely, type Subscriber } from './subscriber.js';
import { tutorialShown } from './tutorials.js';

export class Delivery {
  constructor(
    /** The code and addresses of a LAN table, for its host's window. */
    private readonly lanInfo: (lobby: Lobby) => LanInfo,
    private readonly isCurrent: (live: LiveMatch) => boolean,
  ) {}

  deliverAll(live: LiveMatch): void {
    this.deliverTo(live, live.subscriptions);
  }

  /** Tells a seat's windows alone (its clock changed), while the match is open. */
  deliverToSeat(live: LiveMatch, seat: Seat): void {
    if (!this.isCurrent(live)) return;
    this.deliverTo(live, live.subscriptions.filter((subscription) => subscription.viewer === seat));
  }

  /** Tells each subscription the news: one view per viewer (a seat, or the spectators), however many windows follow it. */
  deliverTo(live: LiveMatch, subscriptions: readonly Subscription[]): void {
    const views = new Map<Viewer, unknown>();
    const viewOf = (viewer: Viewer): unknown => {
      if (!views.has(viewer)) views.set(viewer, live.match.viewFor(viewer));
      return views.get(viewer);
    };
    for (const subscription of subscriptions) this.deliver(live, subscription, viewOf(subscription.viewer));
  }

  private deliver(live: LiveMatch, subscription: Subscription, view: unknown): void {
    const { match } = live;
    const since = subscription.lastVersion;
    const fullLog = since === null || since > match.version;
    // A game of memory's pages get the latest announcement and nothing older (RULINGS 3), on a (re)subscribe too.
    const log = match.pageEvents();
    const events = fullLog ? log : log.filter((logged) => logged.version > since);
    const viewer = subscription.viewer;
    const tutorial = tutorialShown(live);
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
      canUndo: viewer !== 'spectator' && !tutorial && mayTakeBack(live, viewer),
      // Everybody is told who took back his move, while the match stands where it went back to.
      tookBack: live.tookBack !== null && live.tookBack.version === match.version ? { seat: live.tookBack.seat } : null,
      result: match.result(),
      // The host's sentences go as data: each client words them in its player's language.
      saveError: live.saveError?.words ?? null,
      hostProblem: live.hostProblem?.words ?? null,
      lan: this.matchLan(live, subscription.subscriber),
      clock: viewer === 'spectator' ? null : (live.clocks?.remaining(match.state, viewer) ?? null),
      ...(tutorial ? { tutorial } : {}),
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
      allowHints: lan.allowHints === true,
      host: table && table.closed === null && table.lobby.isHost(subscriber) ? this.lanInfo(table.lobby) : null,
      ...closedNow(table),
    };
  }
}

/** What a LAN game's clients are told of its table: open (null), or closed and why. */
function closedNow(table: LanTable | null): Pick<MatchLan, 'closed'> {
  const closed = table ? table.closed : said('lan:hostSays.notOpenNow');
  return { closed: closed?.words ?? null };
}

/** The seats as the match tells them, with whether each person's seat is followed (connected) and its stand-in bot. */
function seatStatus(live: LiveMatch): SeatStatus[] {
  const followed = new Set(live.subscriptions.map((sub) => sub.viewer));
  return live.match.seatStatus().map((status) => ({
    ...status,
    presence: status.kind === 'human' ? (followed.has(status.seat) ? 'connected' : 'away') : null,
    standIn: live.standIns.get(status.seat) ?? null,
  }));
}
