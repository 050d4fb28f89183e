/**
 * "What just happened": one short line per quarter, told from its public
 * events, so that a player who was looking elsewhere (a bot's quick turn, a
 * hot-seat curtain) can read what the quarter brought. Pure, tested beside:
 * the words come in as `t`.
 */
import type { Seat } from '../../../../shared/engine/contract';
import { type Card, cardKind, isCheese, isIllegal } from '../../../../shared/games/contrebandes/cards';
import type { ContrebandesEvent } from '../../../../shared/games/contrebandes/types';
import type { QuarterAt } from './logic';
import { type Words, cardLabel, countKinds, seatName } from './text';

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
export function quarterNews(
  t: Words,
  events: readonly ContrebandesEvent[],
  names: readonly string[],
  from: QuarterAt | null = null,
): QuarterNews[] {
  const who = (seat: Seat): string => seatName(t, names, seat);
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
        tell(t('news.couldNotLoad', { name: who(event.seat) }));
        break;
      case 'mules-shown': {
        const loads = event.counts.flatMap((count, seat) => (count > 0 ? [{ seat, count }] : []));
        if (loads.length === 0) tell(t('news.noMules'));
        else
          tell(
            loads
              .map(({ seat, count }, i) => (i === 0 ? t('news.loaded', { name: who(seat), count }) : t('seatCount', { name: who(seat), count })))
              .join(t('separator')),
          );
        break;
      }
      case 'inspected':
        tell(t('news.searched', { officer: who(event.officer), name: who(event.seat), result: searchText(t, event.cards, event.outcome) }));
        break;
      case 'all-cheese':
        tell(t('news.allCheese', { officer: who(event.officer) }));
        break;
      case 'cashed': {
        const cashed = event.counts.flatMap((count, seat) => (count > 0 ? [t('seatCount', { name: who(seat), count })] : []));
        tell(cashed.length === 0 ? t('news.nothingCashed') : t('news.cashed', { list: cashed.join(t('separator')) }));
        break;
      }
      case 'designated':
        tell(t('news.designated', { officer: who(event.officer), next: who(event.next) }));
        break;
      case 'night-scored':
        tell(t('news.nightCounted', { night: event.scoring.night + 1 }));
        break;
      case 'bonus-taken':
        tell(t('news.bonusTaken', { name: who(event.seat), card: cardLabel(t, event.card) }));
        break;
      default:
        // Loads one by one, declarations and stops show on the seats themselves.
        break;
    }
  }
  return quarters;
}

function searchText(t: Words, cards: readonly Card[], outcome: 'cheese' | 'all-legal' | 'illegal'): string {
  switch (outcome) {
    case 'cheese':
      return t('news.search.cheese', { count: cards.filter(isCheese).length });
    case 'all-legal':
      return t('news.search.allLegal');
    case 'illegal': {
      const seized = cards.filter(isIllegal).map(cardKind);
      const legal = cards.length - seized.length;
      const goods = countKinds(t, seized);
      return legal > 0 ? t('news.search.caughtToCaisse', { goods, count: legal }) : t('news.search.caught', { goods });
    }
  }
}

/**
 * The line to show: the latest quarter with something public in it. While a
 * quarter's mules are being loaded nothing of it is public yet, so the line
 * still tells the quarter before. Null when nothing has happened.
 */
export function latestNewsLine(t: Words, news: readonly QuarterNews[], currentNight: number): string | null {
  for (let i = news.length - 1; i >= 0; i--) {
    const entry = news[i] as QuarterNews;
    if (entry.parts.length === 0) continue;
    const when =
      entry.night === currentNight
        ? t('news.when.quarter', { quarter: entry.quarter + 1 })
        : t('news.when.nightQuarter', { night: entry.night + 1, quarter: entry.quarter + 1 });
    return t('news.line', { when, parts: entry.parts.join(t('news.separator')) });
  }
  return null;
}
