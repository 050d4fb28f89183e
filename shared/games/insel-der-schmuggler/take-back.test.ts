import { describe, expect, it } from 'vitest';
import { type SeatStep, findStep } from '../../engine/testing/find-step.js';
import kit from './conformance.js';
import { inselGame } from './game.js';
import { canTakeBack } from './take-back.js';
import type { InselEvent, InselMove, InselState } from './types.js';

type Step = SeatStep<InselState, InselMove, InselEvent>;
const said = (step: Step, type: InselEvent['type']) => step.events.some((event) => event.type === type);

/** [the move, how to find it in a playout, whether its player may take it back] */
const rows: [string, (step: Step) => boolean, boolean][] = [
  ['a rock placed while more are to come', (step) => step.move.type === 'placeRock' && step.after.phase === 'rocks', true],
  ['the last rock, after which the players choose their harbours', (step) => step.move.type === 'placeRock' && step.after.phase === 'harbours', true],
  ['the last rock, after which the app draws the harbours', (step) => step.move.type === 'placeRock' && step.after.phase !== 'rocks' && step.after.options.startHarbours === 'random', false],
  ['a harbour chosen', (step) => step.move.type === 'chooseHarbour', true],
  ['a roll: the dice are drawn', (step) => step.move.type === 'roll', false],
  ['the beam turned, catching nobody', (step) => step.move.type === 'turnBeam' && !said(step, 'caught'), true],
  ['the beam turned onto boats with goods', (step) => step.move.type === 'turnBeam' && said(step, 'caught'), true],
  ['goods thrown overboard', (step) => step.move.type === 'throw', true],
  ['a sail that delivers nothing', (step) => step.move.type === 'sail' && !said(step, 'delivered'), true],
  ['a sail that delivers: the goods are shown', (step) => step.move.type === 'sail' && said(step, 'delivered') && !said(step, 'tile-taken'), false],
  ['a sail that delivers and takes the island\'s top goods: their owner looks at them', (step) => step.move.type === 'sail' && said(step, 'tile-taken'), false],
  ['goods loaded from the sea: their owner looks at them', (step) => step.move.type === 'load', false],
  ['a push', (step) => step.move.type === 'push', true],
  ['a swap', (step) => step.move.type === 'swap', true],
];

/** The kit's tables, and rocks placed in turn before the players choose their harbours. */
const tables = [...(kit.tables ?? []), { seats: 3, options: { rocks: 2, rockPlacement: 'turns', startHarbours: 'choose', firstPlayer: null } as const }];

describe('taking back an Insel der Schmuggler move', () => {
  it.each(rows.map(([name, wanted, allowed]) => [`${name}: ${allowed ? 'may' : 'may not'} be taken back`, wanted, allowed] as const))('%s', (_name, wanted, allowed) => {
    const step = findStep(inselGame, { tables, seeds: 40 }, wanted);
    expect(step, 'no playout has such a move').not.toBeNull();
    const { before, actor, move, after } = step as Step;
    expect(canTakeBack(before, actor, move, after)).toBe(allowed);
  });
});
