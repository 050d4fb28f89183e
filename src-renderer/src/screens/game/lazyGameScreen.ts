/**
 * The game screen, in its own chunk, loaded lazily with a `preload()` (as
 * screens/lan/lazyJoinScreen.ts): a guest's lobby fetches it ahead
 * (prefetchTable.ts).
 */
import { lazyWithPreload } from 'react-lazy-with-preload';

export const GameScreen = lazyWithPreload(() => import('./GameScreen'));
