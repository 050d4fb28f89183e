/**
 * The bay, loaded lazily (three and react-three-fiber in its own chunk), and
 * what a page may fetch ahead of the table (its manifest's preload): the bay, then
 * Rapier (the bay's pieces live in a Rapier world: it draws once it is there),
 * and meanwhile the bay's still land, made ahead (scene/still-land.ts):
 * a throttled phone spent over a second on it when the table came up.
 */
import { lazyWithPreload } from 'react-lazy-with-preload';
import { probeRendererAhead } from '../../kit3d/drawing-tier';
import { preloadPhysics } from '../../kit3d/physics';

export const BayScene = lazyWithPreload(() => import('./scene/BayScene'));

export async function preloadScenes(): Promise<void> {
  // The still land needs only three's core, not the bay's chunk (react-three-fiber, the biggest): its chunks
  // come first, alone on the link (asked beside the bay's, they shared it with it and came ~0.5 s later on the
  // bench's phone), and it is made while the bay's chunk is on its way. Rapier, the largest by far, comes last
  // so as not to slow the others. The machine's renderer is asked meanwhile too (a throwaway WebGL context),
  // not when the bay mounts.
  const stillLand = import('./scene/still-land');
  probeRendererAhead();
  const land = await stillLand;
  const bay = BayScene.preload();
  await Promise.all([bay, land.prepareStillLand()]);
  await preloadPhysics();
}
