import { describe, expect, it } from 'vitest';
import { type SeatStep, findStep } from '../../engine/testing/find-step.js';
import kit from './conformance.js';
import { s25Game } from './game.js';
import { canTakeBack } from './take-back.js';
import type { S25Event, S25Move, S25State } from './types.js';

type Step = SeatStep<S25State, S25Move, S25Event>;
const said = (step: Step, type: S25Event['type']) => step.events.some((event) => event.type === type);

/** [the move, how to find it in a playout, whether its player may take it back] */
const rows: [string, (step: Step) => boolean, boolean][] = [
  ['a card smuggled while others still pick', (step) => step.move.type === 'smuggle' && !said(step, 'revealed'), true],
  ['the last card smuggled: the robots draw and all are revealed', (step) => step.move.type === 'smuggle' && said(step, 'revealed') && step.after.phase === 'draw', false],
  ['a discard: the card lies face up', (step) => step.move.type === 'discard', false],
  ['a card from the market: the market is refilled from the deck', (step) => step.move.type === 'takeMarket', false],
  ['a card from the deck, drawn unseen', (step) => step.move.type === 'drawDeck', false],
];

describe('taking back a Smugglers (2025) move', () => {
  it.each(rows.map(([name, wanted, allowed]) => [`${name}: ${allowed ? 'may' : 'may not'} be taken back`, wanted, allowed] as const))('%s', (_name, wanted, allowed) => {
    const step = findStep(s25Game, { tables: kit.tables ?? [], seeds: 40 }, wanted);
    expect(step, 'no playout has such a move').not.toBeNull();
    const { before, actor, move, after } = step as Step;
    expect(canTakeBack(before, actor, move, after)).toBe(allowed);
  });
});
