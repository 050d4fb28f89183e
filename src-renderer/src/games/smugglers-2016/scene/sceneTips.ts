/**
 * What the 3D table explains (kit3d sceneTips.ts): every hole's size, the boss
 * and the die that moves him, the bar, the office's armchairs, the junk room,
 * the scale, each player's screen with his tokens and stink bombs, the ball
 * on the track (waiting for its push, or rolling in a replay: its tip follows
 * it), and the balls resting in the rooms or opened. Each at the point of the table where
 * it is drawn (places.ts, as the props put them); in the players' words.
 */
import type { PhysicsProfile } from '../../../../../shared/games/smugglers-2016/physics/profile';
import type { TrackGeometry } from '../../../../../shared/games/smugglers-2016/physics/track';
import type { Seat } from '../../../../../shared/engine/contract';
import type { Contraband, SmugglersView } from '../../../../../shared/games/smugglers-2016/types';
import type { MovingPoint, SceneTip } from '../../../kit3d/sceneTips';
import { contrabandA, seatName, type Words } from '../text';
import { aidZ, barSpot, dieSpot, junkSpot, officeSpot, scaleSpot, screenSpot } from './places';

export interface SceneTipsInput {
  view: SmugglersView;
  names: readonly string[];
  track: TrackGeometry;
  profile: PhysicsProfile;
  /** Seats whose roll still replays: their balls are on the track, not yet in a room. */
  rolling: ReadonlySet<Seat>;
  /** Balls opened by the latest update, in the order they lie on the table. */
  openings: readonly { key: string; seat: Seat; contraband: Contraband }[];
  /** The ball on the track: waiting for its push, or rolling in a replay (then `ballAt` is where it is now). */
  onTrack?: { seat: Seat; lane: number; rolling: boolean } | null;
  ballAt?: MovingPoint;
}

/** The ball on the track, as the table draws it: the replay's roll, else the tester's ball waiting for its push. */
export function ballOnTrack(view: SmugglersView, replaying: { seat: Seat; hole: number } | null): SceneTipsInput['onTrack'] {
  if (replaying !== null) return { seat: replaying.seat, lane: replaying.hole, rolling: true };
  if (view.phase === 'testing' && !view.rolling && view.tester !== null) return { seat: view.tester, lane: view.hole ?? view.boss, rolling: false };
  return null;
}

/** The explained things of the table, in the order the keyboard goes through them: the track first, then round the table. */
export function sceneTips(t: Words, { view, names, track, profile, rolling, openings, onTrack = null, ballAt }: SceneTipsInput): SceneTip[] {
  const tips: SceneTip[] = [];
  const name = (seat: Seat) => seatName(t, names, seat);
  // The ball on the track first: it is what the players watch. At the start of its lane, or where it rolls now.
  if (onTrack !== null) {
    const words = { name: name(onTrack.seat), lane: onTrack.lane + 1 };
    const at: [number, number, number] = [track.laneX[onTrack.lane] ?? 0, 0.02, 0];
    tips.push({ id: 'track-ball', tip: t(onTrack.rolling ? 'scene.tip.rollingBall' : 'scene.tip.waitingBall', words), at, ...(onTrack.rolling && ballAt ? { follow: ballAt } : {}) });
  }
  // The hole's size is printed on the fence's face, over the hole.
  const fenceTop = profile.track.fenceHeightMm / 1000;
  const biggest = Math.max(...profile.holesMm) / 1000;
  profile.holesMm.forEach((mm, lane) => {
    const words = { lane: lane + 1, mm };
    tips.push({ id: `hole-${lane}`, tip: lane === view.hole ? t('scene.tip.holeNow', words) : t('scene.tip.hole', words), at: [track.laneX[lane] ?? 0, (biggest + fenceTop) / 2, track.fenceFrontZ] });
  });
  tips.push({ id: 'boss', tip: t('scene.tip.boss', { lane: view.boss + 1 }), at: [track.laneX[view.boss] ?? 0, 0.08, aidZ(track)] });
  const die = view.dice[view.dice.length - 1];
  tips.push({ id: 'die', tip: die === undefined ? t('scene.tip.dieBlank') : t('scene.tip.die', { value: die }), at: dieSpot(track) });
  tips.push({ id: 'scale', tip: t('scene.tip.scale'), at: lift(scaleSpot(track), 0.06) });
  ([1, 2] as const).forEach((place) => tips.push({ id: `armchair-${place}`, tip: t(`scene.tip.armchair${place}`), at: officeSpot(track, place) }));
  tips.push({ id: 'bar', tip: t('scene.tip.bar'), at: lift(barSpot(track, 0), -0.02) });
  tips.push({ id: 'junk', tip: t('scene.tip.junk'), at: lift(junkSpot(track, 0), -0.02) });
  // The balls resting in the rooms, where the table puts them (TableScene's Stage).
  const resting = (room: 'bar' | 'junk') => view.players.filter((player) => player.room === room && !rolling.has(player.seat));
  resting('bar').forEach((player, i) => tips.push(ball(t, name(player.seat), player.seat, 'bar', lift(barSpot(track, i), 0.02))));
  resting('junk').forEach((player, i) => tips.push(ball(t, name(player.seat), player.seat, 'junk', lift(junkSpot(track, i), 0.02))));
  for (const player of view.players) {
    if (player.room !== 'office' || player.place === null || rolling.has(player.seat)) continue;
    tips.push(ball(t, name(player.seat), player.seat, 'office', lift(officeSpot(track, player.place), 0.02)));
  }
  openings.forEach((opening, i) =>
    tips.push({ id: `opened-${opening.key}`, tip: t('table.opening', { name: name(opening.seat), contraband: contrabandA(t, opening.contraband) }), at: [-0.1 + i * 0.06, 0.03, track.fenceBackZ - 0.16] }),
  );
  for (const player of view.players) {
    const tokens = t('seats.tokens', { sweet: player.tokens.sweet, sour: player.tokens.sour });
    const bombs = t('seats.bombs', { count: player.stinkBombs, used: player.spentBombs });
    tips.push({ id: `screen-${player.seat}`, tip: t('scene.tip.screen', { name: name(player.seat), tokens, bombs }), at: lift(screenSpot(player.seat, view.seats), 0.03) });
  }
  return tips;
}

function ball(t: Words, name: string, seat: Seat, room: 'bar' | 'junk' | 'office', at: [number, number, number]): SceneTip {
  return { id: `ball-${seat}`, tip: t('scene.tip.ball', { name, room: t(`seats.room.${room}`) }), at };
}

function lift([x, y, z]: readonly [number, number, number], dy: number): [number, number, number] {
  return [x, y + dy, z];
}
