import { describe, expect, it } from 'vitest';
import { trackGeometry } from '../../../../../shared/games/smugglers-2016/physics/track';
import { allInView } from '../../../kit3d/framing';
import { TABLE_LIMITS, withinLimits } from '../../../kit3d/orbit-limits';
import { TABLE_FOV, lanePoints, lanePointsOf, scalePoints, shotPose, tablePoints } from './framing';

const track = trackGeometry();
/**
 * The 3D stage's shape in the app's window at 1280×800 and 1024×700 (the
 * stage beside the controls and the log, under the app's header, as
 * measured), and a wide one (a window with room to spare).
 */
const ASPECTS = { '1280×800': 628 / 702, '1024×700': 414 / 603, wide: 1.6 };

describe('the table’s overview shot', () => {
  for (const [size, aspect] of Object.entries(ASPECTS)) {
    for (const seats of [2, 4]) {
      it(`shows every lane, the fence and the scale in a ${size} window (${seats} players)`, () => {
        const shot = shotPose(track, 'overview', 3, aspect, seats);
        expect(allInView(lanePoints(track), shot.from, shot.at, TABLE_FOV, aspect, 0.02)).toBe(true);
        expect(allInView(scalePoints(track), shot.from, shot.at, TABLE_FOV, aspect, 0.02)).toBe(true);
        expect(allInView(tablePoints(track, seats), shot.from, shot.at, TABLE_FOV, aspect)).toBe(true);
      });
    }
  }

  it('looks down on the table from above its edge, never from under it', () => {
    for (const aspect of Object.values(ASPECTS)) {
      for (const shot of ['overview', 'junk', 'office', 'track'] as const) {
        const pose = shotPose(track, shot, 0, aspect);
        expect(pose.from[1]).toBeGreaterThan(pose.at[1] + 0.15);
      }
    }
  });

  it('the track shot shows the lane shown from its start to its hole, at every lane', () => {
    for (const aspect of Object.values(ASPECTS)) {
      for (let lane = 0; lane < track.laneX.length; lane++) {
        const shot = shotPose(track, 'track', lane, aspect);
        expect(allInView(lanePointsOf(track, lane), shot.from, shot.at, TABLE_FOV, aspect, 0.02)).toBe(true);
      }
    }
  });

  it('the inspection shot also shows every lane and the scale', () => {
    for (const aspect of Object.values(ASPECTS)) {
      const shot = shotPose(track, 'junk', 3, aspect, 4);
      expect(allInView(tablePoints(track, 4), shot.from, shot.at, TABLE_FOV, aspect)).toBe(true);
    }
  });

  it('every shot lies within the orbit camera’s limits, so a reset returns to a pose the player could reach', () => {
    for (const aspect of Object.values(ASPECTS)) {
      for (const shot of ['overview', 'track', 'junk', 'office'] as const) {
        const pose = shotPose(track, shot, 2, aspect, 4);
        expect(withinLimits(pose.from, pose.at, TABLE_LIMITS), `${shot} at ${aspect.toFixed(2)}`).toBe(true);
      }
    }
  });
});
