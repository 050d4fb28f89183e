/**
 * The words of the Contrebandes table: card names, log lines, the turn banner
 * and the phase line shown inside the table. Pure functions, tested beside.
 */
import type { GameResult, Seat } from '../../../../shared/engine/contract';
import { type Card, type Kind, KINDS, byValueDescending, cardFace, cardKind, kindLabel } from '../../../../shared/games/contrebandes/cards';
import type {
  ContrebandesEvent,
  ContrebandesView,
  InspectionOutcome,
} from '../../../../shared/games/contrebandes/types';

/** A seat's name, or "Seat n" when the list has none. */
export function seatName(names: readonly string[], seat: Seat): string {
  const name = names[seat];
  return name !== undefined && name.trim() !== '' ? name : `Seat ${seat + 1}`;
}

/** A number of cards, never to be read as points: "1 card", "6 cards". */
export function cardsText(count: number): string {
  return `${count} ${count === 1 ? 'card' : 'cards'}`;
}

/** A number of points, never to be read as cards: "1 pt", "78 pts". */
export function pointsText(points: number): string {
  return `${points} ${points === 1 ? 'pt' : 'pts'}`;
}

/** "Wine 6", "Clothes 3", "Stinking cheese": how a face-up card is named. */
export function cardLabel(card: Card): string {
  const face = cardFace(card);
  return face.kind === 'cheese' ? kindLabel('cheese') : `${kindLabel(face.kind)} ${face.value}`;
}

/** The kind in the middle of a sentence: "food", "stinking cheese(s)". */
export function kindNoun(kind: Kind, count: number): string {
  if (kind === 'cheese') return count === 1 ? 'stinking cheese' : 'stinking cheeses';
  return kindLabel(kind).toLowerCase();
}

/** "2 food, 1 wine": kinds counted, in the order given (first appearance). */
export function countKinds(kinds: readonly Kind[]): string {
  const counts = new Map<Kind, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts.entries()].map(([kind, count]) => `${count} ${kindNoun(kind, count)}`).join(', ');
}

/** A declaration in words, kinds in the usual order (clothes, food, wine, gold, cheese). */
export function declarationText(kinds: readonly Kind[]): string {
  const sorted = kinds.slice().sort((a, b) => KINDS.indexOf(a) - KINDS.indexOf(b));
  return sorted.length === 0 ? 'nothing' : countKinds(sorted);
}

/** Cards shown in an inspection, in words, highest value first: "1 wine, 1 food". */
export function shownCardsText(cards: readonly Card[]): string {
  return cards.length === 0 ? 'nothing' : countKinds(cards.slice().sort(byValueDescending).map(cardKind));
}

const OUTCOME_SHORT: Record<InspectionOutcome, string> = {
  cheese: 'stinking cheese, the officer backs off',
  'all-legal': 'all legal, the officer pays',
  illegal: 'caught',
};

/** The big caption of an inspection's outcome. */
export function outcomeCaption(outcome: InspectionOutcome): string {
  switch (outcome) {
    case 'cheese':
      return 'Stinking cheese! The officer backs off';
    case 'all-legal':
      return 'All legal — the officer pays';
    case 'illegal':
      return 'Caught! Illegal goods seized';
  }
}

export const ALL_CHEESE_CAPTION = 'Cheese everywhere! The officer’s goods go to the Caisse';

function seatList(names: readonly string[], seats: readonly Seat[]): string {
  const list = seats.map((seat) => seatName(names, seat));
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

function countsBySeat(names: readonly string[], counts: readonly number[], skipZero: boolean): string {
  const parts: string[] = [];
  counts.forEach((count, seat) => {
    if (!skipZero || count > 0) parts.push(`${seatName(names, seat)} ${count}`);
  });
  return parts.join(', ');
}

function isEvent(event: unknown): event is ContrebandesEvent {
  return typeof event === 'object' && event !== null && typeof (event as { type?: unknown }).type === 'string';
}

/** One line for the public log, or null for an event not worth a line. */
export function describeEvent(event: unknown, names: readonly string[]): string | null {
  if (!isEvent(event)) return null;
  const who = (seat: Seat): string => seatName(names, seat);
  switch (event.type) {
    case 'night-began':
      return `Night ${event.night + 1} begins; ${who(event.officer)} is the officer`;
    case 'quarter-began':
      return event.quarter === 0 ? null : `Quarter ${event.quarter + 1} of night ${event.night + 1}; ${who(event.officer)} is the officer`;
    case 'could-not-load':
      return `${who(event.seat)} has ${event.handCount === 1 ? 'only 1 card' : `${event.handCount} cards`} and cannot load: no score this night`;
    case 'loaded':
      return `${who(event.seat)} has loaded a mule`;
    case 'mules-shown': {
      const list = countsBySeat(names, event.counts, true);
      return list === '' ? 'Nobody could load a mule' : `Mules are loaded: ${list} cards`;
    }
    case 'declared': {
      const line = `${who(event.seat)} declares ${declarationText(event.kinds)}`;
      return event.message.trim() === '' ? line : `${line} — “${event.message.trim()}”`;
    }
    case 'inspected':
      return `${who(event.officer)} inspects ${who(event.seat)}: ${shownCardsText(event.cards)} — ${OUTCOME_SHORT[event.outcome]}`;
    case 'all-cheese':
      return `Every mule held a stinking cheese: ${who(event.officer)}’s goods (${event.toCaisse.length} ${event.toCaisse.length === 1 ? 'card' : 'cards'}) go to the Caisse de Retraite`;
    case 'officer-stopped':
      return `${who(event.officer)} stops inspecting`;
    case 'cashed': {
      const list = countsBySeat(names, event.counts, true);
      return list === '' ? 'Nothing is cashed this quarter' : `Goods cashed: ${list}`;
    }
    case 'designated':
      return `${who(event.officer)} designates ${who(event.next)} as the next officer`;
    case 'night-scored': {
      const list = event.scoring.seats.map((score) => `${who(score.seat)} ${score.total}`).join(', ');
      const owed = event.scoring.seats.some((score) => score.bonusOwed > 0) && event.scoring.caisse.length > 0;
      return `Night ${event.scoring.night + 1} is scored: ${list}${owed ? ' (before bonus cards)' : ''}`;
    }
    case 'bonus-taken':
      return `${who(event.seat)} takes ${cardLabel(event.card)} from the Caisse as a bonus`;
    case 'game-over':
      return `Game over: ${winnerText(event.result, names)}`;
    default:
      return null;
  }
}

/** "Ada wins with 40 points", "Ada and Bruno share the win with 40 points". */
export function winnerText(result: GameResult, names: readonly string[]): string {
  const { winners, scores } = result;
  const best = winners.length > 0 ? (scores[winners[0] as Seat] ?? 0) : 0;
  if (winners.length === 1) return `${seatName(names, winners[0] as Seat)} wins with ${best} points`;
  return `${seatList(names, winners)} share the win with ${best} points`;
}

/** The turn banner: what the active seats are doing. */
export function describeTurn(view: ContrebandesView, names: readonly string[]): string {
  const who = (seat: Seat): string => seatName(names, seat);
  const active = view.activeSeats;
  switch (view.phase) {
    case 'loading':
      if (active.length === view.seats) return 'Everyone loads their mule';
      if (active.length === 1) return `${who(active[0] as Seat)} loads a mule`;
      if (active.length === 0) return 'The mules are loaded';
      return `${seatList(names, active)} load their mules`;
    case 'declaring':
      return active.length > 0 ? `${who(active[0] as Seat)} declares` : 'Declarations';
    case 'inspecting':
      return `Officer ${who(view.officer)} inspects`;
    case 'designating':
      return `Officer ${who(view.officer)} designates the next officer`;
    case 'bonus':
      return active.length > 0 ? `${who(active[0] as Seat)} takes a bonus card` : 'Bonus cards';
    case 'over':
      return 'Game over';
  }
}

/** The line inside the table that tells the viewer what is going on, from his seat. */
export function phaseLine(view: ContrebandesView, names: readonly string[], seat: Seat | null): string {
  const who = (s: Seat): string => seatName(names, s);
  const me = seat;
  const active = view.activeSeats;
  const isOfficer = me !== null && me === view.officer;
  switch (view.phase) {
    case 'loading': {
      if (me !== null && active.includes(me)) {
        return isOfficer
          ? 'You are the officer this quarter — load your own mule first (at least 2 cards)'
          : 'Load your mule: choose at least 2 cards from your hand';
      }
      if (me !== null && view.players[me]?.couldNotLoad && (view.hand?.length ?? 0) < 2) {
        return 'You have too few cards to load this quarter';
      }
      const waiting = active.length > 0 ? `Waiting for ${seatList(names, active)}…` : '';
      return me === null ? `The mules are being loaded. ${waiting}`.trim() : `Your mule is loaded. ${waiting}`.trim();
    }
    case 'declaring': {
      const declarer = active[0];
      if (declarer === undefined) return 'Declarations';
      if (me === declarer) return `Your turn: declare your mule to officer ${who(view.officer)}`;
      if (isOfficer) return `You are the officer: listen to ${who(declarer)}’s declaration`;
      return `${who(declarer)} declares to officer ${who(view.officer)}`;
    }
    case 'inspecting':
      if (isOfficer) return view.inspections.length === 0 ? 'You are the officer: inspect someone' : 'Inspect someone else, or stop inspecting';
      return `Officer ${who(view.officer)} is choosing whom to inspect`;
    case 'designating':
      if (isOfficer) return 'Goods are cashed. Designate the officer for the next quarter';
      return `Goods are cashed. Officer ${who(view.officer)} chooses the next officer`;
    case 'bonus': {
      const picker = active[0];
      if (picker === undefined) return 'Bonus cards';
      const owed = view.bonusQueue[0]?.owed ?? 1;
      if (me === picker) return `Take ${owed === 1 ? 'a bonus card' : `${owed} bonus cards`} from the Caisse de Retraite`;
      return `${who(picker)} takes bonus cards from the Caisse de Retraite`;
    }
    case 'over':
      return view.result ? winnerText(view.result, names) : 'The game is over';
  }
}
