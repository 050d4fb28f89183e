/**
 * The words of the Contrebandes table: card names, log lines, the turn banner
 * and the phase line shown inside the table. Pure functions, tested beside:
 * the words come in as `t` (the contrebandes catalogue).
 */
import type { TFunction } from 'i18next';
import type { GameResult, Seat } from '../../../../shared/engine/contract';
import { type Card, type Kind, KINDS, MIN_LOAD, byValueDescending, cardFace, cardKind, isIllegal } from '../../../../shared/games/contrebandes/cards';
import type {
  ContrebandesEvent,
  ContrebandesView,
  InspectionOutcome,
} from '../../../../shared/games/contrebandes/types';

export type Words = TFunction<'contrebandes'>;

/** How an outcome is named in the catalogue's keys. */
export const OUTCOME_KEY = { cheese: 'cheese', 'all-legal': 'allLegal', illegal: 'illegal' } as const satisfies Record<InspectionOutcome, string>;

/** A seat's name, or "Seat n" when the list has none. */
export function seatName(t: Words, names: readonly string[], seat: Seat): string {
  const name = names[seat];
  return name !== undefined && name.trim() !== '' ? name : t('seat', { number: seat + 1 });
}

/** A number of cards, never to be read as points: "1 card", "6 cards". */
export function cardsText(t: Words, count: number): string {
  return t('count.cards', { count });
}

/** A number of points, never to be read as cards: "1 pt", "78 pts". */
export function pointsText(t: Words, points: number): string {
  return t('count.points', { count: points });
}

/** A kind's name, capitalised as on its own: "Wine", "Stinking cheese". */
export function kindLabel(t: Words, kind: Kind): string {
  return t(`kinds.${kind}`);
}

/** "Wine 6", "Clothes 3", "Stinking cheese": how a face-up card is named. */
export function cardLabel(t: Words, card: Card): string {
  const face = cardFace(card);
  return face.kind === 'cheese' ? kindLabel(t, 'cheese') : t('card.label', { kind: kindLabel(t, face.kind), value: face.value });
}

/**
 * What a card means at the moment of choosing, its tip: legal or contraband,
 * what it is worth at dawn and what a search does to it; a cheese, what it
 * does in a mule and in a cashed pile.
 */
export function cardTip(t: Words, card: Card, cancelled = false): string {
  const face = cardFace(card);
  const name = cardLabel(t, card);
  if (cancelled) return t('card.tip.cancelled', { card: name });
  if (face.kind === 'cheese') return t('card.tip.cheese');
  return t(isIllegal(card) ? 'card.tip.contraband' : 'card.tip.legal', { card: name, value: face.value });
}

/** A kind counted in the middle of a sentence: "2 food", "1 stinking cheese". */
export function kindCount(t: Words, kind: Kind, count: number): string {
  return t(`counted.${kind}`, { count });
}

/** "2 food, 1 wine": kinds counted, in the order given (first appearance). */
export function countKinds(t: Words, kinds: readonly Kind[]): string {
  const counts = new Map<Kind, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts.entries()].map(([kind, count]) => kindCount(t, kind, count)).join(t('separator'));
}

/** A declaration in words, kinds in the usual order (clothes, food, wine, gold, cheese). */
export function declarationText(t: Words, kinds: readonly Kind[]): string {
  const sorted = kinds.slice().sort((a, b) => KINDS.indexOf(a) - KINDS.indexOf(b));
  return sorted.length === 0 ? t('nothing') : countKinds(t, sorted);
}

/** Cards shown in an inspection, in words, highest value first: "1 wine, 1 food". */
export function shownCardsText(t: Words, cards: readonly Card[]): string {
  return cards.length === 0 ? t('nothing') : countKinds(t, cards.slice().sort(byValueDescending).map(cardKind));
}

/** The big caption of an inspection's outcome. */
export function outcomeCaption(t: Words, outcome: InspectionOutcome): string {
  return t(`outcome.caption.${OUTCOME_KEY[outcome]}`);
}

/** The big caption when every mule the officer searched held a cheese. */
export function allCheeseCaption(t: Words): string {
  return t('outcome.caption.allCheese');
}

function seatNames(t: Words, names: readonly string[], seats: readonly Seat[]): string[] {
  return seats.map((seat) => seatName(t, names, seat));
}

/** "Ada 2, Cléo 3": a count per seat. */
function countsBySeat(t: Words, names: readonly string[], counts: readonly number[], skipZero: boolean): string {
  const parts: string[] = [];
  counts.forEach((count, seat) => {
    if (!skipZero || count > 0) parts.push(t('seatCount', { name: seatName(t, names, seat), count }));
  });
  return parts.join(t('separator'));
}

function isEvent(event: unknown): event is ContrebandesEvent {
  return typeof event === 'object' && event !== null && typeof (event as { type?: unknown }).type === 'string';
}

/** One line for the public log, or null for an event not worth a line. */
export function describeEvent(t: Words, event: unknown, names: readonly string[]): string | null {
  if (!isEvent(event)) return null;
  const who = (seat: Seat): string => seatName(t, names, seat);
  switch (event.type) {
    case 'night-began':
      return t('log.nightBegan', { night: event.night + 1, officer: who(event.officer) });
    case 'quarter-began':
      return event.quarter === 0 ? null : t('log.quarterBegan', { quarter: event.quarter + 1, night: event.night + 1, officer: who(event.officer) });
    case 'could-not-load':
      return t('log.couldNotLoad', { name: who(event.seat), count: event.handCount });
    case 'loaded':
      return t('log.loaded', { name: who(event.seat) });
    case 'mules-shown': {
      const list = countsBySeat(t, names, event.counts, true);
      return list === '' ? t('log.noMules') : t('log.mulesShown', { list });
    }
    case 'declared': {
      const goods = declarationText(t, event.kinds);
      const message = event.message.trim();
      return message === '' ? t('log.declared', { name: who(event.seat), goods }) : t('log.declaredSaying', { name: who(event.seat), goods, message });
    }
    case 'inspected':
      return t('log.inspected', {
        officer: who(event.officer),
        name: who(event.seat),
        cards: shownCardsText(t, event.cards),
        outcome: t(`log.outcome.${OUTCOME_KEY[event.outcome]}`),
      });
    case 'all-cheese':
      return t('log.allCheese', { officer: who(event.officer), count: event.toCaisse.length });
    case 'officer-stopped':
      return t('log.stopped', { officer: who(event.officer) });
    case 'cashed': {
      const list = countsBySeat(t, names, event.counts, true);
      return list === '' ? t('log.nothingCashed') : t('log.cashed', { list });
    }
    case 'designated':
      return t('log.designated', { officer: who(event.officer), next: who(event.next) });
    case 'night-scored': {
      const list = event.scoring.seats.map((score) => t('seatCount', { name: who(score.seat), count: score.total })).join(t('separator'));
      const owed = event.scoring.seats.some((score) => score.bonusOwed > 0) && event.scoring.caisse.length > 0;
      return t(owed ? 'log.nightScoredBeforeBonus' : 'log.nightScored', { night: event.scoring.night + 1, list });
    }
    case 'bonus-taken':
      return t('log.bonusTaken', { name: who(event.seat), card: cardLabel(t, event.card) });
    case 'game-over':
      return t('log.gameOver', { winner: winnerText(t, event.result, names) });
    default:
      return null;
  }
}

/** "Ada wins with 40 points", "Ada and Bruno share the win with 40 points". */
export function winnerText(t: Words, result: GameResult, names: readonly string[]): string {
  const { winners, scores } = result;
  const best = winners.length > 0 ? (scores[winners[0] as Seat] ?? 0) : 0;
  if (winners.length === 1) return t('win.single', { name: seatName(t, names, winners[0] as Seat), count: best });
  return t('win.shared', { names: seatNames(t, names, winners), count: best });
}

/** The turn banner: what the active seats are doing. */
export function describeTurn(t: Words, view: ContrebandesView, names: readonly string[]): string {
  const who = (seat: Seat): string => seatName(t, names, seat);
  const active = view.activeSeats;
  switch (view.phase) {
    case 'loading':
      if (active.length === view.seats) return t('turn.everyoneLoads');
      if (active.length === 1) return t('turn.oneLoads', { name: who(active[0] as Seat) });
      if (active.length === 0) return t('turn.loaded');
      return t('turn.someLoad', { names: seatNames(t, names, active) });
    case 'declaring':
      return active.length > 0 ? t('turn.declares', { name: who(active[0] as Seat) }) : t('turn.declarations');
    case 'inspecting':
      return t('turn.inspects', { officer: who(view.officer) });
    case 'designating':
      return t('turn.designates', { officer: who(view.officer) });
    case 'bonus':
      return active.length > 0 ? t('turn.takesBonus', { name: who(active[0] as Seat) }) : t('turn.bonus');
    case 'over':
      return t('turn.over');
  }
}

/** The line inside the table that tells the viewer what is going on, from his seat. */
export function phaseLine(t: Words, view: ContrebandesView, names: readonly string[], seat: Seat | null): string {
  const who = (s: Seat): string => seatName(t, names, s);
  const me = seat;
  const active = view.activeSeats;
  const isOfficer = me !== null && me === view.officer;
  switch (view.phase) {
    case 'loading': {
      if (me !== null && active.includes(me)) {
        return isOfficer ? t('phase.loadAsOfficer', { min: MIN_LOAD }) : t('phase.load', { min: MIN_LOAD });
      }
      if (me !== null && view.players[me]?.couldNotLoad && (view.hand?.length ?? 0) < MIN_LOAD) {
        return t('phase.tooFew');
      }
      const waiting = active.length > 0 ? seatNames(t, names, active) : null;
      if (me === null) return waiting ? t('phase.beingLoadedWaiting', { names: waiting }) : t('phase.beingLoaded');
      return waiting ? t('phase.loadedWaiting', { names: waiting }) : t('phase.loaded');
    }
    case 'declaring': {
      const declarer = active[0];
      if (declarer === undefined) return t('phase.declarations');
      if (me === declarer) return t('phase.declare', { officer: who(view.officer) });
      if (isOfficer) return t('phase.listen', { name: who(declarer) });
      return t('phase.declares', { name: who(declarer), officer: who(view.officer) });
    }
    case 'inspecting':
      if (isOfficer) return view.inspections.length === 0 ? t('phase.inspect') : t('phase.inspectMore');
      return t('phase.choosing', { officer: who(view.officer) });
    case 'designating':
      if (isOfficer) return t('phase.designate');
      return t('phase.designating', { officer: who(view.officer) });
    case 'bonus': {
      const picker = active[0];
      if (picker === undefined) return t('phase.bonus');
      const owed = view.bonusQueue[0]?.owed ?? 1;
      if (me === picker) return t('phase.takeBonus', { count: owed });
      return t('phase.takesBonus', { name: who(picker) });
    }
    case 'over':
      return view.result ? winnerText(t, view.result, names) : t('phase.over');
  }
}
