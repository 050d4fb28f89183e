import RAPIER from '@dimforge/rapier3d-compat';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomPlayout } from '../../../../../shared/engine/conformance/playout';
import { inselDerSchmuggler as game } from '../../../../../shared/games/insel-der-schmuggler/index';
import { initPhysics } from '../../../../../shared/sim/rapier';
import { BayDirector, roleKey } from './director';
import { type BayModel, modelOfView } from './model';
import type { BayShow } from './stage';
import { StillBay } from './still-bay';

beforeAll(async () => {
  await initPhysics();
});

let directors: BayDirector[] = [];
afterEach(() => {
  for (const director of directors) director.free();
  directors = [];
});

/** The bays a few random games pass through, as seat 0 sees them, in order. */
function playedModels(seed: number, seats: number): BayModel[] {
  const played = randomPlayout(game, { seed, seats, options: game.defaultOptions(seats) });
  return played.states.filter((_, index) => index % 4 === 0).map((state) => modelOfView(game.viewFor(state, 0)));
}

/** Everything the bay draws. */
function picture(show: BayShow) {
  return {
    boats: show.boats.map((boat) => ({ seat: boat.seat, placed: boat.placed, lift: boat.lift, scale: boat.scale, pose: boat.pose })),
    crates: show.crates
      .map((crate) => ({ role: roleKey(crate.role), scale: crate.scale, position: crate.position, rotation: crate.rotation }))
      .sort((a, b) => a.role.localeCompare(b.role)),
    rocks: show.rocks,
    beamAngle: show.beamAngle,
    beamPulse: show.beamPulse,
    lit: show.litFields(),
    readBack: { ...show.readBack(), physics: null },
  };
}

/** The same, each number within a micrometre (Rapier keeps its bodies' places in 32 bits). */
function near(value: unknown): unknown {
  if (typeof value === 'number') return expect.closeTo(value, 6);
  if (Array.isArray(value)) return value.map(near);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, near(inner)]));
  return value;
}

describe('the still bay (before Rapier is in)', () => {
  it.each([
    [1, 2],
    [2, 3],
    [3, 4],
  ])('draws every bay of a random game (seed %i, %i players) as the director’s stage snaps it', (seed, seats) => {
    const models = playedModels(seed, seats);
    expect(models.length).toBeGreaterThan(5);
    // One of each, snapped from bay to bay as the game goes (the boats keep the way they face).
    const still = new StillBay(models[0] as BayModel);
    const director = new BayDirector(RAPIER, models[0] as BayModel);
    directors.push(director);
    for (const model of models) {
      still.snapTo(model);
      director.snapTo(model);
      expect(picture(still)).toEqual(near(picture(director)));
      // Made afresh on a bay, as when a table opens on it.
      const fresh = new BayDirector(RAPIER, model);
      directors.push(fresh);
      expect(picture(new StillBay(model))).toEqual(near(picture(fresh)));
    }
  });

  it('shows a news at once at its end, with nothing to watch, and never asks for a frame', () => {
    const [first, , later] = playedModels(4, 3) as [BayModel, BayModel, BayModel];
    const still = new StillBay(first);
    const version = still.version;
    expect(still.play([], later)).toBe(false);
    expect(still.busy).toBe(false);
    expect(still.advance()).toBe(false);
    expect(still.version).toBeGreaterThan(version);
    expect(picture(still)).toEqual(picture(new StillBay(later)));
  });

  it('gives each bay an id no director has', () => {
    const model = playedModels(5, 2)[0] as BayModel;
    const director = new BayDirector(RAPIER, model);
    directors.push(director);
    const ids = [director.id, new StillBay(model).id, new StillBay(model).id];
    expect(new Set(ids).size).toBe(3);
  });
});
