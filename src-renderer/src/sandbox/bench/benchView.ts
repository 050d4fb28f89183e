/**
 * Where the bench's cameras stand, and where the hole labels go in each
 * view. From the side the camera looks along the fence, so labels standing
 * over their holes would line up one in front of the other, the nearest (and
 * largest) covering the rest: there the bench shows the chosen hole's label
 * alone, or with all seven, stacks them so that each stays readable. Pure
 * geometry (three's math, no WebGL), so the layout is checked in unit tests.
 */
import { PerspectiveCamera, Vector3 } from 'three';
import type { TrackGeometry } from '../../../../shared/games/smugglers-2016/physics/track';
import type { CameraPose } from '../../kit3d/CameraRig';

export type CameraPreset = 'front' | 'side' | 'top' | 'behind';

/** The bench's camera: SceneCanvas's vertical field of view. */
export const BENCH_FOV = 45;

/** A hole label's size in the scene (m): the sprite's scale. */
export const LABEL_WIDTH = 0.044;
export const LABEL_HEIGHT = 0.022;
/** How far above the fence's top a label stands (m). */
const LABEL_LIFT = 0.016;

/**
 * The top of the picture the HUD (frame count, status) lies over, as a share
 * of the picture's height: about 40 px of a stage at least 340 px high.
 */
export const HUD_BAND = 0.12;

export function benchPose(TRACK: TrackGeometry, preset: CameraPreset, focus: number | null): CameraPose {
  const all = focus === null;
  const x = all ? 0 : (TRACK.laneX[focus] ?? 0);
  const midZ = TRACK.fenceFrontZ / 2;
  switch (preset) {
    case 'front':
      return all
        ? { from: new Vector3(0, 0.3, 0.24), at: new Vector3(0, 0, -0.16) }
        : { from: new Vector3(x * 0.7, 0.17, 0.2), at: new Vector3(x, 0.012, -0.17) };
    case 'side':
      return all
        ? { from: new Vector3(0.62, 0.14, midZ + 0.02), at: new Vector3(0.02, 0.045, midZ - 0.02) }
        : { from: new Vector3(x + 0.32, 0.07, midZ - 0.01), at: new Vector3(x, 0.015, midZ - 0.03) };
    case 'top':
      return all
        ? { from: new Vector3(0, 0.62, -0.1), at: new Vector3(0, 0, -0.13) }
        : { from: new Vector3(x, 0.4, -0.1), at: new Vector3(x, 0, -0.13) };
    case 'behind':
      return all
        ? { from: new Vector3(0, 0.13, TRACK.fenceBackZ - 0.36), at: new Vector3(0, 0.015, -0.1) }
        : { from: new Vector3(x, 0.05, TRACK.fenceBackZ - 0.16), at: new Vector3(x, 0.016, -0.1) };
  }
}

export interface LabelSpot {
  /** The hole (0-based). */
  hole: number;
  position: [number, number, number];
}

/** Where a label shows in the picture: left, right, bottom, top, from −1 to 1 (y up). */
export interface LabelRect {
  hole: number;
  left: number;
  right: number;
  bottom: number;
  top: number;
}

function viewCamera(pose: CameraPose, aspect: number): PerspectiveCamera {
  const camera = new PerspectiveCamera(BENCH_FOV, aspect, 0.005, 10);
  camera.position.copy(pose.from);
  camera.lookAt(pose.at);
  camera.updateMatrixWorld();
  camera.updateProjectionMatrix();
  return camera;
}

function rectOf(camera: PerspectiveCamera, spot: LabelSpot): LabelRect {
  const centre = new Vector3(...spot.position);
  const depth = centre.clone().sub(camera.position).dot(camera.getWorldDirection(new Vector3()));
  const tan = Math.tan(((BENCH_FOV / 2) * Math.PI) / 180);
  const halfH = LABEL_HEIGHT / 2 / (depth * tan);
  const halfW = LABEL_WIDTH / 2 / (depth * tan * camera.aspect);
  const p = centre.project(camera);
  return { hole: spot.hole, left: p.x - halfW, right: p.x + halfW, bottom: p.y - halfH, top: p.y + halfH };
}

/** Where each label shows in the picture of `pose` on a canvas `aspect` wide per unit of height. */
export function labelRects(spots: readonly LabelSpot[], pose: CameraPose, aspect: number): LabelRect[] {
  const camera = viewCamera(pose, aspect);
  return spots.map((spot) => rectOf(camera, spot));
}

/** A little room between two labels (in picture units) so that they do not touch. */
const GAP = 0.01;

export function overlaps(a: LabelRect, b: LabelRect): boolean {
  return a.left < b.right + GAP && b.left < a.right + GAP && a.bottom < b.top + GAP && b.bottom < a.top + GAP;
}

/**
 * The labels to draw and where, for the view of `preset` on a canvas `aspect`
 * wide per unit of height. Over the fence, each over its hole; from the side,
 * the chosen hole's label only (the others stand in its line of sight), or
 * with all seven, each raised just clear of those nearer the camera.
 */
export function labelSpots(TRACK: TrackGeometry, fenceHeightM: number, preset: CameraPreset, focus: number | null, aspect: number): LabelSpot[] {
  const y = fenceHeightM + LABEL_LIFT;
  const over = (hole: number): LabelSpot => ({ hole, position: [TRACK.laneX[hole] ?? 0, y, TRACK.fenceFrontZ] });
  const holes = TRACK.laneX.map((_, hole) => hole);
  if (preset !== 'side') return holes.map(over);
  if (focus !== null) return [over(focus)];
  const pose = benchPose(TRACK, preset, focus);
  const camera = viewCamera(pose, aspect);
  const nearestFirst = [...holes].sort((a, b) => pose.from.distanceTo(new Vector3(...over(a).position)) - pose.from.distanceTo(new Vector3(...over(b).position)));
  const placed: { spot: LabelSpot; rect: LabelRect }[] = [];
  for (const hole of nearestFirst) {
    const spot = over(hole);
    let rect = rectOf(camera, spot);
    // A staircase, nearest hole lowest: up in small steps until clear of the label below it and of every
    // other label already placed (a few centimetres at most).
    const below = placed.at(-1)?.rect;
    const clear = () => (below === undefined || rect.bottom >= below.top + GAP) && !placed.some((other) => overlaps(rect, other.rect));
    for (let lift = 0; lift < 400 && !clear(); lift++) {
      spot.position[1] += 0.0005;
      rect = rectOf(camera, spot);
    }
    placed.push({ spot, rect });
  }
  return placed.map((entry) => entry.spot).sort((a, b) => a.hole - b.hole);
}
