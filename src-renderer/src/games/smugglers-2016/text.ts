/**
 * The words of the Smugglers (2016) table: log lines, the turn banner and the
 * small labels of the controls. Pure functions, tested beside. No mass or size
 * is ever written as a number (the rules show no numbers, only the balls).
 */
import type { GameResult, Seat } from '../../../../shared/engine/contract';
import { winningSet, winningSets } from '../../../../shared/games/smugglers-2016/rules';
import type { Contraband, SmugglersEvent, SmugglersView, TokenKind } from '../../../../shared/games/smugglers-2016/types';
import type { RollOutcome } from '../../../../shared/games/smugglers-2016/physics/contract';

/** A seat's name, or "Seat n" when the list has none. */
export function seatName(names: readonly string[], seat: Seat): string {
  const name = names[seat];
  return name !== undefined && name.trim() !== '' ? name : `Seat ${seat + 1}`;
}

const CONTRABAND: Record<Contraband, string> = { sweet: 'sweet treat', sour: 'sour treat', stink: 'stink bomb' };

/** "sweet treat", "sour treat", "stink bomb". */
export function contrabandLabel(contraband: Contraband): string {
  return CONTRABAND[contraband];
}

/** "a sweet token", "2 sour tokens". */
export function tokenText(kind: TokenKind, count = 1): string {
  return count === 1 ? `a ${kind} token` : `${count} ${kind} tokens`;
}

/** Where a roll ended, in words. */
export function outcomeLabel(outcome: RollOutcome): string {
  switch (outcome) {
    case 'passed':
      return 'through the fence';
    case 'stuck':
      return 'stuck at the fence';
    case 'short':
      return 'stopped short';
  }
}

/** A push's strength in words (never a number of metres per second). */
export function strengthWord(strength: number): string {
  if (strength < 0.2) return 'a nudge';
  if (strength < 0.45) return 'a gentle push';
  if (strength < 0.7) return 'a firm push';
  if (strength < 0.9) return 'a strong push';
  return 'a shove';
}

function list(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] as string}`;
}

/** One line of the public log for every event; null for none (every event gets a line). */
export function describeEvent(raw: unknown, names: readonly string[]): string | null {
  const event = raw as SmugglersEvent;
  const name = (seat: Seat) => seatName(names, seat);
  switch (event.type) {
    case 'round-began':
      return `Round ${event.round + 1}: ${name(event.startingPlayer)} starts.`;
    case 'die-rolled':
      if (event.red && event.hole === null) return `${name(event.seat)} rolls a red ${event.value}: sculpt before the hole is known.`;
      return `${name(event.seat)} rolls ${event.value}: the boss moves to lane ${event.boss + 1}.`;
    case 'sculpted':
      return `${name(event.seat)} has sculpted.`;
    case 'pushed':
      return `${name(event.seat)} gives ${strengthWord(event.strength)}${event.attempt === 2 ? ' (second attempt)' : ''}.`;
    case 'rolled':
      if (event.outcome === 'short') return `${name(event.seat)}'s ball stops short: push again.`;
      if (event.room === 'bar') return `${name(event.seat)}'s ball rolls through: to the bar.`;
      if (event.room === 'junk') return `${name(event.seat)}'s ball sticks again: to the junk room.`;
      return `${name(event.seat)}'s ball sticks: one more try.`;
    case 'rerounded':
      return `${name(event.seat)} rolls the ball again in the hands.`;
    case 'roll-off':
      return `Tie on the scale for armchair ${event.place}: ${list(event.seats.map(name))} roll the die; ${name(event.winner)} wins.`;
    case 'ranked': {
      const office = event.office.map((seat, i) => `${name(seat)} in armchair ${i + 1}`);
      const junk = event.toJunk.length > 0 ? `; ${list(event.toJunk.map(name))} to the junk room` : '';
      return `The scale decides: ${list(office)}${junk}.`;
    }
    case 'nobody-through':
      return 'Nobody got through: every ball goes back unopened.';
    case 'inspected':
      return `${name(event.inspector)} guesses a ${contrabandLabel(event.guess)} in ${name(event.target)}'s ball: ${
        event.correct ? 'right' : `wrong, it is a ${contrabandLabel(event.contraband)}`
      }.`;
    case 'revealed':
      return `${name(event.seat)} opens the ball: a ${contrabandLabel(event.contraband)}.`;
    case 'token-taken':
      return event.from === 'supply'
        ? `${name(event.seat)} takes ${tokenText(event.kind)}.`
        : `${name(event.seat)} takes ${tokenText(event.kind)} from ${name(event.from)}.`;
    case 'token-missing':
      return `No ${event.kind} token left for ${name(event.seat)}.`;
    case 'stink-bomb-won':
      return `${name(event.seat)} takes ${name(event.from)}'s stink bomb.`;
    case 'stink-bomb-spent':
      return `${name(event.seat)}'s stink bomb goes off.`;
    case 'nothing-to-steal':
      return `${name(event.seat)}'s stink bomb finds nothing to take.`;
    case 'round-ended':
      return `Round ${event.round + 1} ends.`;
    case 'game-over': {
      const winners = event.result.winners.map(name);
      return `${list(winners)} ${winners.length === 1 ? 'wins' : 'win'} the game.`;
    }
  }
  return null;
}

/** The turn banner: what the active seats are doing. */
export function describeTurn(view: SmugglersView, names: readonly string[]): string {
  const name = (seat: Seat) => seatName(names, seat);
  switch (view.phase) {
    case 'sculpting':
      return view.hole === null ? 'sculpting before the hole is known' : `sculpting for lane ${view.hole + 1}`;
    case 'testing':
      if (view.tester === null) return 'testing';
      if (view.rolling) return `watching ${name(view.tester)}'s ball roll`;
      return `${name(view.tester)} pushes${view.players[view.tester]?.attempt === 2 ? ' a second time' : ''}`;
    case 'inspecting':
      return view.inspectors[0] === undefined ? 'inspecting' : `${name(view.inspectors[0])} inspects`;
    case 'stealing':
      return view.pendingSteal === null ? 'stealing' : `${name(view.pendingSteal.seat)} takes a token`;
    case 'over':
      return 'game over';
  }
}

/** The final table's column: the tokens, since a set of them wins, not their number. */
export const SCORE_LABEL = 'Tokens';

/**
 * A seat's cell in the final table: the tokens it holds, and for the winner
 * the set that won ("7 sweet, 2 sour · won with 7 sweet"). The others rank by
 * how many tokens they hold, so their cell is just the tokens.
 */
export function finalTokens(seat: Seat, result: GameResult, view: SmugglersView): string {
  const tokens = view.players[seat]?.tokens ?? { sweet: 0, sour: 0 };
  const held = `${tokens.sweet} sweet, ${tokens.sour} sour`;
  if (!result.winners.includes(seat)) return held;
  const set = winningSet(tokens, view.options.shortGame);
  if (set === null) return held;
  const { one, each } = winningSets(view.options.shortGame);
  return `${held} · won with ${set === 'both' ? `at least ${each} of each` : `${one} ${set}`}`;
}
