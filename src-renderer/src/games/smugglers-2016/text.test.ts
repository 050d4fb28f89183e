import { describe, expect, it } from 'vitest';
import type { SmugglersEvent, SmugglersView } from '../../../../shared/games/smugglers-2016/types';
import { SCORE_LABEL, describeEvent, finalTokens, strengthWord } from './text';

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

describe('finalTokens: the final table shows what wins, not a token total', () => {
  const result = { scores: [9, 8], winners: [0], ranks: [1, 2] };
  const withTokens = (tokens: { sweet: number; sour: number }[], shortGame = false): SmugglersView =>
    ({ options: { hourglassSeconds: 60, shortGame, firstPlayer: 0 }, players: tokens.map((held, seat) => ({ seat, tokens: held })) }) as unknown as SmugglersView;

  it('names the winning set of one kind, and the others’ tokens', () => {
    const view = withTokens([{ sweet: 7, sour: 2 }, { sweet: 4, sour: 4 }]);
    expect(SCORE_LABEL).toBe('Tokens');
    expect(finalTokens(0, result, view)).toBe('7 sweet, 2 sour · won with 7 sweet');
    // 8 tokens against the winner's 9, but that is not why he lost: the cell says what he holds.
    expect(finalTokens(1, result, view)).toBe('4 sweet, 4 sour');
  });

  it('names a set of both kinds, and the short game’s sets', () => {
    expect(finalTokens(0, result, withTokens([{ sweet: 5, sour: 5 }, { sweet: 0, sour: 6 }]))).toBe('5 sweet, 5 sour · won with at least 5 of each');
    expect(finalTokens(0, result, withTokens([{ sweet: 1, sour: 5 }, { sweet: 0, sour: 0 }], true))).toBe('1 sweet, 5 sour · won with 5 sour');
    expect(finalTokens(0, result, withTokens([{ sweet: 4, sour: 4 }, { sweet: 0, sour: 0 }], true))).toBe('4 sweet, 4 sour · won with at least 4 of each');
  });
});
