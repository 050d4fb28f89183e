/**
 * The table's 3D scene, loaded lazily (three and react-three-fiber in its own
 * chunk), and what a page may fetch ahead of the table (its manifest's preload): the
 * sculpting station first (a round begins there), the table's scene, then
 * Rapier (only the roll replays need it).
 */
import { lazyWithPreload } from 'react-lazy-with-preload';
import { probeRendererAhead } from '../../kit3d/drawing-tier';
import { preloadPhysics } from '../../kit3d/physics';
import { LazySculptStation } from './sculpt';

export const TableScene = lazyWithPreload(() => import('./scene/TableScene'));

export async function preloadScenes(): Promise<void> {
  const station = LazySculptStation.preload();
  // The machine's renderer (a throwaway WebGL context) while the station's chunks are on the link.
  probeRendererAhead();
  await station;
  await TableScene.preload();
  await preloadPhysics();
}
