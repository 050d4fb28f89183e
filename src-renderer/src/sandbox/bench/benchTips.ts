/**
 * What the bench's 3D view explains (kit3d sceneTips.ts): each hole's label, its
 * number and size, and which lane rolls. At the label over the hole, as the
 * player's, top and rear views put it (the side view raises some labels a few
 * centimetres out of one another's way: the tip stays over the hole).
 */
import type { PhysicsProfile } from '../../../../shared/games/smugglers-2016/physics/profile';
import type { TrackGeometry } from '../../../../shared/games/smugglers-2016/physics/track';
import type { SceneTip } from '../../kit3d/sceneTips';
import { type SandboxT, mm } from '../words';
import { labelSpots } from './benchView';

export function benchTips(t: SandboxT, profile: PhysicsProfile, track: TrackGeometry, lit: ReadonlySet<number>): SceneTip[] {
  return labelSpots(track, profile.track.fenceHeightMm / 1000, 'front', null, 1).map(({ hole, position }) => ({
    id: `hole-${hole}`,
    tip: t(lit.has(hole) ? 'bench.holeTipLit' : 'bench.holeTip', { n: hole + 1, size: mm(t, profile.holesMm[hole] ?? 0) }),
    at: position,
  }));
}
