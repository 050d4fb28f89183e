import RAPIER from '@dimforge/rapier3d-compat';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRAME_S, substepTimestep, substepsPerFrame } from './frame.js';
import { collisionGroups, initPhysics, loadedRapier, physicsReady } from './rapier.js';
import { type FrameStepper, stepUntil } from './run.js';
import { WorldSnapshots } from './snapshots.js';

function counter(): FrameStepper & { frames: number } {
  return {
    frames: 0,
    stepFrame() {
      this.frames++;
    },
  };
}

describe('the fixed-step runner', () => {
  it('steps until the predicate holds, checking it before every frame', () => {
    const sim = counter();
    expect(stepUntil(sim, () => sim.frames >= 7, 100)).toBe(true);
    expect(sim.frames).toBe(7);
    // Already done: not one frame more.
    expect(stepUntil(sim, () => true, 100)).toBe(true);
    expect(sim.frames).toBe(7);
  });

  it('stops at the frame limit, counted over the whole run', () => {
    const sim = counter();
    expect(stepUntil(sim, () => false, 10)).toBe(false);
    expect(sim.frames).toBe(10);
    expect(stepUntil(sim, () => false, 15)).toBe(false);
    expect(sim.frames).toBe(15);
  });
});

describe('the frame', () => {
  it('is 1/60 s, split into whole substeps', () => {
    expect(FRAME_S).toBe(1 / 60);
    expect(substepsPerFrame(0)).toBe(1);
    expect(substepsPerFrame(2.4)).toBe(2);
    expect(substepTimestep(2)).toBe(1 / 60 / 2);
    expect(substepTimestep(-3)).toBe(1 / 60);
  });

  it('packs collision groups as Rapier wants them', () => {
    expect(collisionGroups(0x0004, 0x0001)).toBe(0x00040001);
    expect(collisionGroups(0x8000, 0xffff)).toBe(0x8000ffff);
  });
});

describe('Rapier', () => {
  beforeAll(async () => {
    await initPhysics();
  });

  it('loads once; then the module is there for synchronous runs', async () => {
    expect(physicsReady()).toBe(true);
    await initPhysics();
    expect(loadedRapier('test')).toBe(RAPIER);
  });

  it('restores a static world from its snapshot, the same bytes every time', () => {
    const snapshots = new WorldSnapshots(2);
    let builds = 0;
    const build = () => {
      builds++;
      const world = new RAPIER.World({ x: 0, y: -9.81, z: 0 });
      world.createCollider(RAPIER.ColliderDesc.cuboid(1, 0.1, 1));
      return world;
    };
    const a = snapshots.restore(RAPIER, 'floor', build);
    const b = snapshots.restore(RAPIER, 'floor', build);
    expect(builds).toBe(1);
    expect(b.colliders.len()).toBe(1);
    expect(b.takeSnapshot()).toEqual(a.takeSnapshot());
    a.free();
    b.free();
  });
});
