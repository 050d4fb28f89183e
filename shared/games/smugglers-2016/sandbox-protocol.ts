/**
 * The physics sandbox's messages as Smugglers (2016) fills them in. The
 * protocol (shared/protocol/sandbox.ts) knows no game: its requests carry a
 * sweep plan or a profile as plain JSON, which the host checks with the
 * schemas here, and the types of the game data in its answers and pushes come
 * from the declaration below. A module that uses the sandbox's messages
 * imports them from here, so that the declaration comes with them.
 */
import type { PhysicsProfile } from './physics/index.js';
import type { SweepResult } from './physics/sweep-plan.js';

declare module '../../protocol/sandbox.js' {
  interface SandboxGameTypes {
    profile: PhysicsProfile;
    sweepResult: SweepResult;
  }
}

/** The schemas the host checks the sandbox's requests with: a sweep's plan, a profile to save. */
export { physicsProfileSchema, type PhysicsProfile } from './physics/index.js';
export { type SweepPlan, sweepPlanSchema, type SweepResult } from './physics/sweep-plan.js';

export {
  type NamedProfile,
  type SandboxResultFor,
  STANDARD_PROFILE_NAME,
  sandboxNameSchema,
  type Study,
  type StudySummary,
  type SweepUpdate,
} from '../../protocol/sandbox.js';
