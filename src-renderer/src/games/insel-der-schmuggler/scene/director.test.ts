import RAPIER from '@dimforge/rapier3d-compat';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FieldId, FIELDS, beamFields, harbourId, seaFieldId } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { InselEvent } from '../../../../../shared/games/insel-der-schmuggler/types';
import { FRAME_S } from '../../../../../shared/sim/frame';
import { initPhysics } from '../../../../../shared/sim/rapier';
import { BayDirector } from './director';
import { fieldAt, fieldXZ, seaCrate } from './layout';
import { type BayModel, applyEvent } from './model';

beforeAll(async () => {
  await initPhysics();
});

let stages: BayDirector[] = [];
afterEach(() => {
  for (const stage of stages) stage.free();
  stages = [];
});

function model(partial: Partial<BayModel>): BayModel {
  return {
    beam: 0,
    rocks: [],
    boats: [
      { seat: 0, at: harbourId(0), loaded: false },
      { seat: 1, at: harbourId(2), loaded: false },
    ],
    overboard: [],
    islands: [4, 4, 4, 4, 4],
    ...partial,
  };
}

function stageOn(m: BayModel): BayDirector {
  const stage = new BayDirector(RAPIER, m);
  stages.push(stage);
  return stage;
}

/** Plays the events to their end, a frame at a time; calls `watch` after every frame. Returns the seconds it took. */
function playOut(stage: BayDirector, events: InselEvent[], watch?: () => void): number {
  const final = events.reduce(applyEvent, stage.model);
  expect(stage.play(events, final)).toBe(true);
  let frames = 0;
  while (stage.advance(FRAME_S)) {
    frames++;
    watch?.();
    if (frames > 60 * 30) throw new Error('the news never ended');
  }
  return frames * FRAME_S;
}

const sea = seaFieldId;

describe("the bay's stage", () => {
  it('plays a news faster at the table speed, a slow machine’s long frames too, and ends on the same place', () => {
    const path = [harbourId(0), sea(2, 0), sea(2, 1), sea(1, 1)];
    const events: InselEvent[] = [{ type: 'sailed', seat: 0, path }];
    /** Drawn frames of `real` seconds each (a slow machine's 0.2 s) until the news ends. */
    const drawn = (real: number, speed: number) => {
      const stage = stageOn(model({}));
      expect(stage.play(events, events.reduce(applyEvent, stage.model))).toBe(true);
      let count = 1;
      while (stage.advance(real, speed)) count++;
      return { count, at: stage.readBack().boats.find((boat) => boat.seat === 0)?.field };
    };
    const once = drawn(FRAME_S, 1);
    const fast = drawn(FRAME_S, 4);
    expect(fast.count).toBeLessThanOrEqual(Math.ceil(once.count / 4) + 1);
    expect(fast.at).toBe(once.at);
    expect(once.at).toBe(sea(1, 1));
    // A slow machine (5 drawn frames a second) at ×4 still ends four times sooner than at ×1.
    expect(drawn(0.2, 4).count * 4).toBeLessThanOrEqual(drawn(0.2, 1).count + 4);
  });

  it('sails a boat along the rules path, field by field, to its rest on the last field', () => {
    const path = [harbourId(0), sea(2, 0), sea(2, 1), sea(1, 1)];
    const stage = stageOn(model({}));
    const visited: FieldId[] = [];
    const seconds = playOut(stage, [{ type: 'sailed', seat: 0, path }], () => {
      const t = stage.boat(0).body.translation();
      const field = fieldAt(t.x, t.z);
      if (field !== null && visited[visited.length - 1] !== field) visited.push(field);
    });
    expect(visited).toEqual(path);
    expect(seconds).toBeGreaterThan(0.5);
    expect(seconds).toBeLessThan(4);
    const t = stage.boat(0).body.translation();
    const [x, z] = fieldXZ(sea(1, 1));
    // Rapier keeps single-precision floats: exactly the place, to a micrometre.
    expect(t.x).toBeCloseTo(x, 6);
    expect(t.z).toBeCloseTo(z, 6);
    expect(stage.readBack()).toMatchObject({ boats: [{ seat: 0, field: sea(1, 1) }, { seat: 1, field: harbourId(2) }], settled: true });
  });

  it('a path that doubles back still ends on its last field', () => {
    const stage = stageOn(model({ boats: [{ seat: 0, at: sea(0, 5), loaded: false }] }));
    playOut(stage, [{ type: 'sailed', seat: 0, path: [sea(0, 5), sea(0, 6), sea(0, 5), sea(1, 5)] }]);
    expect(stage.readBack().boats[0]?.field).toBe(sea(1, 5));
  });

  const pushes: [string, FieldId[], FieldId][] = [
    ['straight on', [sea(1, 4), sea(1, 5)], sea(1, 6)],
    ['sideways, outward', [sea(1, 4), sea(1, 5)], sea(2, 5)],
    ['sideways, inward', [sea(1, 4), sea(1, 5)], sea(0, 5)],
    ['back where the pusher came from', [sea(1, 3), sea(1, 4), sea(1, 5)], sea(1, 4)],
    ['in the wide outer ring', [sea(2, 5), sea(2, 6)], sea(2, 7)],
    ['in the narrow inner ring', [sea(0, 5), sea(0, 6)], sea(0, 7)],
    ['from the inner ring outward', [sea(0, 6), sea(1, 6)], sea(2, 6)],
  ];

  it.each(pushes)('a push %s is a real contact: the pushed boat slides and settles on the chosen field', (_, path, to) => {
    const pushedAt = path[path.length - 1] as FieldId;
    const stage = stageOn(
      model({
        boats: [
          { seat: 0, at: path[0] as FieldId, loaded: false },
          { seat: 1, at: pushedAt, loaded: true },
        ],
      }),
    );
    let fastest = 0;
    let moved = false;
    playOut(stage, [{ type: 'pushed', seat: 0, path, boat: 1, to }], () => {
      const pushed = stage.boat(1).body;
      if (pushed.isDynamic()) {
        const v = pushed.linvel();
        fastest = Math.max(fastest, Math.hypot(v.x, v.z));
        const t = pushed.translation();
        const [x, z] = fieldXZ(pushedAt);
        if (Math.hypot(t.x - x, t.z - z) > 0.02) moved = true;
      }
    });
    // Shoved by the contact, not carried: it moved as a dynamic body, at a boat's speed.
    expect(moved).toBe(true);
    expect(fastest).toBeGreaterThan(0.08);
    const back = stage.readBack();
    expect(back.boats).toEqual([
      { seat: 0, field: pushedAt, cargo: false },
      { seat: 1, field: to, cargo: true },
    ]);
    const t = stage.boat(1).body.translation();
    const [x, z] = fieldXZ(to);
    expect(t.x).toBeCloseTo(x, 6);
    expect(t.z).toBeCloseTo(z, 6);
  });

  it('a swap: the two boats change fields', () => {
    const stage = stageOn(
      model({
        boats: [
          { seat: 0, at: sea(2, 3), loaded: false },
          { seat: 1, at: sea(2, 5), loaded: false },
        ],
      }),
    );
    playOut(stage, [{ type: 'swapped', seat: 0, path: [sea(2, 3), sea(2, 4), sea(2, 5)], boat: 1 }]);
    expect(stage.readBack().boats.map((b) => b.field)).toEqual([sea(2, 5), sea(2, 4)]);
  });

  it("tosses a caught boat's goods as a body that flies and lands on the chosen field's pile", () => {
    const field = sea(1, 9);
    const stage = stageOn(
      model({
        boats: [{ seat: 0, at: sea(1, 8), loaded: true }],
        overboard: [{ field, count: 1 }],
      }),
    );
    let highest = -Infinity;
    let flew = false;
    playOut(stage, [{ type: 'thrown', by: 0, boat: 0, field }], () => {
      const flying = stage.crates.find((c) => c.held);
      if (flying !== undefined && flying.body.isDynamic()) {
        flew = true;
        highest = Math.max(highest, flying.body.translation().y);
      }
    });
    expect(flew).toBe(true);
    expect(highest).toBeGreaterThan(0.05);
    const back = stage.readBack();
    expect(back.seaCrates).toEqual([{ field, count: 2 }]);
    expect(back.boats[0]?.cargo).toBe(false);
    const top = stage.crates.find((c) => c.role.kind === 'sea' && c.role.slot === 1);
    const place = seaCrate(field, 1);
    const t = top?.body.translation();
    expect(t?.x).toBeCloseTo(place.x, 6);
    expect(t?.y).toBeCloseTo(place.y, 6);
    expect(t?.z).toBeCloseTo(place.z, 6);
  });

  it('loads from a pile, swaps goods with it, takes from an island and delivers', () => {
    const field = sea(2, 1);
    const stage = stageOn(model({ boats: [{ seat: 0, at: harbourId(0), loaded: false }], overboard: [{ field, count: 2 }] }));
    playOut(stage, [{ type: 'loaded', seat: 0, path: [harbourId(0), sea(2, 0), field], swapped: false }]);
    expect(stage.readBack()).toMatchObject({ boats: [{ seat: 0, field, cargo: true }], seaCrates: [{ field, count: 1 }] });
    playOut(stage, [{ type: 'loaded', seat: 0, path: [field, sea(2, 0), field], swapped: true }]);
    expect(stage.readBack()).toMatchObject({ boats: [{ seat: 0, field, cargo: true }], seaCrates: [{ field, count: 1 }] });
    playOut(stage, [
      { type: 'sailed', seat: 0, path: [field, sea(2, 0), harbourId(0)] },
      { type: 'delivered', seat: 0, island: 0, tile: { origin: 4, destination: 0, value: 1 }, total: 1 },
      { type: 'tile-taken', seat: 0, island: 0, left: 3 },
    ]);
    expect(stage.readBack()).toMatchObject({ boats: [{ seat: 0, field: harbourId(0), cargo: true }], islandCrates: [3, 4, 4, 4, 4] });
    expect(stage.crates).toHaveLength(3 + 16 + 1 + 1);
  });

  it('turns the beam step by step in its direction; the sensor lights the rules fields', () => {
    const stage = stageOn(model({ beam: 3 }));
    const seen: number[] = [];
    playOut(stage, [{ type: 'beam-turned', from: 3, to: 0, direction: 'counterclockwise', steps: 3 }], () => {
      const beam = stage.readBack().beam;
      if (seen[seen.length - 1] !== beam) seen.push(beam);
    });
    expect(seen).toEqual([3, 2, 1, 0]);
    expect(stage.readBack().lit).toEqual(beamFields(0));
    playOut(stage, [{ type: 'beam-turned', from: 0, to: 18, direction: 'counterclockwise', steps: 2 }]);
    expect(stage.readBack()).toMatchObject({ beam: 18, lit: beamFields(18) });
  });

  it('ends on the final model whatever the events said, and at once when asked', () => {
    const stage = stageOn(model({}));
    const final = model({ boats: [{ seat: 0, at: sea(0, 0), loaded: true }, { seat: 1, at: harbourId(2), loaded: false }], beam: 7, rocks: [sea(1, 10)] });
    expect(stage.play([{ type: 'sailed', seat: 0, path: [harbourId(0), sea(2, 0)] }], final)).toBe(true);
    stage.advance(0.3);
    stage.finishAll();
    expect(stage.busy).toBe(false);
    expect(stage.readBack()).toMatchObject({ boats: [{ seat: 0, field: sea(0, 0), cargo: true }, { seat: 1, field: harbourId(2) }], beam: 7, settled: true });
    expect(stage.rocks).toEqual([{ field: sea(1, 10), lift: 0 }]);
    // Nothing to watch: the stage is on the final model at once.
    expect(stage.play([{ type: 'rolled', seat: 0, dice: { smuggler: 2, lighthouse: 'keeper' } }], model({}))).toBe(false);
    expect(stage.readBack().boats[0]?.field).toBe(harbourId(0));
  });

  it('boats sharing a harbour make room for one that comes in, and every boat reads back as in the harbour', () => {
    const stage = stageOn(
      model({
        boats: [
          { seat: 0, at: harbourId(1), loaded: false },
          { seat: 1, at: harbourId(1), loaded: false },
          { seat: 2, at: sea(2, 3), loaded: false },
        ],
      }),
    );
    playOut(stage, [{ type: 'sailed', seat: 2, path: [sea(2, 3), sea(2, 4), harbourId(1)] }]);
    expect(stage.readBack().boats.map((b) => b.field)).toEqual([harbourId(1), harbourId(1), harbourId(1)]);
    expect(FIELDS[harbourId(1)]?.kind).toBe('harbour');
  });

  it('sets up the bay: a rock drops onto its field, a boat puts out into the harbour chosen, a catch and a doze flash the beam', () => {
    const stage = stageOn(model({ boats: [{ seat: 0, at: null, loaded: false }, { seat: 1, at: harbourId(3), loaded: false }] }));
    expect(stage.readBack().boats[0]?.field).toBeNull();
    let dropped = false;
    let flashed = 0;
    playOut(
      stage,
      [
        { type: 'rock-placed', seat: 0, field: sea(2, 4) },
        { type: 'harbour-chosen', seat: 0, island: 3 },
        { type: 'caught', seats: [1], beam: 0 },
        { type: 'keeper-sleeps', beam: 0 },
      ],
      () => {
        if ((stage.rocks[0]?.lift ?? 0) > 0.1) dropped = true;
        flashed = Math.max(flashed, Math.abs(stage.beamPulse));
      },
    );
    expect(dropped).toBe(true);
    expect(flashed).toBeGreaterThan(0.5);
    expect(stage.beamPulse).toBe(0);
    expect(stage.rocks).toEqual([{ field: sea(2, 4), lift: 0 }]);
    expect(stage.readBack().boats.map((b) => b.field)).toEqual([harbourId(3), harbourId(3)]);
  });

  it('asks for nothing while still: advancing an idle stage steps no frame', () => {
    const stage = stageOn(model({}));
    const before = stage.version;
    expect(stage.advance(1)).toBe(false);
    expect(stage.version).toBe(before);
  });
});
