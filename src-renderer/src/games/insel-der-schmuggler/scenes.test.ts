/**
 * What a LAN guest's page fetches ahead of Insel's table (scenes.ts): the still land's chunk first, then
 * the still land is made while the bay's chunk (react-three-fiber with it, the largest) is on its way, the machine's renderer is asked
 * meanwhile (a throwaway WebGL context), and Rapier comes last.
 */
import { describe, expect, it, vi } from 'vitest';

const order: string[] = [];
let bayArrives = () => {};
const bayHeld = new Promise<void>((resolve) => (bayArrives = resolve));

vi.mock('./scene/BayScene', async () => {
  order.push('bay asked');
  await bayHeld;
  order.push('bay');
  return { default: () => null };
});
vi.mock('./scene/still-land', () => {
  order.push('still land’s chunk');
  return { prepareStillLand: async () => void order.push('still land') };
});
vi.mock('../../kit3d/physics', () => ({ preloadPhysics: async () => void order.push('physics') }));
vi.mock('../../kit3d/drawing-tier', () => ({ probeRendererAhead: () => void order.push('renderer') }));

describe('the scenes fetched ahead', () => {
  it('fetch the still land’s chunk before asking for the bay’s, probe the renderer and make the still land before the bay’s chunk has come, and ask for Rapier once both are in', async () => {
    const { preloadScenes } = await import('./scenes');
    const done = preloadScenes();
    await vi.waitFor(() => expect(order).toContain('still land'));
    expect(order).not.toContain('bay');
    // The bay's chunk is asked for only once the still land's is in: they do not share the link.
    expect(order.indexOf('still land’s chunk')).toBeLessThan(order.indexOf('bay asked'));
    expect(order).toContain('renderer');
    bayArrives();
    await done;
    expect(order.slice(-2)).toEqual(['bay', 'physics']);
  });
});
