/**
 * The guest's lobby, in its own chunk: the join screen fetches it while the
 * guest types his name (JoinScreen.tsx).
 *
 * Loaded by React.lazy with a `preload()` (react-lazy-with-preload): a LAN
 * guest's page fetches his next screens ahead, and a screen fetched ahead then
 * renders at once. A plain React.lazy suspends on its first render even when
 * its chunk has arrived, and React holds a revealed screen back up to 300 ms
 * after a loading note (its Suspense throttle): on a phone that is time the
 * guest waits for nothing (issue #29).
 */
import { lazyWithPreload } from 'react-lazy-with-preload';

export const GuestLobby = lazyWithPreload(() => import('./GuestLobby').then((module) => ({ default: module.GuestLobby })));
