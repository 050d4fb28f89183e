import RAPIER from '@dimforge/rapier3d-compat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARBOUR_IDS, SEA_FIELD_IDS, SECTORS, inBeam, sectorAngle } from '../../../../../shared/games/insel-der-schmuggler/board';
import { initPhysics, type RapierWorld } from '../../../../../shared/sim/rapier';
import { type BeamSensor, createBeamSensor, sensorTouches, turnBeamSensor, wedgeHullPoints, wedgeOutline } from './beam-sensor';
import { fieldXZ, harbourSlot, seaCrate } from './layout';

let world: RapierWorld;
let sensor: BeamSensor;

beforeAll(async () => {
  await initPhysics();
  world = new RAPIER.World({ x: 0, y: -9.81, z: 0 });
  sensor = createBeamSensor(RAPIER, world, 0);
});

afterAll(() => world.free());

describe("the beam's sensor", () => {
  it('is a convex hull of the wedge: every outline point at the slab top and bottom', () => {
    expect(wedgeHullPoints().length).toBe(wedgeOutline().length * 6);
    expect(sensor.collider.isSensor()).toBe(true);
  });

  it.each(Array.from({ length: SECTORS }, (_, beam) => beam))('pointing along sector %i touches exactly the fields in the beam', (beam) => {
    turnBeamSensor(world, sensor, sectorAngle(beam));
    const touched = SEA_FIELD_IDS.filter((id) => {
      const [x, z] = fieldXZ(id);
      return sensorTouches(RAPIER, sensor, x, z);
    });
    expect(touched).toEqual(SEA_FIELD_IDS.filter((id) => inBeam(id, beam)));
    expect(touched).toHaveLength(beam === 10 ? 1 : beam === 2 || beam === 17 ? 2 : 3);
  });

  it('touches what lies on a lit field (a pile beside the boat) and never a harbour', () => {
    for (let beam = 0; beam < SECTORS; beam++) {
      turnBeamSensor(world, sensor, sectorAngle(beam));
      for (const id of SEA_FIELD_IDS) {
        for (const slot of [0, 5]) {
          const crate = seaCrate(id, slot);
          expect(sensorTouches(RAPIER, sensor, crate.x, crate.z)).toBe(inBeam(id, beam));
        }
      }
      for (const id of HARBOUR_IDS) {
        for (let i = 0; i < 4; i++) {
          const slot = harbourSlot(id, i, 4);
          expect(sensorTouches(RAPIER, sensor, slot.x, slot.z)).toBe(false);
        }
      }
    }
  });
});
