/**
 * Rapier, loaded once for every physical game. @dimforge/rapier3d-compat
 * (pinned to exactly 0.19.2, the copy @react-three/rapier uses too) is
 * deterministic: for the same calls in the same order it gives the same
 * numbers bit for bit, in Node (the host) and in Chromium (the 3D replays).
 */
import type RAPIER from '@dimforge/rapier3d-compat';

/** The Rapier module (@dimforge/rapier3d-compat), as imported or as @react-three/rapier hands it over. */
export type RapierApi = typeof RAPIER;
/** A Rapier world. Free it when done: Rapier's memory is WASM memory, not garbage-collected. */
export type RapierWorld = InstanceType<RapierApi['World']>;
export type RapierBody = InstanceType<RapierApi['RigidBody']>;
export type RapierCollider = InstanceType<RapierApi['Collider']>;

let ready: Promise<void> | null = null;
/** Set once initPhysics has finished. */
let loaded: RapierApi | null = null;

/**
 * Loads Rapier and its WASM (once). Every simulation needs it done. Rapier's code (its WASM inlined, ~2 MB)
 * is imported here, not with this module: the host does not wait for it before it listens (issue #27).
 */
export function initPhysics(): Promise<void> {
  ready ??= import('@dimforge/rapier3d-compat').then(async ({ default: rapier }) => {
    await rapier.init();
    loaded = rapier;
  });
  return ready;
}

/** Whether initPhysics has finished, so that synchronous simulations can run. */
export function physicsReady(): boolean {
  return loaded !== null;
}

/**
 * The Rapier module, once initPhysics() has finished (for synchronous runs:
 * the host's rolls, the bots, the benchmark). `who` names the caller in the
 * error thrown before that.
 */
export function loadedRapier(who: string): RapierApi {
  if (!loaded) throw new Error(`${who}: call and await initPhysics() first`);
  return loaded;
}

/**
 * A collider's collision groups: the groups it belongs to (`membership`, bits
 * 0..15) and those it may touch (`filter`), as Rapier packs them in one u32.
 */
export function collisionGroups(membership: number, filter: number): number {
  return ((membership << 16) | filter) >>> 0;
}
