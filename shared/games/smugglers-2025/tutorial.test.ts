import { describe, expect, it } from 'vitest';
import { setUp } from '../../engine/set-up.js';
import { stateAt, walkedTutorial } from '../../engine/testing/tutorial-positions.js';
import { walkTutorial } from '../../engine/testing/tutorial-walk.js';
import { stepRefusal, TUTORIAL_START } from '../../engine/tutorial.js';
import { kindOf } from './goods.js';
import { game, kinds, TUTORIAL_PLAYER as PLAYER } from './testkit.js';
import { s25Tutorial as tutorial } from './tutorial.js';
import type { RevealedCard } from './types.js';

const start = () => setUp(game, tutorial.seed, tutorial.seats, tutorial.options);

/** A reveal as (who, kind, reason) triples, in a fixed order. */
const outcomes = (cards: readonly RevealedCard[]) =>
  cards.map((card) => ({ seat: 'seat' in card.player ? card.player.seat : -1, kind: card.kind, reason: card.reason })).sort((a, b) => a.seat - b.seat);

describe('the Smugglers (2025) tutorial', () => {
  it('deals what the steps talk of: the Silk Seal, then the Tea Ban; your crossbow, rat poison, purple gem and two teas; a tea in the market; Bruno with the sack', () => {
    const state = start();
    expect(state.customs).toBe('silkSeal');
    expect(state.customsDeck.at(-1)).toBe('teaBan');
    expect(kinds(state.hands[0] ?? []).sort()).toEqual(['crossbow', 'purpleGem', 'ratPoison', 'tea', 'tea']);
    expect(kinds(state.market)).toContain('tea');
    expect(state.sack).toBe(1);
    // Every card a bot's script smuggles is in its hand from the deal.
    tutorial.bots.forEach((script, seat) => {
      const hand = kinds(state.hands[seat] ?? []);
      for (const entry of script) if ('type' in entry && entry.type === 'smuggle') for (const kind of entry.kinds) expect(hand).toContain(kind);
    });
  });

  it('plays to its last step, every scripted move legal in its turn, and what the steps say happened is true', () => {
    const walk = walkTutorial(game, start(), tutorial, PLAYER);
    expect(walk.progress.step).toBe(tutorial.steps.length);
    const scripted = walk.entries.filter((entry) => entry.kind === 'move' && entry.seat !== tutorial.player);
    expect(scripted).toHaveLength(tutorial.bots.reduce((sum, script) => sum + script.length, 0));
    // Bruno and Chloé drew before you (Bruno holds the sack), and round 2 began with your draw.
    const moves = walk.entries.flatMap((entry) => (entry.kind === 'move' ? [entry] : []));
    const drawers = moves.filter((entry) => entry.move.type !== 'smuggle').map((entry) => entry.seat);
    expect(drawers).toEqual([1, 2, 0, 0, 0]);
    // Round 2: your purple gem passed, the great sword and the crossbow threw each other out.
    expect(walk.state.round).toBe(2);
    expect(outcomes(walk.state.revealed)).toEqual([
      { seat: 0, kind: 'purpleGem', reason: null },
      { seat: 1, kind: 'greatSword', reason: 'secondWeapon' },
      { seat: 2, kind: 'crossbow', reason: 'secondWeapon' },
    ]);
    // In front of you: the crossbow (10) and the purple gem (5); the others have nothing.
    expect(kinds(walk.state.front[0] ?? [])).toEqual(['crossbow', 'purpleGem']);
    expect(game.viewFor(walk.state, 0).frontScores).toEqual([15, 0, 0]);
    // Your hand kept its three teas (the Tea Ban would have taken one).
    expect(kinds(walk.state.hands[0] ?? []).filter((kind) => kind === 'tea')).toHaveLength(3);
  });

  it('judges round 1 as the step says: your crossbow stays, Bruno’s lone venom goes, the Silk Seal takes Chloé’s silk', () => {
    const walk = walkedTutorial(game, tutorial, PLAYER);
    const round1 = walk.entries.findIndex((entry) => entry.kind === 'next' && entry.step === 'judge');
    expect(round1).toBeGreaterThan(0);
    // At the judge step: the reveal of round 1.
    expect(outcomes(stateAt(walk, round1).revealed)).toEqual([
      { seat: 0, kind: 'crossbow', reason: null },
      { seat: 1, kind: 'snakeVenom', reason: 'onlyPoison' },
      { seat: 2, kind: 'silk', reason: 'customs' },
    ]);
    // The market still shows the tea when your drawing turn comes: Bruno and Chloé drew from the deck.
    const discard = walk.entries.findIndex((entry) => entry.kind === 'move' && entry.move.type === 'discard');
    const state = stateAt(walk, discard);
    expect(state.drawing?.seat).toBe(0);
    expect(state.market.map(kindOf)).toContain('tea');
  });

  it('names every step once, with its words in the game catalogue', () => {
    const ids = tutorial.steps.map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const step of tutorial.steps) {
      expect(step.text.startsWith('smugglers-2025:tutorial.')).toBe(true);
      if (step.done && step.allows) expect(step.hint).toBeDefined();
    }
  });

  it('refuses a smuggle of another card with the step’s hint, and any move while a step is read', () => {
    const view = game.viewFor(start(), 0);
    const smuggleStep = { step: tutorial.steps.findIndex((step) => step.id === 'smuggle') };
    expect(stepRefusal(tutorial, smuggleStep, { type: 'smuggle', kinds: ['tea'] }, view)).toEqual({ key: 'smugglers-2025:tutorial.smuggleHint' });
    expect(stepRefusal(tutorial, smuggleStep, { type: 'smuggle', kinds: ['crossbow'] }, view)).toBeNull();
    expect(stepRefusal(tutorial, TUTORIAL_START, { type: 'smuggle', kinds: ['crossbow'] }, view)).toEqual({ key: 'shell:tutorial.readFirst' });
  });

  it('cannot be walked with a tea smuggled under the Tea Ban', () => {
    const wrong = PLAYER.map((move, index) => (index === PLAYER.length - 1 ? { type: 'smuggle' as const, kinds: ['tea' as const] } : move));
    expect(() => walkTutorial(game, start(), tutorial, wrong)).toThrow(/smuggle2/);
  });
});
