/**
 * The words of the Schmuggler an Bord table: goods, log lines, the turn
 * banner and the instruction line over the viewer's actions. Pure functions,
 * tested beside: the words come in as `t` (the 'schmuggler-an-bord' catalogue).
 */
import type { TFunction } from 'i18next';
import type { GameResult, Seat } from '../../../../shared/engine/contract';
import { type Good, goodOf } from '../../../../shared/games/schmuggler-an-bord/goods';
import { cardsToDraw } from '../../../../shared/games/schmuggler-an-bord/rules';
import type { Fact, SabView } from '../../../../shared/games/schmuggler-an-bord/types';

export type Words = TFunction<'schmuggler-an-bord'>;

/** A seat's name, or "Seat n" when the list has none. */
export function seatName(t: Words, names: readonly string[], seat: Seat): string {
  const name = names[seat];
  return name !== undefined && name.trim() !== '' ? name : t('seat', { number: seat + 1 });
}

/** A good's name on its own (a label, a field): "Old coins". */
export function goodName(t: Words, good: Good): string {
  return t(`good.${good}`);
}

/**
 * A good's name on a small label (a field of the ring, a card): the same
 * words, with soft hyphens where a long word may break onto a second line
 * ("Nylon-strümpfe"), so that no label is cut short. Its full name goes in
 * the label's tip.
 */
export function goodLabel(t: Words, good: Good): string {
  return t(`goodLabel.${good}`);
}

/** A good inside a sentence, as the object of a verb: "the old coins". */
export function theGood(t: Words, good: Good): string {
  return t(`theGood.${good}`);
}

function isFact(event: unknown): event is Fact {
  return typeof event === 'object' && event !== null && typeof (event as { type?: unknown }).type === 'string';
}

/** "Ann wins with 31 points", "Ann and Bob share the win with 28 points". */
export function winnerText(t: Words, result: GameResult, names: readonly string[]): string {
  const winners = result.winners;
  const best = winners.length > 0 ? (result.scores[winners[0] as Seat] ?? 0) : 0;
  if (winners.length === 1) return t('win.single', { name: seatName(t, names, winners[0] as Seat), count: best });
  return t('win.shared', { names: winners.map((seat) => seatName(t, names, seat)), count: best });
}

/** One line for the public log for every fact (each was announced at the table). */
export function describeEvent(t: Words, event: unknown, names: readonly string[]): string | null {
  if (!isFact(event)) return null;
  const who = (seat: Seat) => seatName(t, names, seat);
  switch (event.type) {
    case 'drew':
      return t('log.drew', { name: who(event.seat), good: theGood(t, event.good) });
    case 'laidOut':
      return t('log.laidOut', { count: event.fields.length });
    case 'rolled':
      return t('log.rolled', { turn: event.turnNumber, name: who(event.seat), pips: event.pips, good: theGood(t, goodOf(event.to)) });
    case 'took':
      return t('log.took', { name: who(event.seat), good: theGood(t, event.good) });
    case 'suspected':
      return event.by === event.suspect
        ? t('log.suspectedSelf', { name: who(event.by), good: theGood(t, event.good) })
        : t('log.suspected', { name: who(event.by), suspect: who(event.suspect), good: theGood(t, event.good) });
    case 'objections':
      return event.objectors.length === 0
        ? t('log.objectionsNone', { name: who(event.seat) })
        : t('log.objections', { names: event.objectors.map(who), count: event.objectors.length, name: who(event.seat) });
    case 'turned':
      return t('log.turned', { name: who(event.seat), place: event.index + 1 });
    case 'found':
      return t('log.found', { name: who(event.seat), good: theGood(t, event.good), place: event.index + 1 });
    case 'lacks':
      return t('log.lacks', { name: who(event.seat), good: theGood(t, event.good) });
    case 'gave':
      return t('log.gave', { from: who(event.from), to: who(event.to), good: theGood(t, event.good) });
    case 'paid':
      if (event.chips >= event.owed) return t('log.paid', { name: who(event.seat), count: event.chips });
      if (event.chips === 0) return t('log.paidNothing', { name: who(event.seat), owed: event.owed });
      return t('log.paidShort', { name: who(event.seat), count: event.chips, owed: event.owed });
    case 'gameOver':
      return t('log.gameOver', { winner: winnerText(t, event.result, names) });
    default:
      return null;
  }
}

/** The good the round is about, as the turn banner and the instruction line say it. */
function soughtOf(t: Words, view: SabView): string {
  return view.round === null ? '' : theGood(t, view.round.good);
}

/** The turn banner: what the seats that may move now are doing. */
export function describeTurn(t: Words, view: SabView, names: readonly string[]): string {
  const who = (seat: Seat) => seatName(t, names, seat);
  const first = view.activeSeats[0] ?? view.turn;
  switch (view.phase) {
    case 'setup':
      return t('turn.setup', { name: who(first) });
    case 'roll':
      return t('turn.roll', { name: who(first) });
    case 'suspect':
      return t('turn.suspect', { name: who(first), good: soughtOf(t, view) });
    case 'objections':
      return t('turn.objections', { names: view.activeSeats.map(who), count: view.activeSeats.length });
    case 'search':
      return t('turn.search', { name: who(view.round?.search?.seat ?? first), good: soughtOf(t, view) });
    case 'over':
      return t('turn.over');
  }
}

/** The line over the viewer's actions: what he is to do now, or what the table waits for. */
export function instruction(t: Words, view: SabView, seat: Seat | null, names: readonly string[]): string {
  const who = (s: Seat) => seatName(t, names, s);
  const round = view.round;
  const mine = seat !== null && view.activeSeats.includes(seat);
  if (view.phase === 'over') return view.result ? winnerText(t, view.result, names) : t('step.over');
  if (view.phase === 'objections' && round !== null && seat !== null) {
    const claimer = round.roller;
    if (seat === claimer) return t('step.claimed', { good: theGood(t, round.good) });
    if (mine) return t('step.objectDecide', { name: who(claimer), good: theGood(t, round.good) });
    const own = round.objections?.own ?? null;
    if (own !== null) return t(own ? 'step.objected' : 'step.passed');
  }
  if (!mine || seat === null) {
    if (view.phase === 'search' && round?.search) return t('step.searching', { name: who(round.search.seat), good: theGood(t, round.good) });
    return t('step.wait', { what: describeTurn(t, view, names) });
  }
  switch (view.phase) {
    case 'setup':
      return t('step.draw', { number: (view.rows[seat] ?? 0) + 1, total: cardsToDraw(view.seats) });
    case 'roll':
      return t('step.roll');
    case 'suspect': {
      const good = round === null ? '' : theGood(t, round.good);
      // The roller names first; after him, the seat the last suspicion named.
      const named = round?.chain[round.chain.length - 1];
      return named === undefined ? t('step.suspectFirst', { good }) : t('step.suspectNamed', { by: who(named.by), good });
    }
    case 'search':
      return t('step.search', { good: soughtOf(t, view) });
    default:
      return t('step.wait', { what: describeTurn(t, view, names) });
  }
}
