import { describe, expect, it } from 'vitest';
import { type SeatStep, findStep } from '../../engine/testing/find-step.js';
import kit from './conformance.js';
import { sabGame } from './game.js';
import { canTakeBack } from './take-back.js';
import type { Fact, SabMove, SabState } from './types.js';

type Step = SeatStep<SabState, SabMove, Fact>;

/** [the move, how to find it in a playout, whether its player may take it back] */
const rows: [string, (step: Step) => boolean, boolean][] = [
  ['a card drawn in the setup: its good is announced', (step) => step.move.type === 'draw', false],
  ['a roll: the die is drawn', (step) => step.move.type === 'roll', false],
  ['a suspicion, said aloud', (step) => step.move.type === 'suspect' && step.move.seat !== step.actor, false],
  ['"I have it myself", said aloud', (step) => step.move.type === 'suspect' && step.move.seat === step.actor, false],
  ['an objection while others still decide', (step) => step.move.type === 'object' && step.move.object && step.after.phase === 'objections', true],
  ['letting it pass while others still decide', (step) => step.move.type === 'object' && !step.move.object && step.after.phase === 'objections', true],
  ['the last decision: all are revealed together', (step) => step.move.type === 'object' && step.after.phase !== 'objections', false],
  ['a card turned over in a search', (step) => step.move.type === 'turnCard', false],
];

describe('taking back a Schmuggler an Bord move', () => {
  it.each(rows.map(([name, wanted, allowed]) => [`${name}: ${allowed ? 'may' : 'may not'} be taken back`, wanted, allowed] as const))('%s', (_name, wanted, allowed) => {
    const step = findStep(sabGame, { tables: kit.tables ?? [], seeds: 40 }, wanted);
    expect(step, 'no playout has such a move').not.toBeNull();
    const { before, actor, move, after } = step as Step;
    expect(canTakeBack(before, actor, move, after)).toBe(allowed);
  });

  it('takes back no move that announced something, so the latest announcement on the wire stays the latest (RULINGS 3)', () => {
    const announcing = findStep(sabGame, { tables: kit.tables ?? [], seeds: 40 }, (step) => step.events.length > 0 && canTakeBack(step.before, step.actor, step.move, step.after));
    expect(announcing).toBeNull();
  });
});
