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
import { ALL_CHEESE_CAPTION, outcomeCaption } from './text';

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

export function checkLoad(handCount: number, selected: number, quarter: number): LoadCheck {
  const later = quartersAfter(quarter);
  const limit = safeLoadLimit(handCount, quarter);
  if (selected < MIN_LOAD) {
    const missing = MIN_LOAD - selected;
    return {
      status: 'too-few',
      message: `A mule carries at least ${MIN_LOAD} cards: choose ${missing} more.`,
    };
  }
  if (loadLeavesEnough(handCount, selected, quarter)) {
    const message =
      later === 0
        ? `Last quarter of the night: you may load as many cards as you like.`
        : `You keep ${handCount - selected} cards for the ${later} quarter${later === 1 ? '' : 's'} still to come.`;
    return { status: 'ok', message };
  }
  if (!loadLeavesEnough(handCount, MIN_LOAD, quarter)) {
    return {
      status: 'doomed',
      message: `Whatever you load, you cannot keep ${MIN_LOAD} cards for each of the ${later} quarters still to come: this night will score nothing for you.`,
    };
  }
  return {
    status: 'risky',
    message: `Loading ${selected} cards leaves you ${handCount - selected}, fewer than ${MIN_LOAD} for each of the ${later} quarters still to come: you would score nothing this night. Load at most ${limit} to stay safe.`,
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

/** The steps of the end-of-night table, revealed one after another. */
export const SCORING_STEPS = ['Cashed goods', 'Cheese cancels the highest cards', 'Goods counted', 'Bonus owed', 'Bonus cards and night total'] as const;

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

export type CaptionTone = InspectionOutcome | 'all-cheese';

export interface Caption {
  text: string;
  tone: CaptionTone;
  version: number;
}

export interface Feed {
  /** The highest event version taken in. */
  version: number;
  /** Mules inspected this quarter, with what they showed. */
  shown: ShownMule[];
  caption: Caption | null;
}

export const EMPTY_FEED: Feed = { version: -1, shown: [], caption: null };

function asEvent(logged: LoggedEvent): ContrebandesEvent | null {
  const event = logged.event as { type?: unknown } | null;
  return typeof event === 'object' && event !== null && typeof event.type === 'string' ? (event as ContrebandesEvent) : null;
}

function takeIn(feed: Feed, logged: LoggedEvent, animate: boolean): Feed {
  const event = asEvent(logged);
  if (!event) return feed;
  switch (event.type) {
    case 'quarter-began':
      return { ...feed, shown: [], caption: animate ? feed.caption : null };
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
        caption: animate ? { text: outcomeCaption(event.outcome), tone: event.outcome, version: logged.version } : feed.caption,
      };
    }
    case 'all-cheese':
      return animate ? { ...feed, caption: { text: ALL_CHEESE_CAPTION, tone: 'all-cheese', version: logged.version } } : feed;
    default:
      return feed;
  }
}

/**
 * The feed when the table opens on an update that may carry a long history:
 * the inspections of the current quarter are shown, without animation.
 */
export function openFeed(events: readonly LoggedEvent[]): Feed {
  let feed = EMPTY_FEED;
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
  if (updateVersion !== undefined && updateVersion < feed.version) feed = { ...feed, version: updateVersion };
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
  const still: Feed = { ...cached, shown: cached.shown.map((mule) => ({ ...mule, animate: false })), caption: null };
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
