/**
 * A roll: a Rapier simulation of one sphere pushed down one lane towards the
 * fence, stepped at a fixed 1/60 s frame (never the wall clock), until its
 * outcome is known. The same inputs give the same frames and the same outcome
 * in Node (the host, the truth) and in Chromium (the 3D replay): Rapier's WASM
 * build is deterministic for the same version and the same calls in the same
 * order, and buildRollWorld makes exactly those calls.
 *
 * How a roll is decided (docs/physics.md):
 *  - passed: the sphere's centre is beyond the fence's back face;
 *  - stuck: it reached the fence (its shape touched the fence) and
 *    then came to rest, or rolled back from it on a flat or uphill lane (it can
 *    never come back), or the frame cap came;
 *  - short: it came to rest (or the frame cap came) without reaching the fence.
 */
import { FRAME_S, substepTimestep, substepsPerFrame } from '../../../sim/frame.js';
import { type RapierApi, type RapierBody, type RapierWorld, collisionGroups, initPhysics, loadedRapier, physicsReady } from '../../../sim/rapier.js';
import { stepUntil } from '../../../sim/run.js';
import { WorldSnapshots } from '../../../sim/snapshots.js';
import type { RollInput, RollOutcome, RollResult } from './contract.js';
import { DEFAULT_PROFILE, type PhysicsProfile, pushSpeedMps } from './profile.js';
import { sphereShape, type SphereShape } from './sphere-shape.js';
import { type StaticPiece, trackGeometry, trackPieces } from './track.js';

// Rapier's loading and the frame are the physics kit's (shared/sim); re-exported for the game's callers.
export { FRAME_S, type RapierApi, initPhysics, physicsReady };

/**
 * Rapier's length unit: the size of a typical object in metres. Our spheres are
 * 1.5–4 cm, so Rapier's tolerances (allowed penetration, prediction distance)
 * are scaled to a hundredth of their human-sized defaults.
 */
export const LENGTH_UNIT = 0.01;
/** Stiffness of the contacts, Hz (Rapier's default, 30, lets a ball sink 0.3 mm into the floor). */
export const CONTACT_FREQUENCY_HZ = 120;
/** Rolling back from the fence faster than this (m/s) on a lane that is not downhill: stuck. */
const BACK_SPEED = 0.01;

// Collision groups: the ball rolls on the floor and along the rails, the bumpy shape meets the fence.
const FLOOR = 0x0001;
const FENCE = 0x0002;
const ROLLER = 0x0004;
const SHAPE = 0x0008;

/** A roll's world, ready to step. Free it when done (Rapier's memory is WASM memory, not garbage-collected). */
export interface RollWorld {
  readonly world: RapierWorld;
  /** The sphere: draw shape (sphereRenderMesh) at body.translation() turned by body.rotation(). */
  readonly body: RapierBody;
  readonly shape: SphereShape;
  /** Frames stepped so far. */
  readonly frames: number;
  /** The outcome, once known. */
  readonly outcome: RollOutcome | null;
  /** The frame at which the outcome became known (0 before). */
  readonly outcomeFrame: number;
  /** The profile's frame cap (profile.sim.maxFrames): the outcome is known by then at the latest. */
  readonly maxFrames: number;
  /**
   * Advances one 1/60 s frame (profile.sim.substeps world steps) and returns
   * the outcome once known. It keeps stepping after that, so that a replay can
   * show the sphere rolling on; the outcome no longer changes.
   */
  stepFrame(): RollOutcome | null;
  free(): void;
}

function staticWorld(R: RapierApi, profile: PhysicsProfile, hole: number): RapierWorld {
  const g = profile.sim.gravityMps2;
  const slope = profile.track.slope;
  const tilt = Math.sqrt(1 + slope * slope);
  const world = new R.World({ x: 0, y: -g / tilt, z: (-g * slope) / tilt });
  world.timestep = substepTimestep(profile.sim.substeps);
  world.lengthUnit = LENGTH_UNIT;
  world.integrationParameters.contact_natural_frequency = CONTACT_FREQUENCY_HZ;
  for (const piece of trackPieces(profile, hole)) addStaticPiece(R, world, piece, profile);
  return world;
}

function addStaticPiece(R: RapierApi, world: RapierWorld, piece: StaticPiece, profile: PhysicsProfile): void {
  const desc =
    piece.kind === 'cuboid'
      ? R.ColliderDesc.cuboid(...piece.halfExtents).setTranslation(...piece.centre)
      : R.ColliderDesc.convexHull(new Float32Array(piece.points));
  if (!desc) throw new Error('buildRollWorld: a piece of the track is not a convex shape');
  const group = piece.role === 'fence' ? collisionGroups(FENCE, SHAPE) : collisionGroups(FLOOR, ROLLER);
  world.createCollider(desc.setFriction(profile.material.friction).setRestitution(profile.material.restitution).setCollisionGroups(group));
}

/**
 * The lane's static world, built once per profile and lane and kept as a
 * Rapier snapshot: restoring it is several times cheaper than computing the
 * fence's convex pieces again, and every roll (host or replay) starts from the
 * same bytes.
 */
const snapshots = new WorldSnapshots(64);

function restoreStaticWorld(R: RapierApi, profile: PhysicsProfile, hole: number): RapierWorld {
  const key = `${hole}|${JSON.stringify([profile.holesMm, profile.track, profile.material, profile.sim])}`;
  const world = snapshots.restore(R, key, () => staticWorld(R, profile, hole));
  // Set again: the snapshot carries them, but a replay must not depend on that.
  world.timestep = substepTimestep(profile.sim.substeps);
  world.lengthUnit = LENGTH_UNIT;
  world.integrationParameters.contact_natural_frequency = CONTACT_FREQUENCY_HZ;
  return world;
}

/**
 * Builds the world of one roll: the lane's static pieces, then the sphere at
 * the start position, already rolling at the push's speed. The 3D replay
 * builds it with the Rapier module it already has and calls stepFrame once
 * per displayed 1/60 s frame, drawing body.translation() and body.rotation().
 */
export function buildRollWorld(R: RapierApi, input: RollInput, profile: PhysicsProfile = DEFAULT_PROFILE): RollWorld {
  const hole = input.hole;
  if (!Number.isInteger(hole) || hole < 0 || hole >= profile.holesMm.length) throw new Error(`buildRollWorld: no hole ${hole}`);
  const substeps = substepsPerFrame(profile.sim.substeps);
  const shape = sphereShape(input.sphere, profile);
  const geometry = trackGeometry(profile);
  const world = restoreStaticWorld(R, profile, hole);

  // The sphere is two colliders on one body: a ball of the putty's radius rolls on the floor and
  // runs along the rails (a putty ball rolls smoothly; a polyhedron would brake at every edge),
  // and the bumpy shape meets the fence, where its bumps decide whether it passes.
  const radius = shape.radius;
  const speed = pushSpeedMps(input.push.strength, profile);
  const mass = input.sphere.massG / 1000;
  const inertia = 0.4 * mass * radius * radius;
  const body = world.createRigidBody(
    R.RigidBodyDesc.dynamic()
      .setTranslation(geometry.laneX[hole] as number, radius, 0)
      // Rolling without slipping towards −z: v + ω × (0, −r, 0) = 0.
      .setLinvel(0, 0, -speed)
      .setAngvel({ x: -speed / radius, y: 0, z: 0 })
      .setLinearDamping(profile.material.linearDampingPerS)
      .setAngularDamping(profile.material.angularDampingPerS),
  );
  world.createCollider(
    R.ColliderDesc.ball(radius)
      .setMassProperties(mass, { x: 0, y: 0, z: 0 }, { x: inertia, y: inertia, z: inertia }, { x: 0, y: 0, z: 0, w: 1 })
      .setFriction(profile.material.friction)
      .setRestitution(profile.material.restitution)
      .setCollisionGroups(collisionGroups(ROLLER, FLOOR)),
    body,
  );
  const hullDesc =
    shape.borderRadius > 0 ? R.ColliderDesc.roundConvexHull(shape.points, shape.borderRadius) : R.ColliderDesc.convexHull(shape.points);
  if (!hullDesc) throw new Error('buildRollWorld: the sphere is not a convex shape');
  const hull = world.createCollider(
    hullDesc
      .setDensity(0)
      .setFriction(profile.material.friction)
      .setRestitution(profile.material.restitution)
      .setCollisionGroups(collisionGroups(SHAPE, FENCE)),
    body,
  );

  const nearZ = geometry.fenceFrontZ + 0.002;
  const touch = profile.sim.touchMm / 1000;
  const restSpeed = profile.sim.restSpeedMps;
  const resistance = profile.material.rollingResistance * mass * profile.sim.gravityMps2;
  const canRollBack = profile.track.slope > 0;
  let frames = 0;
  let outcomeFrame = 0;
  let outcome: RollOutcome | null = null;
  let reached = false;
  let still = 0;
  let freed = false;

  // Only fence pieces interact with the bumpy shape, so any contact of it is with the fence.
  const touchesFence = (): boolean => {
    let touching = false;
    world.contactPairsWith(hull, (other) => {
      if (touching) return;
      world.contactPair(hull, other, (manifold) => {
        for (let i = 0; i < manifold.numContacts(); i++) if (manifold.contactDist(i) <= touch) touching = true;
      });
    });
    return touching;
  };

  // One read of the body per frame: each read allocates a wrapper around WASM memory.
  const decide = (v: { x: number; y: number; z: number }): RollOutcome | null => {
    const p = body.translation();
    if (p.z < geometry.fenceBackZ) return 'passed';
    if (!reached && p.z - shape.boundingRadius <= nearZ) reached = touchesFence();
    if (reached && !canRollBack && v.z > BACK_SPEED) return 'stuck';
    const linear = Math.sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
    let isStill = false;
    if (linear < restSpeed) {
      const w = body.angvel();
      isStill = Math.sqrt(w.x * w.x + w.y * w.y + w.z * w.z) * radius < restSpeed;
    }
    still = isStill ? still + 1 : 0;
    if (still >= profile.sim.restFrames || frames >= profile.sim.maxFrames || p.y < -0.05) return reached ? 'stuck' : 'short';
    return null;
  };

  let velocity = body.linvel();
  const stepFrame = (): RollOutcome | null => {
    if (freed) return outcome;
    // Rolling resistance: a steady force against the motion along the floor, set once per frame.
    body.resetForces(false);
    const horizontal = Math.sqrt(velocity.x * velocity.x + velocity.z * velocity.z);
    if (resistance > 0 && horizontal > restSpeed / 2) {
      body.addForce({ x: (-resistance * velocity.x) / horizontal, y: 0, z: (-resistance * velocity.z) / horizontal }, true);
    }
    for (let i = 0; i < substeps; i++) world.step();
    frames++;
    velocity = body.linvel();
    if (!outcome) {
      outcome = decide(velocity);
      if (outcome) outcomeFrame = frames;
    }
    return outcome;
  };

  return {
    world,
    body,
    shape,
    get frames() {
      return frames;
    },
    get outcome() {
      return outcome;
    },
    get outcomeFrame() {
      return outcomeFrame;
    },
    maxFrames: profile.sim.maxFrames,
    stepFrame,
    free() {
      if (freed) return;
      freed = true;
      world.free();
    },
  };
}

/**
 * Steps a roll's world until its outcome is known (through the kit's one
 * fixed-step runner; the roll decides by its frame cap at the latest).
 */
export function stepUntilOutcome(roll: RollWorld): RollResult {
  stepUntil(roll, () => roll.outcome !== null, Math.max(1, roll.maxFrames));
  const outcome = roll.outcome;
  if (outcome === null) throw new Error('stepUntilOutcome: no outcome by the frame cap');
  return { outcome, frames: roll.outcomeFrame };
}

/** A roll, once initPhysics() has finished (for batches: the bots, the benchmark). */
export function simulateRollSync(input: RollInput, profile: PhysicsProfile = DEFAULT_PROFILE): RollResult {
  const roll = buildRollWorld(loadedRapier('simulateRollSync'), input, profile);
  try {
    return stepUntilOutcome(roll);
  } finally {
    roll.free();
  }
}

/** A roll: the outcome of pushing this sphere down this lane. The same input always gives the same result. */
export async function simulateRoll(input: RollInput, profile: PhysicsProfile = DEFAULT_PROFILE): Promise<RollResult> {
  await initPhysics();
  return simulateRollSync(input, profile);
}
