/**
 * The heavy half of kit3d/physics.tsx, in a chunk of its own: @react-three/rapier
 * and Rapier's WASM. <Physics paused> loads Rapier (it suspends meanwhile) and
 * never steps; its module is handed to the scene through RapierContext.
 */
import { Physics, useRapier } from '@react-three/rapier';
import type { ReactNode } from 'react';
import { RapierContext, keepRapier } from './rapierContext';
import { Ready } from './Ready';

function HandOver({ children }: { children: ReactNode }) {
  const { rapier } = useRapier();
  keepRapier(rapier);
  return <RapierContext value={rapier}>{children}</RapierContext>;
}

export default function LoadedPhysics({ onReady, children }: { onReady?: (() => void) | undefined; children: ReactNode }) {
  return (
    <Physics paused>
      <HandOver>
        {onReady && <Ready onReady={onReady} />}
        {children}
      </HandOver>
    </Physics>
  );
}
