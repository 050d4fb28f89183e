/**
 * The physical model of Smugglers (2016): the profile (one configuration
 * table), the sculpted sphere's shape, the track, and the Rapier roll.
 * docs/physics.md explains the numbers and the model.
 */
export type { RollInput, RollOutcome, RollPush, RollResult, SphereSpec } from './contract.js';
export {
  DEFAULT_PROFILE,
  type PhysicsProfile,
  physicsProfileSchema,
  massForDiameterG,
  pushSpeedMps,
  sphereDiameterMm,
} from './profile.js';
export { nominalRadiusM, roundedHullVolume, sphereRenderMesh, sphereShape, type SphereShape } from './sphere-shape.js';
export { type StaticPiece, type TrackGeometry, trackGeometry, trackPieces } from './track.js';
export {
  FRAME_S,
  LENGTH_UNIT,
  type RapierApi,
  type RollWorld,
  buildRollWorld,
  initPhysics,
  physicsReady,
  simulateRoll,
  simulateRollSync,
  stepUntilOutcome,
} from './roll.js';
