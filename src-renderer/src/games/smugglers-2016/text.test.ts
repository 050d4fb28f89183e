import { describe, expect, it } from 'vitest';
import type { SmugglersEvent } from '../../../../shared/games/smugglers-2016/types';
import { describeEvent, strengthWord } from './text';

const NAMES = ['Ann', 'Bob', '', 'Dee'];

const EVERY_EVENT: SmugglersEvent[] = [
  { type: 'round-began', round: 0, startingPlayer: 1 },
  { type: 'die-rolled', seat: 1, value: 3, red: false, boss: 6, hole: 6 },
  { type: 'die-rolled', seat: 1, value: 5, red: true, boss: 3, hole: null },
  { type: 'sculpted', seat: 0 },
  { type: 'pushed', seat: 0, attempt: 2, strength: 0.8 },
  { type: 'rolled', seat: 0, attempt: 1, outcome: 'short', room: 'track' },
  { type: 'rolled', seat: 0, attempt: 1, outcome: 'stuck', room: 'track' },
  { type: 'rolled', seat: 0, attempt: 2, outcome: 'stuck', room: 'junk' },
  { type: 'rolled', seat: 0, attempt: 1, outcome: 'passed', room: 'bar' },
  { type: 'rerounded', seat: 0 },
  { type: 'roll-off', place: 1, seats: [0, 1], rolls: [[4, 6]], winner: 1 },
  { type: 'ranked', office: [1, 0], toJunk: [3], masses: [{ seat: 1, massG: 20.5 }] },
  { type: 'nobody-through' },
  { type: 'inspected', inspector: 1, target: 3, guess: 'stink', contraband: 'sour', correct: false },
  { type: 'revealed', seat: 2, contraband: 'stink' },
  { type: 'token-taken', seat: 2, kind: 'sour', from: 0 },
  { type: 'token-taken', seat: 2, kind: 'sweet', from: 'supply' },
  { type: 'token-missing', seat: 1, kind: 'sweet' },
  { type: 'stink-bomb-won', seat: 1, from: 3 },
  { type: 'stink-bomb-spent', seat: 3 },
  { type: 'nothing-to-steal', seat: 3 },
  { type: 'round-ended', round: 0 },
  { type: 'game-over', result: { scores: [7, 2], winners: [0], ranks: [1, 2] } },
];

describe('describeEvent', () => {
  it('has a line for every event, with names (or "Seat n") and no mass in numbers', () => {
    for (const event of EVERY_EVENT) {
      const line = describeEvent(event, NAMES);
      expect(line, event.type).toBeTypeOf('string');
      expect(line).not.toMatch(/undefined|NaN|\d+(\.\d+)?\s*g\b|20\.5/);
    }
    expect(describeEvent({ type: 'revealed', seat: 2, contraband: 'stink' }, NAMES)).toBe('Seat 3 opens the ball: a stink bomb.');
    expect(describeEvent({ type: 'ranked', office: [1, 0], toJunk: [3], masses: [] }, NAMES)).toBe(
      'The scale decides: Bob in armchair 1 and Ann in armchair 2; Dee to the junk room.',
    );
    expect(describeEvent({ type: 'inspected', inspector: 1, target: 0, guess: 'sweet', contraband: 'sweet', correct: true }, NAMES)).toBe(
      "Bob guesses a sweet treat in Ann's ball: right.",
    );
    expect(describeEvent({ type: 'game-over', result: { scores: [7, 2], winners: [0], ranks: [1, 2] } }, NAMES)).toBe('Ann wins the game.');
  });

  it('words a push by its strength, never in numbers', () => {
    expect(strengthWord(0.1)).toBe('a nudge');
    expect(strengthWord(0.5)).toBe('a firm push');
    expect(strengthWord(1)).toBe('a shove');
    expect(describeEvent({ type: 'pushed', seat: 1, attempt: 1, strength: 0.3 }, NAMES)).toBe('Bob gives a gentle push.');
  });
});
