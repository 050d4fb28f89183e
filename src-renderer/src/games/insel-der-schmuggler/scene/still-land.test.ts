/**
 * The bay's still land is made once a page, and a lobby may make it ahead a step per task: the bay then
 * takes the very objects made ahead, and they are what a making in one go gives.
 */
import { describe, expect, it } from 'vitest';
import { prepareStillLand, stillLand, stillLandSteps } from './still-land';

describe('the still land', () => {
  it('is made ahead a step per task, then taken as it is, and equals a making in one go', async () => {
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
    // A second preparation has nothing left to do.
    let again = false;
    void prepareStillLand().then(() => {
      again = true;
    });
    await Promise.resolve();
    expect(again).toBe(true);

    const steps = stillLandSteps();
    let step = steps.next();
    while (step.done !== true) step = steps.next();
    const fresh = step.value;
    for (const part of ['land', 'water', 'sky'] as const) {
      for (const name of ['position', 'normal', 'color'] as const) {
        const attribute = made[part].getAttribute(name);
        if (attribute === undefined) continue;
        expect(Array.from(attribute.array), `${part} ${name}`).toEqual(Array.from(fresh[part].getAttribute(name).array));
      }
    }
    expect(made.waterMap).toBe(fresh.waterMap);
  }, 60_000);
});
