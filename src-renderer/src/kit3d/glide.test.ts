import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { GLIDE_ARRIVED_M, glide } from './glide';

describe('a camera glide', () => {
  it('lands on its goal and stops asking for frames once what is left is under a pixel', () => {
    // The table's camera crosses a metre at 60 frames a second, 2.2 of the way a second (OrbitCamera's rate).
    const camera = new Vector3(1, 0, 0);
    const goal = new Vector3(0, 0, 0);
    const k = 2.2 / 60;
    let frames = 0;
    let left = camera.length();
    while (glide(camera, goal, k)) {
      frames++;
      left = camera.length();
      expect(frames).toBeLessThan(1000);
    }
    expect(camera.equals(goal)).toBe(true);
    // The last frame it asked for still had more than a third of a millimetre to go.
    expect(left).toBeGreaterThan(GLIDE_ARRIVED_M);
    // About 3.6 s of frames: coming within 10 µm, as before, took 5.2 s (313 frames).
    expect(frames).toBe(Math.ceil(Math.log(GLIDE_ARRIVED_M) / Math.log(1 - k)) - 1);
    expect(frames).toBeLessThan(220);
  });

  it('does not move a camera already there', () => {
    const camera = new Vector3(0.5, 1, 2);
    expect(glide(camera, new Vector3(0.5, 1, 2), 0.1)).toBe(false);
    expect(camera.toArray()).toEqual([0.5, 1, 2]);
  });
});
