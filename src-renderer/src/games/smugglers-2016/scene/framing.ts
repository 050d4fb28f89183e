/**
 * The table's camera shots, framed for the canvas's shape: the overview
 * shows every lane, the fence with its numbers, the scale and the rooms
 * whether the window is wide or narrow (the camera stands further back in a
 * narrow one). Pure: the 3D scene and the tests use the same poses.
 */
import type { TrackGeometry } from '../../../../../shared/games/smugglers-2016/physics/track';
import { type Framed, type Vec3, frame } from '../../../kit3d/framing';
import type { Shot } from '../logic';
import { aidZ, barSpot, junkSpot, officeSpot, scaleSpot, screenSpot } from './places';

/** The vertical field of view of the table's camera, degrees. */
export const TABLE_FOV = 45;

/** The track's corners and the fence's top: every lane, end to end. */
export function lanePoints(track: TrackGeometry): Vec3[] {
  const x = track.halfWidth;
  const front = 0.06;
  const back = track.fenceBackZ - 0.02;
  const top = 0.06;
  return [
    [-x, 0, front],
    [x, 0, front],
    [-x, 0, back],
    [x, 0, back],
    [-x, top, track.fenceFrontZ],
    [x, top, track.fenceFrontZ],
  ];
}

/** The balance scale's reach: its pans and its beam. */
export function scalePoints(track: TrackGeometry): Vec3[] {
  const [x, , z] = scaleSpot(track);
  return [
    [x - 0.07, 0, z + 0.025],
    [x + 0.07, 0, z + 0.025],
    [x - 0.07, 0.09, z - 0.025],
    [x + 0.07, 0.09, z - 0.025],
  ];
}

/** Everything on the table a player follows: the lanes, the scale, the rooms, the boss, the screens. */
export function tablePoints(track: TrackGeometry, seats: number): Vec3[] {
  const points: Vec3[] = [...lanePoints(track), ...scalePoints(track)];
  const firstBar = barSpot(track, 0);
  const lastBar = barSpot(track, seats - 1);
  points.push([firstBar[0] + 0.02, 0.06, firstBar[2] + 0.02], [lastBar[0] + 0.02, 0.06, lastBar[2] - 0.02]);
  const firstJunk = junkSpot(track, 0);
  const lastJunk = junkSpot(track, seats - 1);
  points.push([firstJunk[0] - 0.025, 0.045, firstJunk[2] + 0.02], [lastJunk[0] - 0.025, 0.045, lastJunk[2] - 0.02]);
  for (const place of [1, 2] as const) {
    const [x, , z] = officeSpot(track, place);
    points.push([x + 0.03, 0.07, z - 0.03]);
  }
  // The boss on the smuggling aid, at either end of his walk.
  points.push([-track.halfWidth, 0.14, aidZ(track)], [track.halfWidth, 0.14, aidZ(track)]);
  for (const seat of [0, seats - 1]) {
    const [x, , z] = screenSpot(seat, seats);
    points.push([x - 0.05, 0, z + 0.045], [x + 0.05, 0, z + 0.045], [x, 0.05, z]);
  }
  return points;
}

/** The office's corner: the armchairs, the scale and the boss's end of the aid. */
function officePoints(track: TrackGeometry): Vec3[] {
  const points: Vec3[] = [...scalePoints(track)];
  for (const place of [1, 2] as const) {
    const [x, , z] = officeSpot(track, place);
    points.push([x - 0.035, 0, z + 0.03], [x + 0.035, 0.07, z - 0.03]);
  }
  points.push([track.laneX[3] ?? 0, 0, track.fenceFrontZ + 0.03]);
  return points;
}

/**
 * The lane shown, from the start to the fence with its printed size, its
 * neighbours' near halves, and the boss standing behind it.
 */
export function lanePointsOf(track: TrackGeometry, lane: number): Vec3[] {
  const x = track.laneX[lane] ?? 0;
  const side = track.pitch * 1.1;
  return [
    [x - side, 0, 0.04],
    [x + side, 0, 0.04],
    [x - side, 0.062, track.fenceFrontZ],
    [x + side, 0.062, track.fenceFrontZ],
    [x, 0.14, aidZ(track)],
  ];
}

/** Directions the shots look along (from the camera towards the table). */
const OVERVIEW: Vec3 = [0, -0.62, -0.6];
const JUNK: Vec3 = [0.05, -0.62, -0.55];
const OFFICE: Vec3 = [-0.1, -0.65, -0.6];

/**
 * The pose of a shot for a canvas of this aspect (width / height). The track
 * shot stays close behind the lane shown (the ball, the lane and its hole).
 * `seats` counts the players (their screens and balls in the rooms).
 */
export function shotPose(track: TrackGeometry, shot: Shot, lane: number, aspect: number, seats = 4): Framed {
  switch (shot) {
    case 'overview':
      return frame(tablePoints(track, seats), OVERVIEW, TABLE_FOV, aspect, 0.04);
    case 'junk':
      return frame(tablePoints(track, seats), JUNK, TABLE_FOV, aspect, 0.04);
    case 'office':
      return frame(officePoints(track), OFFICE, TABLE_FOV, aspect, 0.08);
    case 'track': {
      // From behind the player's end, a little towards the table's middle.
      const x = track.laneX[lane] ?? 0;
      return frame(lanePointsOf(track, lane), [x * 0.4, -0.26, -0.55], TABLE_FOV, aspect, 0.04);
    }
  }
}
