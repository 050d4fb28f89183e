/**
 * The latest announcement said where it happened: what each seat said aloud
 * in it (a speech bubble at that seat: "I have the gold.", "Cleo, you have the
 * tea.", "Objection!"), the card that came to a seat's row in it (drawn,
 * taken or given: face up while the announcement is the latest, sliding into
 * the row), and the chips a seat paid. Read from the latest announcement only
 * (RULINGS 3): with open history the view holds the whole record, and still
 * only its latest announcement is spoken at the seats; the next announcement
 * replaces it, so nothing older stays on screen. Pure, tested beside.
 */
import type { Seat } from '../../../../shared/engine/contract';
import type { Good } from '../../../../shared/games/schmuggler-an-bord/goods';
import { latestAnnouncement } from '../../../../shared/games/schmuggler-an-bord/record';
import type { Fact } from '../../../../shared/games/schmuggler-an-bord/types';
import { type Words, seatName, theGood } from './text';

export interface SeatNews {
  /** What the seat said aloud in the latest announcement (null: nothing). */
  said: string | null;
  /** The card that came to its row in it, named aloud: drawn, taken or given (null: none). */
  arriving: Good | null;
  /** The chips it paid into the kitty in it (null: it paid nothing). */
  paid: number | null;
}

export function seatNews(t: Words, facts: readonly Fact[], seats: number, names: readonly string[]): SeatNews[] {
  const news: SeatNews[] = Array.from({ length: seats }, () => ({ said: null, arriving: null, paid: null }));
  const say = (seat: Seat, text: string) => {
    const entry = news[seat];
    if (entry) entry.said = entry.said === null ? text : `${entry.said} ${text}`;
  };
  const arrive = (seat: Seat, good: Good) => {
    const entry = news[seat];
    if (entry) entry.arriving = good;
  };
  for (const fact of latestAnnouncement(facts)) {
    switch (fact.type) {
      case 'drew':
        say(fact.seat, t('said.drew', { good: theGood(t, fact.good) }));
        arrive(fact.seat, fact.good);
        break;
      case 'took':
        say(fact.seat, t('said.took', { good: theGood(t, fact.good) }));
        arrive(fact.seat, fact.good);
        break;
      case 'suspected':
        say(
          fact.by,
          fact.by === fact.suspect
            ? t('said.myself', { good: theGood(t, fact.good) })
            : t('said.suspected', { suspect: seatName(t, names, fact.suspect), good: theGood(t, fact.good) }),
        );
        break;
      case 'objections':
        for (const objector of fact.objectors) say(objector, t('said.objects'));
        break;
      case 'found':
        say(fact.seat, t('said.found', { good: theGood(t, fact.good) }));
        break;
      case 'lacks':
        say(fact.seat, t('said.lacks', { good: theGood(t, fact.good) }));
        break;
      case 'gave':
        arrive(fact.to, fact.good);
        break;
      case 'paid': {
        const entry = news[fact.seat];
        if (entry && fact.chips > 0) entry.paid = (entry.paid ?? 0) + fact.chips;
        break;
      }
      default:
        break;
    }
  }
  return news;
}
