import { describe, it, expect } from 'vitest';
import { playGame } from '../../engine/play.js';
import { functionsNotFrom } from '../../engine/testing/made-of.js';
import {
  CARDS_PER_PLAYER,
  ILLEGAL_GOODS,
  LEGAL_GOODS,
  PLAYER_SET,
  byValueDescending,
  cardFace,
  cardKind,
  cardOwner,
  cardValue,
  faceKey,
  isCheese,
  isIllegal,
  playerSet,
} from './cards.js';
import { contrebandes } from './index.js';
import type { ContrebandesMove } from './types.js';
import { game, newGame, play } from './testkit.js';

describe('the cards', () => {
  it('are the 11 of the rulebook for every player', () => {
    expect(PLAYER_SET.map((face) => `${face.kind} ${face.value}`)).toEqual([
      'clothes 2',
      'clothes 3',
      'clothes 3',
      'food 2',
      'food 3',
      'food 3',
      'wine 4',
      'wine 6',
      'gold 4',
      'gold 6',
      'cheese 0',
    ]);
    expect(LEGAL_GOODS).toEqual(['clothes', 'food']);
    expect(ILLEGAL_GOODS).toEqual(['wine', 'gold']);
    expect(playerSet(2)).toEqual(Array.from({ length: CARDS_PER_PLAYER }, (_, i) => 22 + i));
    expect(playerSet(3).map(cardValue).reduce((a, b) => a + b, 0)).toBe(36);
  });

  it('know their owner, face, legality and interchangeable twins', () => {
    expect(cardOwner(32)).toBe(2);
    expect(cardFace(25)).toEqual({ kind: 'food', value: 2 });
    expect(playerSet(4).filter(isCheese)).toEqual([54]);
    expect(playerSet(1).filter(isIllegal).map(cardKind)).toEqual(['wine', 'wine', 'gold', 'gold']);
    expect(faceKey(13)).toBe(faceKey(12)); // C3 and C3'
    expect(faceKey(16)).toBe(faceKey(15)); // F3 and F3'
    expect(new Set(playerSet(0).map(faceKey)).size).toBe(9);
    expect(faceKey(12)).toBe(faceKey(23)); // the same face of two owners
    expect([0, 7, 10, 9, 4].sort(byValueDescending)).toEqual([7, 9, 4, 0, 10]);
  });
});

describe('the game definition', () => {
  it('is made of the engine functions the tests use', () => {
    expect(functionsNotFrom(contrebandes, game)).toEqual([]);
    expect(contrebandes.meta).toMatchObject({ id: 'contrebandes', minPlayers: 3, maxPlayers: 5 });
  });

  it('validates options and moves from the outside', () => {
    expect(contrebandes.defaultOptions(4)).toEqual({ firstOfficer: null });
    expect(contrebandes.optionsSchema.safeParse({ firstOfficer: 2 }).success).toBe(true);
    expect(contrebandes.optionsSchema.safeParse({ firstOfficer: 5 }).success).toBe(false);
    expect(contrebandes.optionsSchema.safeParse({ firstOfficer: null, extra: 1 }).success).toBe(false);
    const good: ContrebandesMove[] = [
      { type: 'load', cards: [0, 1] },
      { type: 'declare', kinds: ['food', 'cheese'], message: 'Deal?' },
      { type: 'inspect', target: 2 },
      { type: 'stop' },
      { type: 'designate', officer: 1 },
      { type: 'takeBonus', card: 54 },
    ];
    for (const move of good) expect(contrebandes.moveSchema.safeParse(move).success).toBe(true);
    for (const move of [{ type: 'load', cards: [55] }, { type: 'declare', kinds: ['silk'] }, { type: 'stop', now: true }, { type: 'declare', kinds: ['food'], message: 'x'.repeat(141) }]) {
      expect(contrebandes.moveSchema.safeParse(move).success).toBe(false);
    }
  });

  it('lets a seat take back its load only while the loading is open', () => {
    const before = newGame(3, 0);
    const move: ContrebandesMove = { type: 'load', cards: [0, 1] };
    const after = play(before, 0, move).state;
    expect(contrebandes.canUndo?.(before, 0, move, after)).toBe(true);
    const second = play(after, 1, { type: 'load', cards: [11, 12] }).state;
    const lastMove: ContrebandesMove = { type: 'load', cards: [22, 23] };
    const last = play(second, 2, lastMove).state;
    expect(contrebandes.canUndo?.(second, 2, lastMove, last)).toBe(false); // the mules are shown now
  });

  it('plays whole games with random players through the engine runner, the same way twice', () => {
    for (const seats of [3, 4, 5]) {
      const players = new Array(seats).fill('random') as 'random'[];
      const first = playGame(contrebandes, 1234 + seats, players);
      const second = playGame(contrebandes, 1234 + seats, players);
      expect(first.result.scores).toHaveLength(seats);
      expect(second).toEqual(first);
      expect(first.result.winners.length).toBeGreaterThan(0);
      expect(first.moves).toBeGreaterThan(seats * 4 * 3);
    }
  });
});
