/**
 * The bay's parts that never move (the land lit by the sun, the water and its
 * map, the sky), made once a page: they are the same at every table, and a
 * throttled phone spends over a second on them (issue #29). The bay takes
 * them when it mounts (Land.tsx), making at once what is not made yet; a LAN
 * guest's page makes them ahead while he waits in the lobby (scenes.ts),
 * a step per task so that the page answers a finger between the steps.
 */
import type { BufferAttribute, BufferGeometry, Texture } from 'three';
import { WATER_Y } from './layout';
import { gridLineCover } from './overlays';
import { WATER_RADIUS, sceneryGeometry, skyGeometry, waterColour, waterGeometry } from './scenery';
import { rgb } from './shapes';
import { type SunShadowMap, bakeSunlight, flatLight, inSunShadow, sunShadowMap } from './sunlight';
import { type WaterFinish, waterTexture } from './surfaces';

/** The land's depth map from the sun: the bay and its islands, fine enough for a tree's shadow to reach a few vertices. */
const SHADOW_REACH = 1.3;
const SHADOW_CELLS = 2048;

/** The water's map's texels across its disc (surfaces.ts waterTexture). */
const WATER_TEXELS = 1024;

/** What the water's map carries besides its colour: the sun's light, the land's shadows and the fields' lines. */
function waterFinish(shadows: SunShadowMap): WaterFinish {
  const texel = (2 * WATER_RADIUS) / WATER_TEXELS;
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
}

/** Its making, a step at a time (a fresh one for each call). */
export function* stillLandSteps(): Generator<void, StillLand> {
  const land = sceneryGeometry();
  yield;
  const positions = land.getAttribute('position').array;
  const shadows = sunShadowMap(positions, land.index?.array ?? null, SHADOW_REACH, SHADOW_CELLS);
  yield;
  const colours = land.getAttribute('color') as BufferAttribute;
  bakeSunlight(positions, land.getAttribute('normal').array, colours.array, colours.itemSize, shadows);
  colours.needsUpdate = true;
  const water = waterGeometry();
  const sky = skyGeometry();
  yield;
  return { land, water, sky, waterMap: waterTexture(WATER_RADIUS, waterColour, waterFinish(shadows)) };
}

const making = stillLandSteps();
let still: StillLand | null = null;

/** One more step; the land once it is made. */
function stepStillLand(): StillLand | null {
  if (still === null) {
    const step = making.next();
    if (step.done === true) still = step.value;
  }
  return still;
}

/** The still land, made now if it is not yet. */
export function stillLand(): StillLand {
  for (;;) {
    const made = stepStillLand();
    if (made !== null) return made;
  }
}

/** Makes the still land ahead of the bay, a step per task. */
export async function prepareStillLand(): Promise<void> {
  while (stepStillLand() === null) await new Promise((resolve) => setTimeout(resolve, 0));
}
