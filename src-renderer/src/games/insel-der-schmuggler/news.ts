/**
 * What the bay shows and animates: the update on screen, the news (the events
 * that led to it, not yet shown on this screen) and the updates that came
 * while the bay was still busy. Pure, tested beside; Table.tsx keeps a Feed in
 * its state and the screen's progress (`shownThrough`) in the match's memory,
 * so that a table drawn again for the next hot-seat player does not play again
 * what this screen has shown.
 */
import type { LoggedEvent, MatchUpdate } from '../../../../shared/protocol/messages';
import type { Seat } from '../../../../shared/engine/contract';
import type { Dice, InselEvent } from '../../../../shared/games/insel-der-schmuggler/types';
import type { BayNews } from './scene/contract';

/** What this screen has shown of a match, kept in its table memory. */
export interface Shown {
  /** The last event version the bay has shown (or skipped); -1 before anything. */
  through: number;
  /** How many news this screen has made: each gets a key of its own, even after an undo went back to an old version. */
  serial: number;
}

export interface Feed {
  /** The update the bay shows (and the table, once the bay rests). */
  update: MatchUpdate;
  /** While news plays: the update shown before it, which the panels beside the bay go on showing (null when this table never showed one). */
  before: MatchUpdate | null;
  /** The events the bay animates now, or null when it rests. */
  news: (BayNews & { from: number; through: number }) | null;
  /** The newest update, when it came while the bay was busy (else the shown one). */
  newest: MatchUpdate;
  /** Events that came with `newest` and the updates before it, to show once the bay is free. */
  pending: LoggedEvent[];
}

export function newShown(): Shown {
  return { through: -1, serial: 0 };
}

/** The events of an update that this screen has not shown. */
function unseen(events: readonly LoggedEvent[], through: number): LoggedEvent[] {
  return events.filter((logged) => logged.version > through);
}

/** News of these events (none when there are none): key, events, and the versions they span. */
function newsOf(events: readonly LoggedEvent[], shown: Shown, version: number): Feed['news'] {
  const [first] = events;
  const last = events[events.length - 1];
  if (first === undefined || last === undefined) return null;
  shown.serial += 1;
  return { key: `${version}#${shown.serial}`, events: events.map((logged) => logged.event as InselEvent), from: first.version, through: last.version };
}

/**
 * A table's first feed. A whole log (a game loaded, an undo) is history, not
 * news; so is everything when this screen has shown nothing of the match yet.
 * Otherwise the bay shows what this screen has not (a table drawn for the next
 * hot-seat player after the last one's was taken away mid-way).
 */
export function openFeed(update: MatchUpdate, shown: Shown): Feed {
  if (update.fullLog || shown.through < 0) {
    shown.through = update.version;
    return { update, before: null, news: null, newest: update, pending: [] };
  }
  return { update, before: null, news: newsOf(unseen(update.events, shown.through), shown, update.version), newest: update, pending: [] };
}

/** A new update: shown at once when the bay rests, else kept (with its events) until the bay has shown its news. */
export function receive(feed: Feed, update: MatchUpdate, shown: Shown): Feed {
  if (update === feed.newest) return feed;
  if (update.fullLog) {
    // An undo (or a new whole log): what was on its way is history now.
    shown.through = update.version;
    return { update, before: null, news: null, newest: update, pending: [] };
  }
  if (feed.news !== null) {
    const since = Math.max(shown.through, feed.news.through, feed.pending[feed.pending.length - 1]?.version ?? -1);
    return { ...feed, newest: update, pending: [...feed.pending, ...unseen(update.events, since)] };
  }
  return { update, before: feed.update, news: newsOf(unseen(update.events, shown.through), shown, update.version), newest: update, pending: [] };
}

/** The bay has shown the news with this key: the screen moves on to the newest update, with what came meanwhile as its news. */
export function shownNews(feed: Feed, key: string, shown: Shown): Feed {
  if (feed.news === null || feed.news.key !== key) return feed;
  shown.through = Math.max(shown.through, feed.news.through);
  if (feed.newest === feed.update) return { ...feed, before: null, news: null };
  const news = newsOf(unseen(feed.pending, shown.through), shown, feed.newest.version);
  return { update: feed.newest, before: feed.update, news, newest: feed.newest, pending: [] };
}

/** The update the panels beside the bay show: the one before the news while it plays (what came after is still to be shown). */
export function panelUpdate(feed: Feed): MatchUpdate {
  return feed.news !== null && feed.before !== null ? feed.before : feed.update;
}

/** The version the game screen must hold back after while news plays (the match as it was before them), or null. */
export function heldAfter(feed: Feed): number | null {
  return feed.news === null ? null : feed.news.from - 1;
}

/** Who made a move: the seat its first event names (a roll's, a sailing's, a throw's); null for the host's or nobody's. */
function actor(event: InselEvent): Seat | null {
  if ('seat' in event) return event.seat;
  if ('by' in event) return event.by;
  return null;
}

/**
 * Whose move the news plays (the table plays the viewer's own at ×1 and the
 * banner says so): the seat of its first event that names one, or null.
 */
export function newsMover(feed: Feed): Seat | null {
  for (const event of feed.news?.events ?? []) {
    const seat = actor(event);
    if (seat !== null) return seat;
  }
  return null;
}

/**
 * The dice the panel beside the bay shows: while news plays, the roll it
 * shows (the panels still show the match before it, where no dice were
 * rolled yet); otherwise the view's.
 */
export function shownDice(feed: Feed, panelDice: Dice | null): Dice | null {
  const rolls = (feed.news?.events ?? []).filter((event) => event.type === 'rolled');
  return rolls[rolls.length - 1]?.dice ?? panelDice;
}
