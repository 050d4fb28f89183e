/**
 * The join screen, in its own chunk. A page opened from a table's QR code
 * fetches it before the host has answered (boot.ts) and shows it as soon as it
 * is in (App.tsx).
 *
 * Loaded by React.lazy with a `preload()` (react-lazy-with-preload): a LAN
 * guest's page fetches his next screens ahead, and a screen fetched ahead then
 * renders at once. A plain React.lazy suspends on its first render even when
 * its chunk has arrived, and React holds a revealed screen back up to 300 ms
 * after a loading note (its Suspense throttle): on a phone that is time the
 * guest waits for nothing (issue #29).
 */
import { lazyWithPreload } from 'react-lazy-with-preload';

export const JoinScreen = lazyWithPreload(() => import('./JoinScreen').then((module) => ({ default: module.JoinScreen })));
