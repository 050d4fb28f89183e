/**
 * Rapier in a 3D scene: <PausedPhysics> loads it (the WASM, through
 * @react-three/rapier, with a Suspense fallback) and never steps a world of
 * its own: @react-three/rapier's automatic step runs by the frame's real
 * duration, which no replay can repeat. The scenes build the host's worlds
 * with the module it loaded (useRapierApi) and step them themselves, one
 * fixed frame at a time (ReplayPlayer).
 */
import { Physics, useRapier } from '@react-three/rapier';
import { type ReactNode, Suspense } from 'react';
import type { RapierApi } from '../../../shared/sim/rapier';
import { Ready } from './Ready';

export function PausedPhysics({ onReady, fallback = null, children }: { onReady?(): void; fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Physics paused>
        {onReady && <Ready onReady={onReady} />}
        {children}
      </Physics>
    </Suspense>
  );
}

/** The Rapier module <PausedPhysics> loaded (the same package as the host's: the same numbers). */
export function useRapierApi(): RapierApi {
  return useRapier().rapier;
}
