/** The Rapier module <PausedPhysics> loaded, handed to its children (physics.tsx; the same package as the host's: the same numbers). */
import { createContext } from 'react';
import type { RapierApi } from '../../../shared/sim/rapier';

export const RapierContext = createContext<RapierApi | null>(null);

let loaded: RapierApi | null = null;

/** Rapier's module once a <PausedPhysics> has loaded it (it stays loaded for the page's life), else null. */
export function loadedRapier(): RapierApi | null {
  return loaded;
}

/** Kept by the loaded physics: a scene made later may skip drawing without it first. */
export function keepRapier(rapier: RapierApi): void {
  loaded = rapier;
}
