/**
 * Rapier in a 3D scene: <PausedPhysics> loads it (the WASM, through
 * @react-three/rapier, with a Suspense fallback) and never steps a world of
 * its own: @react-three/rapier's automatic step runs by the frame's real
 * duration, which no replay can repeat. The scenes build the host's worlds
 * with the module it loaded (useRapierApi) and step them themselves, one
 * fixed frame at a time (ReplayPlayer).
 *
 * Rapier (its WASM inlined: 2.2 MB, about 840 KB gzipped) comes in a chunk of
 * its own (rapierPhysics.tsx), fetched when a scene first mounts
 * <PausedPhysics> or when preloadPhysics() asks for it: a scene draws its
 * table without it, and only what replays the host's physics waits for it
 * (on a phone's slow link it would hold the table back by seconds, issue #29).
 * This module stays light: a scene imports it, never Rapier.
 */
import { type ReactNode, Suspense, lazy, use, useEffect, useRef } from 'react';
import type { RapierApi } from '../../../shared/sim/rapier';
import { RapierContext } from './rapierContext';

const LoadedPhysics = lazy(() => import('./rapierPhysics'));

/** Fetches Rapier's chunk ahead of a scene that will need it (once: a later <PausedPhysics> finds it loaded). */
export function preloadPhysics(): Promise<unknown> {
  return import('./rapierPhysics');
}

export function PausedPhysics({ onReady, fallback = null, children }: { onReady?(): void; fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LoadedPhysics onReady={onReady}>{children}</LoadedPhysics>
    </Suspense>
  );
}

/** Hands Rapier's module to `onLoaded` once, from inside a <PausedPhysics>: for a scene that draws before it has it. */
export function TakeRapier({ onLoaded }: { onLoaded(rapier: RapierApi): void }) {
  const rapier = useRapierApi();
  const told = useRef(onLoaded);
  told.current = onLoaded;
  useEffect(() => told.current(rapier), [rapier]);
  return null;
}

export { loadedRapier } from './rapierContext';

/** The Rapier module <PausedPhysics> loaded; only inside it. */
export function useRapierApi(): RapierApi {
  const rapier = use(RapierContext);
  if (rapier === null) throw new Error('useRapierApi: only inside <PausedPhysics>, once it has loaded Rapier.');
  return rapier;
}
