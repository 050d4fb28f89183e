/**
 * The words of the Smugglers (2016) table: log lines, the turn banner and the
 * small labels of the controls. Pure functions, tested beside: the words come
 * in as `t` (the 'smugglers-2016' catalogue). No mass or size is ever written
 * as a number (the rules show no numbers, only the balls).
 */
import type { TFunction } from 'i18next';
import type { GameResult, Seat } from '../../../../shared/engine/contract';
import { winningSet, winningSets } from '../../../../shared/games/smugglers-2016/rules';
import type { Contraband, SmugglersEvent, SmugglersView, TokenKind } from '../../../../shared/games/smugglers-2016/types';
import type { RollOutcome } from '../../../../shared/games/smugglers-2016/physics/contract';

export type Words = TFunction<'smugglers-2016'>;

/** A seat's name, or "Seat n" when the list has none. */
export function seatName(t: Words, names: readonly string[], seat: Seat): string {
  const name = names[seat];
  return name !== undefined && name.trim() !== '' ? name : t('seat', { n: seat + 1 });
}

/** "sweet treat", "sour treat", "stink bomb". */
export function contrabandLabel(t: Words, contraband: Contraband): string {
  return t(`contraband.${contraband}`);
}

/** "a sweet treat", "a stink bomb": the contraband as a sentence names it. */
export function contrabandA(t: Words, contraband: Contraband): string {
  return t(`contrabandA.${contraband}`);
}

/** "a sweet token", "2 sour tokens". */
export function tokenText(t: Words, kind: TokenKind, count = 1): string {
  return t(`token.${kind}`, { count });
}

/** Where a roll ended, in words. */
export function outcomeLabel(t: Words, outcome: RollOutcome): string {
  return t(`outcome.${outcome}`);
}

/** A push's strength in words (never a number of metres per second). */
export function strengthWord(t: Words, strength: number): string {
  if (strength < 0.2) return t('strength.nudge');
  if (strength < 0.45) return t('strength.gentle');
  if (strength < 0.7) return t('strength.firm');
  if (strength < 0.9) return t('strength.strong');
  return t('strength.shove');
}

/** One line of the public log for every event; null for none (every event gets a line). */
export function describeEvent(t: Words, raw: unknown, names: readonly string[]): string | null {
  const event = raw as SmugglersEvent;
  const name = (seat: Seat) => seatName(t, names, seat);
  switch (event.type) {
    case 'round-began':
      return t('log.roundBegan', { round: event.round + 1, name: name(event.startingPlayer) });
    case 'die-rolled':
      if (event.red && event.hole === null) return t('log.dieRolledRed', { name: name(event.seat), value: event.value });
      return t('log.dieRolled', { name: name(event.seat), value: event.value, lane: event.boss + 1 });
    case 'sculpted':
      return t('log.sculpted', { name: name(event.seat) });
    case 'pushed':
      return t(event.attempt === 2 ? 'log.pushedAgain' : 'log.pushed', { name: name(event.seat), strength: strengthWord(t, event.strength) });
    case 'rolled':
      if (event.outcome === 'short') return t('log.rolledShort', { name: name(event.seat) });
      if (event.room === 'bar') return t('log.rolledBar', { name: name(event.seat) });
      if (event.room === 'junk') return t('log.rolledJunk', { name: name(event.seat) });
      return t('log.rolledStuck', { name: name(event.seat) });
    case 'rerounded':
      return t('log.rerounded', { name: name(event.seat) });
    case 'roll-off':
      return t('log.rollOff', { place: event.place, names: event.seats.map(name), winner: name(event.winner) });
    case 'ranked': {
      const office = event.office.map((seat, i) => t('log.inArmchair', { name: name(seat), place: i + 1 }));
      if (event.toJunk.length === 0) return t('log.ranked', { office });
      return t('log.rankedJunk', { office, junk: event.toJunk.map(name) });
    }
    case 'nobody-through':
      return t('log.nobodyThrough');
    case 'inspected': {
      const words = { inspector: name(event.inspector), target: name(event.target), guess: contrabandA(t, event.guess) };
      return event.correct ? t('log.inspectedRight', words) : t('log.inspectedWrong', { ...words, contraband: contrabandA(t, event.contraband) });
    }
    case 'revealed':
      return t('log.revealed', { name: name(event.seat), contraband: contrabandA(t, event.contraband) });
    case 'token-taken':
      return event.from === 'supply'
        ? t('log.tokenTaken', { name: name(event.seat), token: tokenText(t, event.kind) })
        : t('log.tokenTakenFrom', { name: name(event.seat), token: tokenText(t, event.kind), from: name(event.from) });
    case 'token-missing':
      return t(`log.tokenMissing.${event.kind}`, { name: name(event.seat) });
    case 'stink-bomb-won':
      return t('log.stinkBombWon', { name: name(event.seat), from: name(event.from) });
    case 'stink-bomb-spent':
      return t('log.stinkBombSpent', { name: name(event.seat) });
    case 'nothing-to-steal':
      return t('log.nothingToSteal', { name: name(event.seat) });
    case 'round-ended':
      return t('log.roundEnded', { round: event.round + 1 });
    case 'game-over': {
      const winners = event.result.winners.map(name);
      return t('log.gameOver', { names: winners, count: winners.length });
    }
  }
  return null;
}

/** The turn banner: what the active seats are doing. */
export function describeTurn(t: Words, view: SmugglersView, names: readonly string[]): string {
  const name = (seat: Seat) => seatName(t, names, seat);
  switch (view.phase) {
    case 'sculpting':
      return view.hole === null ? t('turn.sculptingBlind') : t('turn.sculpting', { lane: view.hole + 1 });
    case 'testing':
      if (view.tester === null) return t('turn.testing');
      if (view.rolling) return t('turn.watching', { name: name(view.tester) });
      return t(view.players[view.tester]?.attempt === 2 ? 'turn.pushesAgain' : 'turn.pushes', { name: name(view.tester) });
    case 'inspecting':
      return view.inspectors[0] === undefined ? t('turn.inspecting') : t('turn.inspects', { name: name(view.inspectors[0]) });
    case 'stealing':
      return view.pendingSteal === null ? t('turn.stealing') : t('turn.steals', { name: name(view.pendingSteal.seat) });
    case 'over':
      return t('turn.over');
  }
}

/** The final table's column: the tokens, since a set of them wins, not their number. */
export function scoreLabel(t: Words): string {
  return t('score.label');
}

/**
 * A seat's cell in the final table: the tokens it holds, and for the winner
 * the set that won ("7 sweet, 2 sour · won with 7 sweet"). The others rank by
 * how many tokens they hold, so their cell is just the tokens.
 */
export function finalTokens(t: Words, seat: Seat, result: GameResult, view: SmugglersView): string {
  const tokens = view.players[seat]?.tokens ?? { sweet: 0, sour: 0 };
  const held = t('score.held', { sweet: t('score.sweet', { count: tokens.sweet }), sour: t('score.sour', { count: tokens.sour }) });
  if (!result.winners.includes(seat)) return held;
  const set = winningSet(tokens, view.options.shortGame);
  if (set === null) return held;
  const { one, each } = winningSets(view.options.shortGame);
  return t('score.won', { held, set: set === 'both' ? t('score.both', { each }) : t(`score.${set}`, { count: one }) });
}
