import { describe, expect, it } from 'vitest';
import { type SeatStep, findStep } from '../../engine/testing/find-step.js';
import kit from './conformance.js';
import { contrebandesGame } from './game.js';
import { canTakeBack } from './take-back.js';
import type { ContrebandesEvent, ContrebandesMove, ContrebandesState } from './types.js';

type Step = SeatStep<ContrebandesState, ContrebandesMove, ContrebandesEvent>;
const said = (step: Step, type: ContrebandesEvent['type']) => step.events.some((event) => event.type === type);

/** [the move, how to find it in a playout, whether its player may take it back] */
const rows: [string, (step: Step) => boolean, boolean][] = [
  ['a load while others still load', (step) => step.move.type === 'load' && !said(step, 'mules-shown'), true],
  ['the last load of a quarter: every mule is shown', (step) => step.move.type === 'load' && said(step, 'mules-shown'), false],
  ['the last load, after which the night is scored and the next one loads', (step) => step.move.type === 'load' && said(step, 'night-scored') && step.after.phase === 'loading', false],
  ['a declaration, heard by the table', (step) => step.move.type === 'declare', false],
  ['an inspection, which opens a mule', (step) => step.move.type === 'inspect', false],
  ['the officer stopping', (step) => step.move.type === 'stop', false],
  ['the next officer designated', (step) => step.move.type === 'designate', false],
  ['a bonus card taken', (step) => step.move.type === 'takeBonus', false],
];

describe('taking back a Contrebandes move', () => {
  it.each(rows.map(([name, wanted, allowed]) => [`${name}: ${allowed ? 'may' : 'may not'} be taken back`, wanted, allowed] as const))('%s', (_name, wanted, allowed) => {
    const step = findStep(contrebandesGame, { tables: kit.tables ?? [], seeds: 40 }, wanted);
    expect(step, 'no playout has such a move').not.toBeNull();
    const { before, actor, move, after } = step as Step;
    expect(canTakeBack(before, actor, move, after)).toBe(allowed);
  });
});
