/** What the 3D table explains on hover, focus and long press: every drawn thing, at the place it is drawn, in the players' words. */
import { afterEach, describe, expect, it } from 'vitest';
import { setUp } from '../../../../../shared/engine/set-up';
import { smugglers2016 as game } from '../../../../../shared/games/smugglers-2016/index';
import { DEFAULT_PROFILE } from '../../../../../shared/games/smugglers-2016/physics/profile';
import { trackGeometry } from '../../../../../shared/games/smugglers-2016/physics/track';
import { afterTheTest, bothSculpted } from '../../../../../shared/games/smugglers-2016/testkit';
import type { SmugglersState } from '../../../../../shared/games/smugglers-2016/types';
import { i18n } from '../../../i18n/i18n';
import { officeSpot, scaleSpot, screenSpot } from './places';
import { type SceneTip, tipPoint } from '../../../kit3d/sceneTips';
import { ballOnTrack, sceneTips } from './sceneTips';

const OPTIONS = { hourglassSeconds: 60, shortGame: false, firstPlayer: 0 };
const NAMES = ['Ann', 'Bob'];
const track = trackGeometry(DEFAULT_PROFILE);

const tipsOf = (state: SmugglersState, rolling: number[] = []) =>
  sceneTips(i18n.getFixedT('en', 'smugglers-2016'), { view: game.viewFor(state, 0), names: NAMES, track, profile: DEFAULT_PROFILE, rolling: new Set(rolling), openings: [] });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the 3D table’s tips', () => {
  it('explain every hole by its size, over the hole on the fence, the round’s hole as the test', () => {
    const view = game.viewFor(setUp(game, 3, 2, OPTIONS), 0);
    const tips = tipsOf(setUp(game, 3, 2, OPTIONS));
    const holes = tips.filter((tip) => tip.id.startsWith('hole-'));
    expect(holes).toHaveLength(DEFAULT_PROFILE.holesMm.length);
    holes.forEach((hole, lane) => {
      expect(hole.tip).toContain(`Hole ${lane + 1}: ${DEFAULT_PROFILE.holesMm[lane]} mm across.`);
      expect(hole.at[0]).toBe(track.laneX[lane]);
      expect(hole.at[2]).toBe(track.fenceFrontZ);
      expect(hole.tip.includes('this round’s test')).toBe(lane === view.hole);
    });
  });

  it('explain the boss, the die, the scale, the office’s armchairs, the bar, the junk room and each screen', () => {
    const tips = tipsOf(setUp(game, 3, 2, OPTIONS));
    const ids = tips.map((tip) => tip.id);
    for (const id of ['boss', 'die', 'scale', 'armchair-1', 'armchair-2', 'bar', 'junk', 'screen-0', 'screen-1']) expect(ids).toContain(id);
    const tip = (id: string) => tips.find((one) => one.id === id);
    expect(tip('armchair-1')?.tip).toBe('Armchair 1 of the boss’s office: the heaviest ball through the fence. Its owner inspects first.');
    expect(tip('armchair-2')?.at).toEqual(officeSpot(track, 2));
    expect(tip('scale')?.at[0]).toBe(scaleSpot(track)[0]);
    expect(tip('screen-1')?.tip).toMatch(/^Bob’s screen: \d+ sweet, \d+ sour tokens in front of it; 1 stink bomb held, 0 used\.$/);
    expect(tip('screen-1')?.at[0]).toBe(screenSpot(1, 2)[0]);
    // Every id once: the keyboard goes through them one by one.
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('name the balls resting in the rooms, but not one whose roll still replays', () => {
    const state = afterTheTest();
    const players = game.viewFor(state, 0).players;
    const office = players.find((player) => player.room === 'office')?.seat as number;
    const junk = players.find((player) => player.room === 'junk')?.seat as number;
    const balls = (rolling: number[] = []) => tipsOf(state, rolling).filter((tip) => tip.id.startsWith('ball-'));
    expect(balls().map((ball) => ball.tip)).toEqual([`${NAMES[junk]}’s ball, in the junk room.`, `${NAMES[office]}’s ball, in the office.`]);
    expect(balls([junk]).map((ball) => ball.id)).toEqual([`ball-${office}`]);
  });

  it('name the ball on the track: waiting for its push at the round’s hole, then rolling, its tip following it', () => {
    const view = game.viewFor(bothSculpted(), 0);
    const tester = view.tester as number;
    const lane = view.hole ?? view.boss;
    const input = { view, names: NAMES, track, profile: DEFAULT_PROFILE, rolling: new Set<number>(), openings: [] };
    const waiting = sceneTips(i18n.getFixedT('en', 'smugglers-2016'), { ...input, onTrack: ballOnTrack(view, null) }).find((tip) => tip.id === 'track-ball');
    expect(waiting?.tip).toBe(`${NAMES[tester]}’s ball at the start of the track, to be pushed at hole ${lane + 1}.`);
    expect(waiting?.at[0]).toBe(track.laneX[lane]);
    expect(waiting?.follow).toBeUndefined();
    // In a replay: where the replay drew the ball last, not where it started.
    const ballAt: { current: { x: number; y: number; z: number } | null } = { current: { x: 0.01, y: 0.02, z: -0.3 } };
    const tips = sceneTips(i18n.getFixedT('en', 'smugglers-2016'), { ...input, rolling: new Set([tester]), onTrack: ballOnTrack(view, { seat: tester, hole: 2 }), ballAt });
    const rolling = tips.find((tip) => tip.id === 'track-ball') as SceneTip;
    expect(rolling.tip).toBe(`${NAMES[tester]}’s ball, rolling towards hole 3.`);
    expect(tipPoint(rolling)).toEqual([0.01, 0.02, -0.3]);
    ballAt.current = null;
    expect(tipPoint(rolling)).toEqual(rolling.at);
    // No ball on the track while everyone sculpts.
    expect(ballOnTrack(game.viewFor(setUp(game, 3, 2, OPTIONS), 0), null)).toBeNull();
  });

  it('speak German and French', async () => {
    const state = setUp(game, 3, 2, OPTIONS);
    const view = game.viewFor(state, 0);
    const words = async (language: string) => {
      await i18n.changeLanguage(language);
      return sceneTips(i18n.getFixedT(language, 'smugglers-2016'), { view, names: NAMES, track, profile: DEFAULT_PROFILE, rolling: new Set(), openings: [] });
    };
    expect((await words('de')).find((tip) => tip.id === 'scale')?.tip).toMatch(/^Die Waage: /);
    expect((await words('fr')).find((tip) => tip.id === 'hole-0')?.tip).toMatch(/^Trou 1 : \d+\u00a0mm de large\./);
  });
});
