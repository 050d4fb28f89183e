/**
 * The physics kit every physical game uses: Rapier loaded once, the fixed
 * 1/60 s frame, the one fixed-step runner, static worlds kept as snapshots,
 * and maths that is the same bit for bit in every JavaScript engine.
 * Nothing here knows a game (it must not import shared/games).
 * docs/physics.md explains the model built on it.
 */
export { cbrt, angleOf, unitCircle } from './det-math.js';
export { FRAME_S, substepTimestep, substepsPerFrame } from './frame.js';
export {
  type RapierApi,
  type RapierBody,
  type RapierCollider,
  type RapierWorld,
  collisionGroups,
  initPhysics,
  loadedRapier,
  physicsReady,
} from './rapier.js';
export { type FrameStepper, stepUntil } from './run.js';
export { WorldSnapshots } from './snapshots.js';
