/** The Rapier module <PausedPhysics> loaded, handed to its children (physics.tsx; the same package as the host's: the same numbers). */
import { createContext } from 'react';
import type { RapierApi } from '../../../shared/sim/rapier';

export const RapierContext = createContext<RapierApi | null>(null);
