/**
 * The bay's parts that never move (the land lit by the sun, the water and its
 * map, the sky), made once a page: they are the same at every table, and a
 * throttled phone spent about two seconds on them (issue #29).
 *
 * They are made in two passes. The first is coarse where fineness costs most
 * and shows least at a glance: the sun's depth map at a quarter of its cells
 * (the land's shadows), the water's map at a sixteenth of its texels (the
 * water's light, the land's shadows on it and the fields' lines). The bay
 * draws with it at once. Once it has, the fine pass makes both at full
 * fineness in the page's idle time, a band of the water's map per task, and
 * the bay takes it when it is done: the land's colours in place, the water's
 * new map.
 *
 * The bay takes the land when it mounts (Land.tsx), making at once the first
 * pass if it is not made yet; a LAN guest's page makes it ahead while he
 * joins or waits in the lobby (scenes.ts), a step per task so that the page
 * answers a finger between the steps.
 */
import type { BufferAttribute, BufferGeometry, Texture } from 'three';
import { WATER_Y } from './layout';
import { gridLineCover } from './overlays';
import { WATER_RADIUS, sceneryGeometrySteps, skyGeometry, waterColour, waterGeometry } from './scenery';
import { rgb } from './shapes';
import { type SunShadowMap, bakeSunlight, flatLight, inSunShadow, sunShadowMap } from './sunlight';
import { type WaterFinish, waterPixelSteps, waterPixels, waterTexture } from './surfaces';

/** The land's depth map from the sun reaches this far (m) each way. */
const SHADOW_REACH = 1.3;

/** How fine each pass is: the sun's depth map's cells a side, the water's map's texels across its disc. */
export const PASSES = {
  first: { shadowCells: 1024, waterTexels: 256 },
  /** Fine enough for a tree's shadow to reach a few vertices; about as fine as the ripples' own tile was on the water. */
  fine: { shadowCells: 2048, waterTexels: 1024 },
} as const;

/** The fine water's map is painted this many rows a task (a sixteenth of it). */
const WATER_ROWS_PER_STEP = 64;

/** What the water's map carries besides its colour: the sun's light, the land's shadows and the fields' lines. */
function waterFinish(shadows: SunShadowMap, texels: number): WaterFinish {
  const texel = (2 * WATER_RADIUS) / texels;
  return {
    sunlit: flatLight(false),
    shade: flatLight(true),
    inShadow: (x, z) => inSunShadow(shadows, x, WATER_Y, z),
    lineAt: (x, z) => gridLineCover(x, z, texel),
    line: rgb('#eaf7fa'),
    lineOpacity: 0.24,
  };
}

export interface StillLand {
  /** The land, lit by the sun once: its light and shadows in its vertex colours. */
  land: BufferGeometry;
  water: BufferGeometry;
  sky: BufferGeometry;
  /** The water's map: its light, the land's shadows on it and the fields' lines. */
  waterMap: Texture;
  /** Whether this is the fine pass (else the first, coarse one). */
  fine: boolean;
}

/** The first pass's making, a step at a time (a fresh one for each call); `unlit` keeps the land's colours before the sun. */
export function* firstPassSteps(): Generator<void, { still: StillLand; unlit: Float32Array }> {
  const land = yield* sceneryGeometrySteps();
  yield;
  const positions = land.getAttribute('position').array;
  const colours = land.getAttribute('color') as BufferAttribute;
  const unlit = Float32Array.from(colours.array);
  const shadows = sunShadowMap(positions, land.index?.array ?? null, SHADOW_REACH, PASSES.first.shadowCells);
  yield;
  bakeSunlight(positions, land.getAttribute('normal').array, colours.array, colours.itemSize, shadows);
  colours.needsUpdate = true;
  const water = waterGeometry();
  const sky = skyGeometry();
  yield;
  const texels = PASSES.first.waterTexels;
  const waterMap = waterTexture(waterPixels(texels, WATER_RADIUS, waterColour, waterFinish(shadows, texels)), texels);
  return { still: { land, water, sky, waterMap, fine: false }, unlit };
}

/** The land's colours and the water's map at full fineness, a step at a time; the land's colours are not touched. */
export function* finePassSteps(land: BufferGeometry, unlit: Float32Array): Generator<void, { colours: Float32Array; waterMap: Texture }> {
  const positions = land.getAttribute('position').array;
  const shadows = sunShadowMap(positions, land.index?.array ?? null, SHADOW_REACH, PASSES.fine.shadowCells);
  yield;
  const colours = Float32Array.from(unlit);
  bakeSunlight(positions, land.getAttribute('normal').array, colours, land.getAttribute('color').itemSize, shadows);
  yield;
  const texels = PASSES.fine.waterTexels;
  const pixels = yield* waterPixelSteps(texels, WATER_RADIUS, waterColour, waterFinish(shadows, texels), WATER_ROWS_PER_STEP);
  return { colours, waterMap: waterTexture(pixels, texels) };
}

/** The page's still land, as far as it is made. */
let first: Generator<void, { still: StillLand; unlit: Float32Array }> | null = null;
let finePass: Generator<void, { colours: Float32Array; waterMap: Texture }> | null = null;
let still: StillLand | null = null;
let fineScheduled = false;
const listeners = new Set<() => void>();

/** One more step of the first pass; true once it is made. */
function stepFirstPass(): boolean {
  if (still !== null) return true;
  first ??= firstPassSteps();
  const step = first.next();
  if (step.done !== true) return false;
  still = step.value.still;
  finePass = finePassSteps(still.land, step.value.unlit);
  first = null;
  return true;
}

/** One more step of the fine pass (the first is made); true once it is taken. */
function stepFinePass(): boolean {
  if (finePass === null || still === null) return true;
  const step = finePass.next();
  if (step.done !== true) return false;
  finePass = null;
  const colours = still.land.getAttribute('color') as BufferAttribute;
  (colours.array as Float32Array).set(step.value.colours);
  colours.needsUpdate = true;
  // A new object: a bay that holds the first pass hears of it and draws again.
  still = { ...still, waterMap: step.value.waterMap, fine: true };
  for (const listener of listeners) listener();
  return true;
}

/** When the page has nothing else to do (a finger, a frame, a message come first); where it cannot tell, soon. */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
}

/**
 * Makes the fine pass in the page's idle time, a step each, once; the bay asks for it once it has drawn the
 * first (before, the page has the table to put up, and a step may take a few tenths of a second on a phone).
 */
export function refineStillLand(): void {
  if (fineScheduled) return;
  fineScheduled = true;
  const next = () => {
    if (!stepFinePass()) whenIdle(next);
  };
  whenIdle(next);
}

/** The still land as it is made now (the first pass made at once if it is not yet). */
export function stillLand(): StillLand {
  while (!stepFirstPass());
  return still as StillLand;
}

/** Tells `listener` when the fine pass replaces the first (a new stillLand()); returns the way to stop. */
export function onStillLandChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes the still land's first pass ahead of the bay, a step per task. */
export async function prepareStillLand(): Promise<void> {
  while (!stepFirstPass()) await new Promise((resolve) => setTimeout(resolve, 0));
}
