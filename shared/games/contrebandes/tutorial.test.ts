import { describe, expect, it } from 'vitest';
import { setUp } from '../../engine/set-up.js';
import { walkTutorial } from '../../engine/testing/tutorial-walk.js';
import { stepRefusal, TUTORIAL_START } from '../../engine/tutorial.js';
import { cardKind } from './cards.js';
import { C3, c, F3, F3b, G6, game, W4 } from './testkit.js';
import { contrebandesTutorial as tutorial } from './tutorial.js';
import type { ContrebandesMove } from './types.js';

const start = () => setUp(game, tutorial.seed, tutorial.seats, tutorial.options);

/** The newcomer's moves, as the steps ask for them. */
const PLAYER: ContrebandesMove[] = [
  { type: 'load', cards: [c(0, G6), c(0, C3)] },
  { type: 'declare', kinds: ['clothes', 'clothes'] },
  { type: 'load', cards: [c(0, F3), c(0, F3b)] },
  { type: 'inspect', target: 2 },
  { type: 'stop' },
  { type: 'designate', officer: 2 },
];

describe('the Contrebandes tutorial', () => {
  it('deals every scripted card to its seat and makes Bruno the first officer', () => {
    const state = start();
    expect(state.officer).toBe(1);
    tutorial.bots.forEach((script, seat) => {
      for (const entry of script) {
        if ('type' in entry && entry.type === 'load') for (const card of entry.cards) expect(state.hands[seat]).toContain(card);
      }
    });
  });

  it('plays to its last step, every scripted move legal in its turn', () => {
    const walk = walkTutorial(game, start(), tutorial, PLAYER);
    expect(walk.progress.step).toBe(tutorial.steps.length);
    const scripted = walk.entries.filter((entry) => entry.kind === 'move' && entry.seat !== tutorial.player);
    expect(scripted).toHaveLength(tutorial.bots.reduce((sum, script) => sum + script.length, 0));
    // What the steps say happened: Bruno took the gold, the clothes of both caught mules lie in the Caisse.
    expect(walk.state.caisse.map(cardKind)).toEqual(['clothes', 'clothes']);
    expect(walk.state.cashed[1]).toContain(c(0, G6));
    expect(walk.state.cashed[0]).toContain(c(2, G6));
    // Chloé's cheese kept Bruno off her wine: she cashed it.
    expect(walk.state.cashed[2]).toContain(c(2, W4));
  });

  it('names every step once, with its words in the game catalogue', () => {
    const ids = tutorial.steps.map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const step of tutorial.steps) {
      expect(step.text.startsWith('contrebandes:tutorial.')).toBe(true);
      if (step.done && step.allows) expect(step.hint).toBeDefined();
    }
  });

  it('refuses a first load that is not a gold and a clothes card, with the step’s hint', () => {
    const state = start();
    const view = game.viewFor(state, 0);
    const loadStep = { step: tutorial.steps.findIndex((step) => step.id === 'load') };
    expect(stepRefusal(tutorial, loadStep, { type: 'load', cards: [c(0, F3), c(0, F3b)] }, view)).toEqual({ key: 'contrebandes:tutorial.loadHint' });
    expect(stepRefusal(tutorial, loadStep, { type: 'load', cards: [c(0, C3), c(0, G6)] }, view)).toBeNull();
    // While the first step is read, no move is taken.
    expect(stepRefusal(tutorial, TUTORIAL_START, { type: 'load', cards: [c(0, C3), c(0, G6)] }, view)).toEqual({ key: 'shell:tutorial.readFirst' });
  });

  it('cannot be walked with a search of the wrong mule', () => {
    const wrong = PLAYER.map((move) => (move.type === 'inspect' ? { ...move, target: 1 } : move));
    expect(() => walkTutorial(game, start(), tutorial, wrong)).toThrow(/inspect/);
  });
});
