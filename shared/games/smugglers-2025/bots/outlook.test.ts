/**
 * The outlook's valuation of a position: with no round left it is the score
 * (front and coins in hand); a set kind's outlook grows with the rounds left
 * to finish it; a card the front cannot use is worth nothing in hand; an
 * illegal good is worth less in hand, where it still faces a reveal, than in
 * front; a gold coin in hand is worth its 10.
 */
import { describe, expect, it } from 'vitest';
import { KINDS, type Kind } from '../goods.js';
import { DEFAULT_TRAITS, Outlook } from './outlook.js';
import { SET_KINDS, frontPoints, setPoints } from './points.js';
import { countKinds, fractions, gameCounts } from './tally.js';

const outlook = (): Outlook => new Outlook(fractions(gameCounts(true)));
const counts = countKinds;

describe('the set outlook', () => {
  it.each(SET_KINDS.map((kind, set) => [kind, set] as const))('%s with no round left is its points', (kind, set) => {
    for (let count = 0; count <= 8; count++) expect(outlook().setOutlook(set, count, 0)).toBe(setPoints(kind, count));
  });

  it('counts on a chance to finish a set in the rounds left, never below its points now', () => {
    const view = outlook();
    const spice = SET_KINDS.indexOf('spice');
    expect(view.setOutlook(spice, 3, 6)).toBeGreaterThan(setPoints('spice', 3));
    expect(view.setOutlook(spice, 3, 6)).toBeGreaterThan(view.setOutlook(spice, 3, 2));
    expect(view.setOutlook(spice, 3, 6)).toBeLessThan(setPoints('spice', 4));
    expect(view.setOutlook(spice, 2, 6)).toBeGreaterThan(view.setOutlook(spice, 1, 6));
  });
});

describe('the worth of a position', () => {
  it('with no round left is the score of the front and the coins in hand', () => {
    const front: Kind[] = ['spice', 'spice', 'spice', 'ring', 'blueGem', 'crossbow'];
    expect(outlook().worth(counts(front), counts(['goldCoins', 'silverCoins', 'tea']), 0)).toBe(frontPoints(counts(front)) + 15);
  });

  it('gives a gold coin in hand its 10 points', () => {
    const view = outlook();
    const front = counts(['silk']);
    expect(view.worth(front, counts(['goldCoins', 'tea']), 5) - view.worth(front, counts(['tea']), 5)).toBeCloseTo(10);
  });

  it('gives nothing for a unique good already in front', () => {
    const view = outlook();
    const front = counts(['ring', 'purpleGem']);
    expect(view.worth(front, counts(['ring', 'silk']), 6)).toBe(view.worth(front, counts(['silk']), 6));
  });

  it('values an illegal good in hand below the same good in front', () => {
    const view = outlook();
    const hand = counts(['silk', 'tea']);
    const inFront = view.worth(counts(['crossbow']), hand, 6);
    const inHand = view.worth(counts([]), counts(['silk', 'tea', 'crossbow']), 6);
    expect(inHand).toBeLessThan(inFront);
    // It would be placed in a later round at its chance of surviving, and in place of a card to come (about a slot).
    const risk = 10 * (1 - (DEFAULT_TRAITS.laterKeep.crossbow ?? 1));
    expect(inFront - inHand).toBeGreaterThan(risk);
    expect(inFront - inHand).toBeLessThan(risk + DEFAULT_TRAITS.slot + 1);
  });

  it('places no more cards than rounds are left', () => {
    const view = outlook();
    // One round left: the best single card of the hand (the fourth tea, 30 − 0), not the tea and the purple gem.
    const worth = view.worth(counts(['tea', 'tea', 'tea']), counts(['tea', 'purpleGem']), 1);
    expect(worth).toBe(frontPoints(counts(['tea', 'tea', 'tea', 'tea'])));
  });

  it('reads every kind of the game', () => {
    expect(KINDS.length).toBe(gameCounts(true).length);
  });
});
