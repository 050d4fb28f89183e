/**
 * The sculpting station, loaded lazily: three and react-three-fiber stay in its
 * own chunk. The table renders <LazySculptStation …/> inside <Suspense>; a
 * page may fetch it ahead (`LazySculptStation.preload()`, see the game's
 * the manifest's preload), and it then renders at once.
 */
import { lazyWithPreload } from 'react-lazy-with-preload';

export const LazySculptStation = lazyWithPreload(() => import('./SculptStation'));
export type { ReroundMove, SculptMove, SculptResult, SculptStationProps } from './SculptStation';
