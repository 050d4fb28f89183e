import { describe, expect, it } from 'vitest';
import { type SeatStep, findStep } from '../../engine/testing/find-step.js';
import kit from './conformance.js';
import { smugglersGame } from './game.js';
import { canTakeBack } from './take-back.js';
import type { SmugglersEvent, SmugglersMove, SmugglersState } from './types.js';

type Step = SeatStep<SmugglersState, SmugglersMove, SmugglersEvent>;
const said = (step: Step, type: SmugglersEvent['type']) => step.events.some((event) => event.type === type);

/** [the move, how to find it in a playout, whether its player may take it back] */
const rows: [string, (step: Step) => boolean, boolean][] = [
  ['a sphere sculpted while others still sculpt', (step) => step.move.type === 'sculpt' && step.after.phase === 'sculpting', true],
  ['the last sphere sculpted: the testing begins', (step) => step.move.type === 'sculpt' && step.after.phase !== 'sculpting', false],
  ['a push: the host rolls it', (step) => step.move.type === 'push', false],
  ['a re-rounding before the next push', (step) => step.move.type === 'reround', true],
  ['an inspection: the sphere is opened', (step) => step.move.type === 'inspect', false],
  ['a token stolen, nothing shown after it', (step) => step.move.type === 'steal' && !said(step, 'revealed') && step.after.phase === 'inspecting', true],
  ['a token stolen, after which the spheres left are shown', (step) => step.move.type === 'steal' && said(step, 'revealed'), false],
];

describe('taking back a Smugglers (2016) move', () => {
  it.each(rows.map(([name, wanted, allowed]) => [`${name}: ${allowed ? 'may' : 'may not'} be taken back`, wanted, allowed] as const))('%s', (_name, wanted, allowed) => {
    const step = findStep(smugglersGame, { tables: kit.tables ?? [], seeds: 40, hostMove: kit.hostMove?.bind(kit) }, wanted);
    expect(step, 'no playout has such a move').not.toBeNull();
    const { before, actor, move, after } = step as Step;
    expect(canTakeBack(before, actor, move, after)).toBe(allowed);
  });
});
