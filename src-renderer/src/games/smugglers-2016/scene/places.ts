/**
 * Where things stand on the table, in table coordinates (metres; the track's
 * frame: y up, lanes towards −z, the player at +z). Pure, so that the
 * camera's framing and the props agree.
 */
import type { TrackGeometry } from '../../../../../shared/games/smugglers-2016/physics/track';

/** Where the smuggling aid stands, behind the fence. */
export const aidZ = (track: TrackGeometry): number => track.fenceBackZ - 0.07;

/** Ball i's place on the bar stools, the junk room's barrels, an armchair of the office. */
export function barSpot(track: TrackGeometry, i: number): [number, number, number] {
  return [track.halfWidth + 0.07, 0.053, -0.08 - i * 0.055];
}
export function junkSpot(track: TrackGeometry, i: number): [number, number, number] {
  return [-track.halfWidth - 0.06, 0.05, -0.04 - i * 0.065];
}
export function officeSpot(track: TrackGeometry, place: 1 | 2): [number, number, number] {
  return [track.halfWidth + 0.06 + (place - 1) * 0.08, 0.045, aidZ(track) - 0.09];
}

/** The balance scale's foot. */
export function scaleSpot(track: TrackGeometry): [number, number, number] {
  return [track.halfWidth + 0.16, 0, -0.16];
}

/** Where seat `seat` of `count` sits, along the front edge of the table. */
export function screenSpot(seat: number, count: number): [number, number, number] {
  const width = 0.36;
  const x = count === 1 ? 0 : -width / 2 + (seat * width) / (count - 1);
  return [x, 0, 0.14];
}

/** The die, right of the track's start. */
export function dieSpot(track: TrackGeometry): [number, number, number] {
  return [track.halfWidth + 0.06, 0.012, 0.03];
}
