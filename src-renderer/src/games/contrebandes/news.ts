/**
 * "What just happened": one short line per quarter, told from its public
 * events, so that a player who was looking elsewhere (a bot's quick turn, a
 * hot-seat curtain) can read what the quarter brought. Pure, tested beside.
 */
import type { Seat } from '../../../../shared/engine/contract';
import { type Card, cardKind, isCheese, isIllegal } from '../../../../shared/games/contrebandes/cards';
import type { ContrebandesEvent } from '../../../../shared/games/contrebandes/types';
import type { QuarterAt } from './logic';
import { cardLabel, cardsText, countKinds, seatName } from './text';

export interface QuarterNews {
  night: number;
  quarter: number;
  /** What the quarter's public events told, in order; empty while nothing of it is public yet. */
  parts: string[];
}

/**
 * The quarters the events cover, oldest first, each with what happened in it.
 * Events before the first quarter-began belong to `from` (the game's first
 * quarter begins at setup, without an event); with no `from`, to no quarter
 * that can be named (a history cut short), and they are left out.
 */
export function quarterNews(events: readonly ContrebandesEvent[], names: readonly string[], from: QuarterAt | null = null): QuarterNews[] {
  const who = (seat: Seat): string => seatName(names, seat);
  let current: QuarterNews | null = from && { night: from.night, quarter: from.quarter, parts: [] };
  const quarters: QuarterNews[] = current ? [current] : [];
  const tell = (part: string) => {
    current?.parts.push(part);
  };
  for (const event of events) {
    switch (event.type) {
      case 'quarter-began':
        current = { night: event.night, quarter: event.quarter, parts: [] };
        quarters.push(current);
        break;
      case 'could-not-load':
        tell(`${who(event.seat)} could not load`);
        break;
      case 'mules-shown': {
        const loads = event.counts.flatMap((count, seat) => (count > 0 ? [{ seat, count }] : []));
        if (loads.length === 0) tell('nobody had a mule');
        else tell(loads.map(({ seat, count }, i) => (i === 0 ? `${who(seat)} loaded ${cardsText(count)}` : `${who(seat)} ${count}`)).join(', '));
        break;
      }
      case 'inspected':
        tell(`officer ${who(event.officer)} searched ${who(event.seat)}’s mule: ${searchText(event.cards, event.outcome)}`);
        break;
      case 'all-cheese':
        tell(`cheese in every mule: officer ${who(event.officer)}’s goods went to the Caisse`);
        break;
      case 'cashed': {
        const cashed = event.counts.flatMap((count, seat) => (count > 0 ? [`${who(seat)} ${count}`] : []));
        tell(cashed.length === 0 ? 'nothing was cashed' : `cashed: ${cashed.join(', ')}`);
        break;
      }
      case 'designated':
        tell(`${who(event.officer)} made ${who(event.next)} the next officer`);
        break;
      case 'night-scored':
        tell(`night ${event.scoring.night + 1} was counted`);
        break;
      case 'bonus-taken':
        tell(`${who(event.seat)} took ${cardLabel(event.card)} as a bonus`);
        break;
      default:
        // Loads one by one, declarations and stops show on the seats themselves.
        break;
    }
  }
  return quarters;
}

function searchText(cards: readonly Card[], outcome: 'cheese' | 'all-legal' | 'illegal'): string {
  switch (outcome) {
    case 'cheese': {
      const cheeses = cards.filter(isCheese).length;
      return `${cheeses === 1 ? 'a stinking cheese' : `${cheeses} stinking cheeses`} drove the officer off`;
    }
    case 'all-legal':
      return 'all legal, so the officer paid up';
    case 'illegal': {
      const seized = cards.filter(isIllegal).map(cardKind);
      const legal = cards.length - seized.length;
      return `caught, ${countKinds(seized)} seized${legal > 0 ? `, ${cardsText(legal)} to the Caisse` : ''}`;
    }
  }
}

/**
 * The line to show: the latest quarter with something public in it. While a
 * quarter's mules are being loaded nothing of it is public yet, so the line
 * still tells the quarter before. Null when nothing has happened.
 */
export function latestNewsLine(news: readonly QuarterNews[], currentNight: number): string | null {
  for (let i = news.length - 1; i >= 0; i--) {
    const entry = news[i] as QuarterNews;
    if (entry.parts.length === 0) continue;
    const when = entry.night === currentNight ? `Quarter ${entry.quarter + 1}` : `Night ${entry.night + 1}, quarter ${entry.quarter + 1}`;
    return `${when}: ${entry.parts.join('; ')}.`;
  }
  return null;
}
