/**
 * The pure side of the Contrebandes table: where seats sit, what a load risks,
 * the default declaration, who can be inspected, the end-of-night rows and the
 * feed of events that drives the reveal animations. No React here.
 */
import type { Seat } from '../../../../shared/engine/contract';
import type { LoggedEvent } from '../../../../shared/protocol/messages';
import {
  type Card,
  type Good,
  type Kind,
  KINDS,
  LEGAL_GOODS,
  MIN_LOAD,
  QUARTERS_PER_NIGHT,
  byValueDescending,
  cardKind,
  faceKey,
  isCheese,
} from '../../../../shared/games/contrebandes/cards';
import { loadLeavesEnough } from '../../../../shared/games/contrebandes/rules';
import type {
  ContrebandesEvent,
  ContrebandesView,
  InspectionOutcome,
  SeatNightScore,
} from '../../../../shared/games/contrebandes/types';
import { type Words, allCheeseCaption, outcomeCaption } from './text';

// ---------------------------------------------------------------- seats around the table

export interface SeatLayout {
  /** The seat at the bottom: the viewer, or seat 0 for a spectator. */
  bottom: Seat;
  left: Seat[];
  top: Seat[];
  right: Seat[];
}

/**
 * Seats go clockwise in increasing number, and the next seat is on a player's
 * left: seen from the bottom of the screen, the others fill the left side,
 * then the top, then the right.
 */
export function seatLayout(seats: number, bottom: Seat | null): SeatLayout {
  const me = bottom ?? 0;
  const others: Seat[] = [];
  for (let i = 1; i < seats; i++) others.push((me + i) % seats);
  const first = others[0];
  const last = others[others.length - 1];
  if (others.length <= 1) return { bottom: me, left: [], top: others, right: [] };
  return {
    bottom: me,
    left: first === undefined ? [] : [first],
    top: others.slice(1, -1),
    right: last === undefined ? [] : [last],
  };
}

// ---------------------------------------------------------------- the hand and the load

/** The hand in the order of the player's set: clothes, food, wine, gold, cheese, lowest first. */
export function sortHand(hand: readonly Card[]): Card[] {
  return hand.slice().sort((a, b) => a - b);
}

export function toggleCard(selected: readonly Card[], card: Card): Card[] {
  return selected.includes(card) ? selected.filter((other) => other !== card) : [...selected, card];
}

/** Keeps only the selected cards still in hand (the hand can change under a selection). */
export function keepInHand(selected: readonly Card[], hand: readonly Card[]): Card[] {
  return selected.filter((card) => hand.includes(card));
}

/** Where the focus goes in a row of `count` cards on a key press, or null for other keys. */
export function nextCardIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** How many quarters of this night come after the current one. */
export function quartersAfter(quarter: number): number {
  return Math.max(0, QUARTERS_PER_NIGHT - 1 - quarter);
}

/** The largest load that still keeps 2 cards for each later quarter (may be below 2). */
export function safeLoadLimit(handCount: number, quarter: number): number {
  return handCount - MIN_LOAD * quartersAfter(quarter);
}

export type LoadCheck =
  | { status: 'too-few'; message: string }
  | { status: 'ok'; message: string }
  /** Loadable, but leaves too few cards for later: ask before loading. */
  | { status: 'risky'; message: string }
  /** No load keeps enough: the night scores nothing whatever the player loads. */
  | { status: 'doomed'; message: string };

export function checkLoad(t: Words, handCount: number, selected: number, quarter: number): LoadCheck {
  const later = quartersAfter(quarter);
  const limit = safeLoadLimit(handCount, quarter);
  if (selected < MIN_LOAD) {
    return { status: 'too-few', message: t('load.tooFew', { min: MIN_LOAD, count: MIN_LOAD - selected }) };
  }
  if (loadLeavesEnough(handCount, selected, quarter)) {
    const message = later === 0 ? t('load.lastQuarter') : t('load.keep', { kept: handCount - selected, count: later });
    return { status: 'ok', message };
  }
  if (!loadLeavesEnough(handCount, MIN_LOAD, quarter)) {
    return { status: 'doomed', message: t('load.doomed', { min: MIN_LOAD, count: later }) };
  }
  return {
    status: 'risky',
    message: t('load.risky', { selected, kept: handCount - selected, min: MIN_LOAD, count: later, limit }),
  };
}

// ---------------------------------------------------------------- declarations

/**
 * A plausible, legal-looking claim for each loaded card: legal goods are
 * named for what they are; wine, gold and cheese pass as the legal good the
 * mule already carries most of (food when it carries none).
 */
export function defaultClaims(mule: readonly Card[]): Kind[] {
  const legalCounts = new Map<Good, number>();
  for (const card of mule) {
    const kind = cardKind(card);
    if (kind === 'clothes' || kind === 'food') legalCounts.set(kind, (legalCounts.get(kind) ?? 0) + 1);
  }
  let cover: Good = 'food';
  let best = 0;
  for (const good of LEGAL_GOODS) {
    const count = legalCounts.get(good) ?? 0;
    if (count > best) {
      best = count;
      cover = good;
    }
  }
  return mule.map((card) => {
    const kind = cardKind(card);
    return kind === 'clothes' || kind === 'food' ? kind : cover;
  });
}

/** The next kind for a cycle button. */
export function cycleKind(kind: Kind, step: 1 | -1 = 1): Kind {
  const index = KINDS.indexOf(kind);
  return KINDS[(index + step + KINDS.length) % KINDS.length] as Kind;
}

/** Whether the claims name exactly the kinds loaded (in any order). */
export function claimsAreTrue(mule: readonly Card[], claims: readonly Kind[]): boolean {
  if (mule.length !== claims.length) return false;
  const actual = mule.map(cardKind).sort();
  const said = claims.slice().sort();
  return actual.every((kind, i) => kind === said[i]);
}

// ---------------------------------------------------------------- officer

/** Other seats that declared a mule this quarter and have not been inspected yet. */
export function inspectableSeats(view: ContrebandesView): Seat[] {
  const seats: Seat[] = [];
  for (let i = 1; i < view.seats; i++) {
    const seat = (view.officer + i) % view.seats;
    const player = view.players[seat];
    if (!player || player.declaration === null) continue;
    if (view.inspections.some((inspection) => inspection.seat === seat)) continue;
    seats.push(seat);
  }
  return seats;
}

/** Every seat but the officer, clockwise from his left. */
export function designatableSeats(view: ContrebandesView): Seat[] {
  const seats: Seat[] = [];
  for (let i = 1; i < view.seats; i++) seats.push((view.officer + i) % view.seats);
  return seats;
}

// ---------------------------------------------------------------- piles shown face up

export interface FaceGroup {
  /** The lowest-numbered card of the face: the one a takeBonus move names. */
  card: Card;
  count: number;
}

/** Cards grouped by face (kind and value), highest first. */
export function groupFaces(cards: readonly Card[]): FaceGroup[] {
  const groups = new Map<number, FaceGroup>();
  for (const card of cards.slice().sort((a, b) => a - b)) {
    const key = faceKey(card);
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { card, count: 1 });
  }
  return [...groups.values()].sort((a, b) => byValueDescending(a.card, b.card));
}

// ---------------------------------------------------------------- end of night

export interface ScoredCard {
  card: Card;
  cheese: boolean;
  cancelled: boolean;
}

/** A seat's cashed cards as the scoring table shows them: cheeses first, then highest first. */
export function scoredCards(score: SeatNightScore): ScoredCard[] {
  const cheeses = score.cashed.filter(isCheese);
  const goods = score.cashed.filter((card) => !isCheese(card)).sort(byValueDescending);
  return [...cheeses, ...goods].map((card) => ({
    card,
    cheese: isCheese(card),
    cancelled: score.cancelled.includes(card),
  }));
}

/** The steps of the end-of-night table, revealed one after another (their names: night.steps.<step>). */
export const SCORING_STEPS = ['cashed', 'cheese', 'counted', 'bonusOwed', 'total'] as const;

/** The per-night breakdown shown at game over: one row per seat, one column per night, then the total. */
export function nightBreakdown(nightTotals: readonly (readonly number[])[], seats: number): { seat: Seat; nights: number[]; total: number }[] {
  const rows: { seat: Seat; nights: number[]; total: number }[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const nights = nightTotals.map((night) => night[seat] ?? 0);
    rows.push({ seat, nights, total: nights.reduce((sum, n) => sum + n, 0) });
  }
  return rows;
}

// ---------------------------------------------------------------- the event feed

export interface ShownMule {
  seat: Seat;
  officer: Seat;
  /**
   * The cards shown in the searched mule: all it held, except after a cheese,
   * when the officer took the cheese to his seizures (where it shows) and the
   * mule shows what its owner keeps.
   */
  cards: Card[];
  outcome: InspectionOutcome;
  version: number;
  /** Whether to play the flip (false for what was already there when the table opened). */
  animate: boolean;
}

export interface Feed {
  /** The highest event version taken in. */
  version: number;
  /** Mules inspected this quarter, with what they showed (on their seats). */
  shown: ShownMule[];
  /**
   * The last searched mule, open on the table. It stays until the next
   * quarter's mules are shown (or the viewer closes it), so that a search made
   * while he was looking elsewhere is still there when he looks back.
   */
  opened: ShownMule | null;
  /** The officer met cheese in every mule he searched: his goods went to the Caisse. */
  allCheese: boolean;
  /** The public events of this quarter and the one before, for the "what just happened" line. */
  recent: { version: number; event: ContrebandesEvent }[];
  /**
   * The quarter of the events in `recent` before its first quarter-began:
   * the game's first quarter when the feed opened on the whole log (that
   * quarter begins at setup, with no event), else unknown.
   */
  recentFrom: QuarterAt | null;
}

export interface QuarterAt {
  night: number;
  quarter: number;
}

export const EMPTY_FEED: Feed = { version: -1, shown: [], opened: null, allCheese: false, recent: [], recentFrom: null };

function asEvent(logged: LoggedEvent): ContrebandesEvent | null {
  const event = logged.event as { type?: unknown } | null;
  return typeof event === 'object' && event !== null && typeof event.type === 'string' ? (event as ContrebandesEvent) : null;
}

/** Adds `event` to the recent ones; a new quarter drops all but the quarter before it. */
function remember(feed: Feed, version: number, event: ContrebandesEvent): Pick<Feed, 'recent' | 'recentFrom'> {
  const recent = [...feed.recent, { version, event }];
  if (event.type !== 'quarter-began') return { recent, recentFrom: feed.recentFrom };
  const begun = recent.flatMap((entry, i) => (entry.event.type === 'quarter-began' ? [i] : []));
  const from = begun.length >= 2 ? (begun[begun.length - 2] as number) : 0;
  return { recent: recent.slice(from), recentFrom: from === 0 ? feed.recentFrom : null };
}

function takeIn(feed: Feed, logged: LoggedEvent, animate: boolean): Feed {
  const event = asEvent(logged);
  if (!event) return feed;
  const { recent, recentFrom } = remember(feed, logged.version, event);
  feed = { ...feed, recentFrom };
  switch (event.type) {
    case 'quarter-began':
      return { ...feed, shown: [], recent };
    case 'mules-shown':
      // The new quarter has something to show: the last one's searched mule is history.
      return { ...feed, opened: null, allCheese: false, recent };
    case 'inspected': {
      const kept = event.outcome === 'cheese' ? event.cards.filter((card) => !isCheese(card)) : event.cards.slice();
      const shown: ShownMule = {
        seat: event.seat,
        officer: event.officer,
        cards: kept.sort(byValueDescending),
        outcome: event.outcome,
        version: logged.version,
        animate,
      };
      return {
        ...feed,
        shown: [...feed.shown.filter((mule) => mule.seat !== event.seat), shown],
        opened: shown,
        allCheese: false,
        recent,
      };
    }
    case 'all-cheese':
      return { ...feed, allCheese: true, recent };
    default:
      return { ...feed, recent };
  }
}

/** The big words of the mule open on the table. */
export function openedCaption(t: Words, feed: Feed): string | null {
  if (!feed.opened) return null;
  return feed.allCheese ? allCheeseCaption(t) : outcomeCaption(t, feed.opened.outcome);
}

/**
 * Whether an update's events begin at the game's setup: the whole log, or no
 * move made yet (the host may then leave fullLog unset: there is nothing to
 * replace), or events from the first move on.
 */
export function startsAtSetup(update: { version: number; fullLog: boolean; events: readonly LoggedEvent[] }): boolean {
  return update.fullLog || update.version === 0 || update.events[0]?.version === 1;
}

/**
 * The feed when the table opens on an update that may carry a long history:
 * the inspections of the current quarter are shown, without animation.
 */
export function openFeed(events: readonly LoggedEvent[], wholeLog = false, now: QuarterAt | null = null): Feed {
  // Events before the first quarter-began belong to the game's first quarter (a whole log) or, when the
  // update holds no quarter-began at all, to the quarter the view is in now (a table opened mid-quarter,
  // e.g. after the game's first moves came before its chunk had loaded).
  const begins = events.some((logged) => asEvent(logged)?.type === 'quarter-began');
  const from = wholeLog ? { night: 0, quarter: 0 } : begins ? null : now;
  let feed: Feed = { ...EMPTY_FEED, recentFrom: from };
  for (const logged of events) {
    feed = takeIn(feed, logged, false);
    feed = { ...feed, version: Math.max(feed.version, logged.version) };
  }
  return feed;
}

/**
 * Takes in the events of a new update; events already seen (by version) are
 * skipped. An update older than the feed (a move was taken back) winds the
 * feed's version back so that the versions replayed after it count again.
 */
export function advanceFeed(feed: Feed, events: readonly LoggedEvent[], updateVersion?: number): Feed {
  if (updateVersion !== undefined && updateVersion < feed.version) {
    // Moves were taken back: their events are no longer news.
    feed = { ...feed, version: updateVersion, recent: feed.recent.filter((entry) => entry.version <= updateVersion) };
  }
  let next = feed;
  let highest = feed.version;
  for (const logged of events) {
    if (logged.version <= feed.version) continue;
    next = takeIn(next, logged, true);
    highest = Math.max(highest, logged.version);
  }
  return highest === next.version ? next : { ...next, version: highest };
}

/**
 * The feed when a table opens again on a match it has already followed (the
 * shell draws a new table for each seat in a hot-seat game): what was seen
 * stays, without replaying the animations, and the new events are taken in.
 */
export function resumeFeed(cached: Feed, events: readonly LoggedEvent[]): Feed {
  const still: Feed = {
    ...cached,
    shown: cached.shown.map((mule) => ({ ...mule, animate: false })),
    opened: cached.opened && { ...cached.opened, animate: false },
  };
  return advanceFeed(still, events);
}

// ---------------------------------------------------------------- when the night's count opens

/**
 * Whether the count of the last scored night is due on screen: while its
 * bonus cards are taken, at the end of the game, or at the start of the next
 * night before its first quarter is over. Read from the view rather than from
 * events, so that a table drawn late (another hot-seat player) still shows it.
 */
export function countIsDue(view: ContrebandesView): boolean {
  const scoring = view.scoring;
  if (scoring === null) return false;
  if (view.phase === 'bonus' || view.phase === 'over') return true;
  return view.night === scoring.night + 1 && view.quarter === 0;
}

/** Whether the count opens by itself for a viewer who has closed the counts up to night `closedNight`. */
export function countOpens(view: ContrebandesView, closedNight: number): boolean {
  return countIsDue(view) && (view.scoring?.night ?? -1) > closedNight;
}
