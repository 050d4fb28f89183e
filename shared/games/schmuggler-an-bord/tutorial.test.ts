import { describe, expect, it } from 'vitest';
import { setUp } from '../../engine/set-up.js';
import { walkTutorial } from '../../engine/testing/tutorial-walk.js';
import { stepRefusal, type TutorialProgress, TUTORIAL_START } from '../../engine/tutorial.js';
import { fieldOf, type Good } from './goods.js';
import { startChips } from './rules.js';
import { game } from './testkit.js';
import { DRAWS, PLAYER_MOVES, schmugglerAnBordTutorial as tutorial } from './tutorial.js';
import type { Fact } from './types.js';

const YOU = 0;
const GRETA = 1;
const JONAS = 2;

const start = () => setUp(game, tutorial.seed, tutorial.seats, tutorial.options);

const PLAYER = PLAYER_MOVES;

const at = (id: string): TutorialProgress => ({ step: tutorial.steps.findIndex((step) => step.id === id) });

describe('the Schmuggler an Bord tutorial', () => {
  it('deals each seat the goods the story needs, and leaves the gold on its field', () => {
    const spread = start().spread;
    const goods = (seat: 0 | 1 | 2): (Good | null)[] => DRAWS[seat].map((slot) => spread[slot] ?? null);
    expect(goods(YOU)).toEqual(['jewellery', 'furs', 'cigars']);
    expect(goods(GRETA)).toEqual(['oldCoins', 'silk', 'radios']);
    expect(goods(JONAS)).toEqual(['amphorae', 'cameras', 'porcelain']);
    expect(spread.indexOf('gold')).toBe(21);
  });

  it('plays to its last step, every scripted move legal in its turn', () => {
    const walk = walkTutorial(game, start(), tutorial, PLAYER);
    expect(walk.progress.step).toBe(tutorial.steps.length);
    const scripted = walk.entries.filter((entry) => entry.kind === 'move' && entry.seat !== tutorial.player);
    expect(scripted).toHaveLength(tutorial.bots.reduce((sum, script) => sum + script.length, 0));
  });

  it('tells what happened: the gold taken, Greta caught out, the old coins given to you, your jewellery proved', () => {
    const { state } = walkTutorial(game, start(), tutorial, PLAYER);
    const facts = state.facts;
    const rolled = facts.filter((fact): fact is Extract<Fact, { type: 'rolled' }> => fact.type === 'rolled');
    // The pawn's four stops: the gold, then the empty fields of the amphorae, the old coins and the jewellery.
    expect(rolled.map((fact) => [fact.seat, fact.to])).toEqual([
      [YOU, fieldOf('gold')],
      [GRETA, fieldOf('amphorae')],
      [JONAS, fieldOf('oldCoins')],
      [YOU, fieldOf('jewellery')],
    ]);
    expect(facts).toContainEqual({ type: 'took', seat: YOU, good: 'gold' });
    // Greta's "myself": you and Jonas objected, she lacked them and paid one chip for each of you.
    expect(facts).toContainEqual({ type: 'objections', seat: GRETA, objectors: [YOU, JONAS] });
    expect(facts).toContainEqual({ type: 'lacks', seat: GRETA, good: 'amphorae' });
    expect(facts).toContainEqual({ type: 'paid', seat: GRETA, chips: 2, owed: 2 });
    // The guessing round: Jonas named you, you named Greta, she said "myself" and found them.
    const suspicions = facts.filter((fact) => fact.type === 'suspected' && fact.good === 'oldCoins');
    expect(suspicions).toEqual([
      { type: 'suspected', by: JONAS, suspect: YOU, good: 'oldCoins' },
      { type: 'suspected', by: YOU, suspect: GRETA, good: 'oldCoins' },
      { type: 'suspected', by: GRETA, suspect: GRETA, good: 'oldCoins' },
    ]);
    expect(facts).toContainEqual({ type: 'gave', from: GRETA, to: YOU, good: 'oldCoins' });
    expect(facts).toContainEqual({ type: 'paid', seat: JONAS, chips: 2, owed: 2 });
    // Your "myself": Greta objected, Jonas let it pass, you found the jewellery and she paid one chip.
    expect(facts).toContainEqual({ type: 'objections', seat: YOU, objectors: [GRETA] });
    expect(facts).toContainEqual({ type: 'found', seat: YOU, index: 0, good: 'jewellery' });
    expect(facts).toContainEqual({ type: 'paid', seat: GRETA, chips: 1, owed: 1 });
    // Where that leaves the table: you never paid a chip and hold five cards; the kitty holds 5.
    expect(state.rows[YOU]).toEqual(['jewellery', 'furs', 'cigars', 'gold', 'oldCoins']);
    const chips = startChips(3);
    expect(state.chips).toEqual([chips, chips - 3, chips - 2]);
    expect(state.kitty).toBe(5);
    expect(state.phase).toBe('roll');
    expect(state.turn).toBe(GRETA);
  });

  it('names every step once, with its words in the game catalogue', () => {
    const ids = tutorial.steps.map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const step of tutorial.steps) {
      expect(step.text.startsWith('schmuggler-an-bord:tutorial.')).toBe(true);
      if (step.done && step.allows) expect(step.hint).toBeDefined();
    }
  });

  it('refuses a move the step does not ask for, with the step’s hint', () => {
    const view = game.viewFor(start(), YOU);
    expect(stepRefusal(tutorial, at('draw'), { type: 'draw', slot: 0 }, view)).toEqual({ key: 'schmuggler-an-bord:tutorial.drawHint' });
    expect(stepRefusal(tutorial, at('draw'), { type: 'draw', slot: 18 }, view)).toBeNull();
    // While the first step is read, no move is taken.
    expect(stepRefusal(tutorial, TUTORIAL_START, { type: 'draw', slot: 18 }, view)).toEqual({ key: 'shell:tutorial.readFirst' });
    expect(stepRefusal(tutorial, at('object'), { type: 'object', object: false }, view)).toEqual({ key: 'schmuggler-an-bord:tutorial.objectHint' });
    expect(stepRefusal(tutorial, at('named'), { type: 'suspect', seat: YOU }, view)).toEqual({ key: 'schmuggler-an-bord:tutorial.namedHint' });
    expect(stepRefusal(tutorial, at('myself'), { type: 'suspect', seat: JONAS }, view)).toEqual({ key: 'schmuggler-an-bord:tutorial.myselfHint' });
  });

  it('cannot be walked by letting Greta’s claim pass', () => {
    const wrong = PLAYER.map((move) => (move.type === 'object' ? { ...move, object: false } : move));
    expect(() => walkTutorial(game, start(), tutorial, wrong)).toThrow(/At step object, the step refused/);
  });
});
