/**
 * The bots' count-based scoring agrees with the rules' scoring (scoring.ts):
 * worked examples of every rule, and random fronts of every kind; and a
 * unique good beyond the first in an imagined front is worth nothing.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/rng.js';
import { KINDS, type Kind, UNIQUE } from '../goods.js';
import { frontScore } from '../scoring.js';
import { frontPoints } from './points.js';
import { countKinds } from './tally.js';

const copies = (kind: Kind, count: number): Kind[] => new Array<Kind>(count).fill(kind);

describe('frontPoints', () => {
  it.each<[string, Kind[], number]>([
    ['nothing', [], 0],
    ['3 spice', copies('spice', 3), 10],
    ['5 spice: a full set and a new one', copies('spice', 5), 26],
    ['4 silk', copies('silk', 4), 21],
    ['5 tea', copies('tea', 5), 32],
    ['3 fruits', copies('fruits', 3), 12],
    ['a gem trio', ['pinkGem', 'blueGem', 'purpleGem'], 22],
    ['a ring on the purple gem', ['ring', 'pinkGem', 'purpleGem'], 3 + 3 + 5 + 5],
    ['a ring alone', ['ring'], 3],
    ['a bag of gems', ['bagOfGems'], 10],
    ['coins in front', ['goldCoins', 'silverCoins'], 0],
    ['illegal goods', ['crossbow', 'snakeVenom', 'ivory', 'stolenJewelry'], 40],
  ])('%s', (_, front, points) => {
    expect(frontPoints(countKinds(front))).toBe(points);
    expect(frontScore(front)).toBe(points);
  });

  it('agrees with the rules on random fronts', () => {
    const rng = Rng.fromSeed(11);
    for (let i = 0; i < 500; i++) {
      const front: Kind[] = [];
      for (let card = rng.int(16); card > 0; card--) {
        const kind = rng.pick(KINDS);
        // A real front holds one of each unique good at most.
        if (!(UNIQUE.has(kind) && front.includes(kind))) front.push(kind);
      }
      expect(frontPoints(countKinds(front))).toBe(frontScore(front));
    }
  });

  it('counts a unique good once in an imagined front', () => {
    expect(frontPoints(countKinds(['ring', 'ring', 'purpleGem']))).toBe(frontPoints(countKinds(['ring', 'purpleGem'])));
    expect(frontPoints(countKinds(['ivory', 'ivory']))).toBe(10);
  });
});
