/**
 * The sculpting station, loaded lazily: three and react-three-fiber stay in its
 * own chunk. The table renders <LazySculptStation …/> inside <Suspense>.
 */
import { lazy } from 'react';

export const LazySculptStation = lazy(() => import('./SculptStation'));
export type { ReroundMove, SculptMove, SculptResult, SculptStationProps } from './SculptStation';
