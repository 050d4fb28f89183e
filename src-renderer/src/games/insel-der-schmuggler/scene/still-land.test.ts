/**
 * The bay's still land is made once a page: a coarse first pass, which a lobby may make ahead a step per
 * task and the bay then takes as it is, and a fine pass in idle time that replaces it. Each is what a
 * making in one go gives.
 */
import type { DataTexture } from 'three';
import { describe, expect, it } from 'vitest';
import { PASSES, type StillLand, finePassSteps, firstPassSteps, onStillLandChange, prepareStillLand, refineStillLand, stillLand } from './still-land';
import { runSteps as run } from './run-steps';

function pixelsOf(map: StillLand['waterMap']): { data: Uint8Array; width: number; height: number } {
  return (map as DataTexture).image as { data: Uint8Array; width: number; height: number };
}

/** The mean of each colour channel of a map. */
function meanColour(map: StillLand['waterMap']): number[] {
  const { data } = pixelsOf(map);
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (data[i + c] as number);
  return sum.map((s) => s / (data.length / 4));
}

describe('the still land', () => {
  it('is made ahead a step per task, taken as it is, coarse, then replaced by the fine pass in idle time once asked; each equals a making in one go', async () => {
    let done = false;
    const preparing = prepareStillLand().then(() => {
      done = true;
    });
    // The first step ran at the call; the rest wait for later tasks.
    let tasks = 0;
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      tasks++;
    }
    await preparing;
    expect(tasks).toBeGreaterThanOrEqual(3);

    const made = stillLand();
    expect(stillLand()).toBe(made);
    expect(made.fine).toBe(false);
    expect(pixelsOf(made.waterMap).width).toBe(PASSES.first.waterTexels);
    const firstColours = Array.from(made.land.getAttribute('color').array);
    // A second preparation has nothing left to do.
    let again = false;
    void prepareStillLand().then(() => {
      again = true;
    });
    await Promise.resolve();
    expect(again).toBe(true);

    const fresh = run(firstPassSteps());
    for (const part of ['land', 'water', 'sky'] as const) {
      for (const name of ['position', 'normal', 'color'] as const) {
        const attribute = made[part].getAttribute(name);
        if (attribute === undefined) continue;
        expect(Array.from(attribute.array), `${part} ${name}`).toEqual(Array.from(fresh.still[part].getAttribute(name).array));
      }
    }
    expect(Array.from(pixelsOf(made.waterMap).data)).toEqual(Array.from(pixelsOf(fresh.still.waterMap).data));

    // The fine pass waits for the bay to have drawn the first: asked, it comes in idle time, and the bay hears of it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stillLand()).toBe(made);
    const told = new Promise<void>((resolve) => {
      const stop = onStillLandChange(() => {
        stop();
        resolve();
      });
    });
    refineStillLand();
    refineStillLand();
    await told;
    const fine = stillLand();
    expect(fine).not.toBe(made);
    expect(fine.fine).toBe(true);
    // The same geometries (a mounted bay keeps them), the land's colours changed in place.
    expect(fine.land).toBe(made.land);
    expect(fine.water).toBe(made.water);
    expect(pixelsOf(fine.waterMap).width).toBe(PASSES.fine.waterTexels);
    const fineColours = Array.from(fine.land.getAttribute('color').array);
    expect(fineColours).not.toEqual(firstColours);

    const freshFine = run(finePassSteps(fresh.still.land, fresh.unlit));
    expect(fineColours).toEqual(Array.from(freshFine.colours));
    expect(Array.from(pixelsOf(fine.waterMap).data)).toEqual(Array.from(pixelsOf(freshFine.waterMap).data));

    // The first pass is a preview of the fine one: the same water at a glance (the mean colour within a few levels)
    // and most of the land's vertices lit alike.
    const coarseMean = meanColour(made.waterMap);
    meanColour(fine.waterMap).forEach((channel, c) => expect(Math.abs(channel - (coarseMean[c] as number))).toBeLessThan(4));
    let alike = 0;
    for (let i = 0; i < fineColours.length; i++) if (Math.abs((fineColours[i] as number) - (firstColours[i] as number)) < 1e-6) alike++;
    expect(alike / fineColours.length).toBeGreaterThan(0.9);
  }, 60_000);
});
