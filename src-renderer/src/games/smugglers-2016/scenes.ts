/**
 * The table's 3D scene, loaded lazily (three and react-three-fiber in its own
 * chunk), and what a page may fetch ahead of the table (its manifest's preload): the
 * sculpting station first (a round begins there), the table's scene, then
 * Rapier (only the roll replays need it).
 */
import { lazyWithPreload } from 'react-lazy-with-preload';
import { preloadPhysics } from '../../kit3d/physics';
import { LazySculptStation } from './sculpt';

export const TableScene = lazyWithPreload(() => import('./scene/TableScene'));

export async function preloadScenes(): Promise<void> {
  await LazySculptStation.preload();
  await TableScene.preload();
  await preloadPhysics();
}
