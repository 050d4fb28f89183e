/**
 * The hole labels in each of the bench's views: none covers another, all
 * stay inside the picture and clear of the HUD at its top, at the stage
 * shapes the sandbox has (about 1.6 wide per unit of height in a 1024×700
 * window, 2 at 1280×800; narrower for the training mode's bench).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../../../../shared/games/smugglers-2016/physics/profile';
import { trackGeometry } from '../../../../shared/games/smugglers-2016/physics/track';
import { type CameraPreset, HUD_BAND, type LabelRect, benchPose, labelRects, labelSpots, overlaps } from './benchView';

const TRACK = trackGeometry(DEFAULT_PROFILE);
const FENCE_TOP = DEFAULT_PROFILE.track.fenceHeightMm / 1000;
const ASPECTS = [1.3, 1.6, 2, 2.4];
const PRESETS: CameraPreset[] = ['front', 'side', 'top', 'behind'];
const FOCUSES = [null, 0, 1, 2, 3, 4, 5, 6];

function rectsFor(preset: CameraPreset, focus: number | null, aspect: number): LabelRect[] {
  return labelRects(labelSpots(TRACK, FENCE_TOP, preset, focus, aspect), benchPose(TRACK, preset, focus), aspect);
}

function coveredPairs(rects: LabelRect[]): string[] {
  const pairs: string[] = [];
  rects.forEach((a, i) => rects.slice(i + 1).forEach((b) => overlaps(a, b) && pairs.push(`${a.hole + 1}/${b.hole + 1}`)));
  return pairs;
}

describe('the bench’s hole labels', () => {
  it('stood over their holes, cover one another from the side (why the side view lays them out)', () => {
    // What the bench drew before: all seven at the fence, whatever the view.
    const atTheFence = labelSpots(TRACK, FENCE_TOP, 'front', null, 2);
    for (const focus of [null, 0]) {
      expect(coveredPairs(labelRects(atTheFence, benchPose(TRACK, 'side', focus), 2)).length).toBeGreaterThan(0);
    }
  });

  it('cover no other label in any view, for one hole or all seven', () => {
    for (const preset of PRESETS) {
      for (const focus of FOCUSES) {
        for (const aspect of ASPECTS) {
          expect(coveredPairs(rectsFor(preset, focus, aspect)), `${preset}, hole ${focus ?? 'all'}, aspect ${aspect}`).toEqual([]);
        }
      }
    }
  });

  it('from the side stay inside the picture and below the HUD', () => {
    const hudBottom = 1 - 2 * HUD_BAND;
    for (const focus of FOCUSES) {
      for (const aspect of ASPECTS) {
        const rects = rectsFor('side', focus, aspect);
        expect(rects.length).toBeGreaterThan(0);
        for (const rect of rects) {
          const where = `hole ${rect.hole + 1} (view of hole ${focus ?? 'all'}, aspect ${aspect})`;
          expect(rect.left, where).toBeGreaterThan(-1);
          expect(rect.right, where).toBeLessThan(1);
          expect(rect.bottom, where).toBeGreaterThan(-1);
          expect(rect.top, where).toBeLessThan(hudBottom);
        }
      }
    }
  });

  it('from the side show the chosen hole’s label, or all seven stacked nearest lowest', () => {
    for (const focus of [0, 3, 6]) expect(labelSpots(TRACK, FENCE_TOP, 'side', focus, 2).map((spot) => spot.hole)).toEqual([focus]);
    const all = labelSpots(TRACK, FENCE_TOP, 'side', null, 2);
    expect(all.map((spot) => spot.hole)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // The camera stands off hole 7's end of the fence: hole 7's label is lowest, hole 1's highest.
    const heights = all.map((spot) => spot.position[1]);
    for (let i = 1; i < heights.length; i++) expect(heights[i - 1]).toBeGreaterThan(heights[i] as number);
    // Every label is still over its own hole.
    all.forEach((spot) => expect(spot.position[0]).toBe(TRACK.laneX[spot.hole]));
  });

  it('stand over the fence, each over its hole, in the other views', () => {
    for (const preset of ['front', 'top', 'behind'] as const) {
      const spots = labelSpots(TRACK, FENCE_TOP, preset, 2, 2);
      expect(spots).toHaveLength(7);
      spots.forEach((spot) => expect(spot.position).toEqual([TRACK.laneX[spot.hole], FENCE_TOP + 0.016, TRACK.fenceFrontZ]));
    }
  });
});
