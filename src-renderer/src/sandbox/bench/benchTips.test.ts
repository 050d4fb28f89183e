import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../../../../shared/games/smugglers-2016/physics/profile';
import { trackGeometry } from '../../../../shared/games/smugglers-2016/physics/track';
import { i18n } from '../../i18n/i18n';
import { benchTips } from './benchTips';

const track = trackGeometry(DEFAULT_PROFILE);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the bench’s tips', () => {
  it('explain every hole’s label by its number and size, over the hole, the rolling lane as lit', () => {
    const tips = benchTips(i18n.getFixedT('en', 'sandbox'), DEFAULT_PROFILE, track, new Set([2]));
    expect(tips.map((tip) => tip.id)).toEqual(DEFAULT_PROFILE.holesMm.map((_, hole) => `hole-${hole}`));
    tips.forEach((tip, hole) => {
      expect(tip.tip).toMatch(new RegExp(`^Hole ${hole + 1}: ${DEFAULT_PROFILE.holesMm[hole]} mm across${hole === 2 ? ', the lane that rolls \\(lit\\)' : ''}\\. `));
      expect(tip.at[0]).toBe(track.laneX[hole]);
      expect(tip.at[2]).toBe(track.fenceFrontZ);
      expect(tip.at[1]).toBeGreaterThan(DEFAULT_PROFILE.track.fenceHeightMm / 1000);
    });
  });

  it('speak German and French', async () => {
    await i18n.changeLanguage('de');
    expect(benchTips(i18n.getFixedT('de', 'sandbox'), DEFAULT_PROFILE, track, new Set())[0]?.tip).toMatch(/^Loch 1: \d+\smm breit\./);
    await i18n.changeLanguage('fr');
    expect(benchTips(i18n.getFixedT('fr', 'sandbox'), DEFAULT_PROFILE, track, new Set())[0]?.tip).toMatch(/^Trou 1 : \d+\s?mm de large\./);
  });
});
