import { describe, expect, it } from 'vitest';
import { setUp } from '../../engine/set-up.js';
import { walkTutorial } from '../../engine/testing/tutorial-walk.js';
import { scriptedMove, stepRefusal, TUTORIAL_START } from '../../engine/tutorial.js';
import { islandSector, seaFieldId } from './board.js';
import { tileFace } from './goods.js';
import { game } from './testkit.js';
import { FIRST_SAIL, HARBOUR_MOUTH, inselTutorial as tutorial, JONAS_CAUGHT_AT, JONAS_SAILS_ON_TO, PINEAPPLE_HARBOUR } from './tutorial.js';
import type { InselEvent, InselMove, InselState } from './types.js';

const YOU = 0;
const JONAS = 1;
const PALM = 0;
const PINEAPPLE = 4;

const start = () => setUp(game, tutorial.seed, tutorial.seats, tutorial.options);

/** Where the push may send Jonas: on along the outer ring, or in toward the lighthouse (then a swap is offered too). */
const ALONG = seaFieldId(2, 15);
const INWARD = seaFieldId(1, 16);

/** The newcomer's moves, as the steps ask for them. */
const player = (pushTo = ALONG): InselMove[] => [
  { type: 'chooseHarbour', island: PALM },
  { type: 'roll' },
  { type: 'sail', to: FIRST_SAIL },
  { type: 'roll' },
  { type: 'push', at: HARBOUR_MOUTH, to: pushTo },
  { type: 'roll' },
  { type: 'turnBeam', direction: 'clockwise' },
  { type: 'throw', field: seaFieldId(1, 13) },
  { type: 'sail', to: PINEAPPLE_HARBOUR },
];

/** The walk's moves made again, with the state after each and its events. */
function replay(moves: readonly { seat: number; move: InselMove }[]): { seat: number; move: InselMove; after: InselState; events: InselEvent[] }[] {
  let state = start();
  return moves.map(({ seat, move }) => {
    const applied = game.applyMove(state, seat, move);
    if (!applied.ok) throw new Error(`${JSON.stringify(move)} refused`);
    state = applied.state;
    return { seat, move, after: state, events: applied.events };
  });
}

function walked(pushTo = ALONG) {
  const walk = walkTutorial(game, start(), tutorial, player(pushTo));
  const moves = walk.entries.flatMap((entry) => (entry.kind === 'move' ? [{ seat: entry.seat, move: entry.move }] : []));
  return { walk, played: replay(moves) };
}

describe('the Insel der Schmuggler tutorial', () => {
  it('deals Palm Island a top tile for Pineapple Island worth 2, and starts the beam on Pineapple’s sector', () => {
    const state = start();
    const palm = state.islands[PALM] as number[];
    expect(tileFace(palm[palm.length - 1] as number)).toEqual({ origin: PALM, destination: PINEAPPLE, value: 2 });
    expect(state.beam).toBe(islandSector(PINEAPPLE));
    expect(state.phase).toBe('harbours');
    expect(state.turn).toBe(YOU);
  });

  it('plays to its last step, every scripted move legal in its turn, whichever way Jonas is pushed', () => {
    for (const pushTo of [ALONG, INWARD]) {
      const { walk } = walked(pushTo);
      expect(walk.progress.step).toBe(tutorial.steps.length);
      // Jonas's last turn comes while the last two steps are read: a walk, which reads them at once, ends before it.
      const scripted = walk.entries.filter((entry) => entry.kind === 'move' && entry.seat !== tutorial.player);
      expect(scripted).toHaveLength((tutorial.bots[JONAS]?.length ?? 0) - 2);
      expect(walk.state.boats[JONAS]?.at).toBe(JONAS_CAUGHT_AT);
    }
  });

  it('has Jonas play the rest of his script while the last steps are read, wherever his goods were thrown: they stay in the sea', () => {
    for (const field of [seaFieldId(0, 14), seaFieldId(1, 13), seaFieldId(1, 15), seaFieldId(2, 14)]) {
      const moves = player().map((move): InselMove => (move.type === 'throw' ? { ...move, field } : move));
      let { state } = walkTutorial(game, start(), tutorial, moves);
      let made = (tutorial.bots[JONAS]?.length ?? 0) - 2;
      while (state.turn === JONAS) {
        const move = scriptedMove(tutorial, JONAS, made++, game.viewFor(state, JONAS), game.legalMoves(state, JONAS), (candidate) => game.applyMove(state, JONAS, candidate).ok);
        if (move === null) throw new Error(`Jonas has no scripted move after a throw onto ${field}`);
        const applied = game.applyMove(state, JONAS, move);
        if (!applied.ok) throw new Error('refused');
        state = applied.state;
      }
      expect(made).toBe(tutorial.bots[JONAS]?.length);
      expect(state.boats[JONAS]).toMatchObject({ at: JONAS_SAILS_ON_TO, cargo: null });
      expect(state.overboard).toEqual([{ field, tiles: [expect.any(Number)] }]);
      expect(state.phase).toBe('roll');
    }
  });

  it('rolls what the steps say: 4 and green 2 three times, then 4 and red 2, then 2 and two black arrows', () => {
    const rolls = walked().played.flatMap(({ events }) => events.flatMap((event) => (event.type === 'rolled' ? [[event.seat, event.dice.smuggler, event.dice.lighthouse]] : [])));
    expect(rolls).toEqual([
      [YOU, 4, 'green2'],
      [JONAS, 4, 'green2'],
      [YOU, 4, 'green2'],
      [JONAS, 4, 'red2'],
      [YOU, 2, 'black2'],
    ]);
  });

  it('does what its steps tell: Jonas blocks the harbour, is pushed, caught by the beam you turn, and you deliver for 2', () => {
    const { walk, played } = walked();
    const stateAt = (step: string) => {
      const index = walk.entries.findIndex((entry) => entry.step === step);
      const before = walk.entries.slice(0, index).filter((entry) => entry.kind === 'move').length;
      return before === 0 ? start() : (played[before - 1] as { after: InselState }).after;
    };
    // Your first tile goes to Pineapple Island; the beam has turned away from your way.
    const atBeam = stateAt('beam');
    expect(tileFace(atBeam.boats[YOU]?.cargo as number)).toEqual({ origin: PALM, destination: PINEAPPLE, value: 2 });
    expect(atBeam.dice).toEqual({ smuggler: 4, lighthouse: 'green2' });
    // Jonas carries goods and waits in the mouth of Pineapple's harbour when the step says so.
    const blocked = stateAt('blocked');
    expect(blocked.boats[JONAS]).toMatchObject({ at: HARBOUR_MOUTH });
    expect(blocked.boats[JONAS]?.cargo).not.toBeNull();
    expect(blocked.boats[YOU]?.at).toBe(FIRST_SAIL);
    // The push: nobody caught, you in the harbour's mouth.
    const push = played.find(({ move }) => move.type === 'push');
    expect(push?.events.map((event) => event.type)).toEqual(['pushed', 'turn-began']);
    expect(push?.after.boats[YOU]?.at).toBe(HARBOUR_MOUTH);
    // Your black arrows, clockwise: the beam stops on Jonas, and he is caught.
    const turned = played.find(({ move }) => move.type === 'turnBeam');
    expect(turned?.events).toContainEqual({ type: 'caught', seats: [JONAS], beam: 14 });
    // His goods go into the sea, and yours reach Pineapple Island: 2 banked, and its next goods aboard.
    expect(walk.state.boats[JONAS]?.cargo).toBeNull();
    expect(walk.state.overboard).toEqual([{ field: seaFieldId(1, 13), tiles: [expect.any(Number)] }]);
    expect(walk.state.banked[YOU]?.map(tileFace)).toEqual([{ origin: PALM, destination: PINEAPPLE, value: 2 }]);
    expect(walk.state.boats[YOU]).toMatchObject({ at: PINEAPPLE_HARBOUR });
    expect(tileFace(walk.state.boats[YOU]?.cargo as number).origin).toBe(PINEAPPLE);
  });

  it('names every step once, with its words in the game catalogue and a hint for every step the player does', () => {
    const ids = tutorial.steps.map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const step of tutorial.steps) {
      expect(step.text.startsWith('insel-der-schmuggler:tutorial.')).toBe(true);
      if (step.done && step.allows) expect(step.hint).toBeDefined();
    }
  });

  it('refuses a move the step does not ask for with the step’s hint', () => {
    const { walk, played } = walked();
    const viewAt = (step: string) => {
      const index = walk.entries.findIndex((entry) => entry.step === step && entry.kind === 'move');
      const before = walk.entries.slice(0, index).filter((entry) => entry.kind === 'move').length;
      return game.viewFor(before === 0 ? start() : (played[before - 1] as { after: InselState }).after, YOU);
    };
    const at = (id: string) => ({ step: tutorial.steps.findIndex((step) => step.id === id) });
    // Another starting harbour, another field, the other way round, a stay instead of the delivery.
    expect(stepRefusal(tutorial, at('harbour'), { type: 'chooseHarbour', island: 2 }, viewAt('harbour'))).toEqual({ key: 'insel-der-schmuggler:tutorial.harbourHint' });
    expect(stepRefusal(tutorial, at('sail'), { type: 'sail', to: seaFieldId(2, 1) }, viewAt('sail'))).toEqual({ key: 'insel-der-schmuggler:tutorial.sailHint' });
    expect(stepRefusal(tutorial, at('sail'), { type: 'sail', to: FIRST_SAIL }, viewAt('sail'))).toBeNull();
    expect(stepRefusal(tutorial, at('push'), { type: 'swap', at: HARBOUR_MOUTH, from: INWARD }, viewAt('push'))).toEqual({ key: 'insel-der-schmuggler:tutorial.pushHint' });
    expect(stepRefusal(tutorial, at('turnBeam'), { type: 'turnBeam', direction: 'counterclockwise' }, viewAt('turnBeam'))).toEqual({
      key: 'insel-der-schmuggler:tutorial.turnBeamHint',
    });
    expect(stepRefusal(tutorial, at('deliver'), { type: 'sail', to: HARBOUR_MOUTH }, viewAt('deliver'))).toEqual({ key: 'insel-der-schmuggler:tutorial.deliverHint' });
    // While the first step is read, no move is taken.
    expect(stepRefusal(tutorial, TUTORIAL_START, { type: 'chooseHarbour', island: PALM }, viewAt('harbour'))).toEqual({ key: 'shell:tutorial.readFirst' });
  });

  it('cannot be walked with the beam turned away from Jonas', () => {
    const wrong = player().map((move): InselMove => (move.type === 'turnBeam' ? { ...move, direction: 'counterclockwise' } : move));
    expect(() => walkTutorial(game, start(), tutorial, wrong)).toThrow(/turnBeam/);
  });
});
