/**
 * The 3D table (a lazily loaded chunk: three and react-three-fiber), built
 * on the 3D kit (src-renderer/src/kit3d/): the canvas, the room, the camera
 * rig. The table is drawn, and up, without Rapier: <PausedPhysics> loads it
 * beside the table (its own chunk) for the roll replay only, which builds
 * the host's world with the same module and steps it itself (nothing steps
 * a world of its own). What is drawn has its tips (sceneTips.ts, kit3d
 * SceneTipAnchors, kit2d SceneTipLayer): a layer over the canvas.
 */
import { useThree } from '@react-three/fiber';
import { type MutableRefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Vector3 } from 'three';
import type { Seat } from '../../../../../shared/engine/contract';
import type { Contraband, RoundRoll, SmugglersView } from '../../../../../shared/games/smugglers-2016/types';
import type { RollOutcome, SphereSpec } from '../../../../../shared/games/smugglers-2016/physics/contract';
import { type KeyedRoll, type Shot, laneShown, shotFor } from '../logic';
import type { Aim } from '../PushControl';
import type { CameraPose } from '../../../kit3d/CameraRig';
import { FirstFrame } from '../../../kit3d/FirstFrame';
import { OrbitCamera } from '../../../kit3d/OrbitCamera';
import { PausedPhysics } from '../../../kit3d/physics';
import { Room } from '../../../kit3d/Room';
import { SceneCanvas } from '../../../kit3d/SceneCanvas';
import { SceneTipLayer } from '../../../kit2d/SceneTipLayer';
import { SceneTipAnchors } from '../../../kit3d/SceneTipAnchors';
import { TABLE_FOV, shotPose } from './framing';
import { TableGeometryContext, tableGeometry, useTableGeometry } from './geometry';
import { putty, seatColor } from './materials';
import {
  Armchairs,
  BarStools,
  Barrels,
  Die,
  OpenedBall,
  Scale,
  ScreenAndTokens,
  SmugglingAid,
  barSpot,
  junkSpot,
  officeSpot,
} from './Props';
import { Replay, WaitingBall } from './Replay';
import { ballOnTrack, sceneTips } from './sceneTips';
import { Track } from './Track';

export interface Opening {
  key: string;
  seat: Seat;
  contraband: Contraband;
}

export interface TableSceneProps {
  view: SmugglersView;
  viewer: Seat | null;
  names: readonly string[];
  reducedMotion: boolean;
  aim: MutableRefObject<Aim>;
  /** Balls opened by the latest update (inspections and reveals). */
  openings: Opening[];
  /** The table's first frame is drawn: it is up (Rapier may still be loading). */
  onReady(): void;
  /** Rapier has loaded: a roll can be replayed. */
  onPhysicsReady(): void;
  /** The rolls to replay, in turn (the table's queue: useReplayQueue); the first one replays now. */
  replays: readonly KeyedRoll[];
  /** Rolls the player skipped: they run to their end at once. */
  skipped: ReadonlySet<string>;
  /** Shown time per real time of the replays (1, or faster). */
  speed: number;
  /** Told each replay's end: the roll's key and the outcome the replay found (it must be the host's). */
  onReplayed(key: string, outcome: RollOutcome | null): void;
}

/**
 * The kit's orbit camera on the game's shots, framed for the canvas's shape
 * (framing.ts); on the track it follows a rolling ball. The player may turn
 * and zoom the view until the shot changes or he resets it.
 */
function TableCamera({
  shot,
  lane,
  seats,
  reducedMotion,
  ballAt,
}: {
  shot: Shot;
  lane: number;
  seats: number;
  reducedMotion: boolean;
  ballAt: MutableRefObject<Vector3 | null>;
}) {
  const { track } = useTableGeometry();
  const aspect = useThree((state) => (state.size.height > 0 ? state.size.width / state.size.height : 1.5));
  const camera = useThree((state) => state.camera);
  // The canvas's camera takes the field of view the shots are framed for.
  useEffect(() => {
    if ('fov' in camera && camera.fov !== TABLE_FOV) {
      camera.fov = TABLE_FOV;
      camera.updateProjectionMatrix();
    }
  }, [camera]);
  const pose = useMemo((): CameraPose => {
    const framed = shotPose(track, shot, lane, aspect, seats);
    return { from: new Vector3(...framed.from), at: new Vector3(...framed.at) };
  }, [track, shot, lane, aspect, seats]);
  const aim = useCallback(
    (target: Vector3) => {
      // Following a rolling ball: look a little ahead of it along the lane (not under reduced motion).
      const ball = shot === 'track' && !reducedMotion ? ballAt.current : null;
      if (ball !== null) target.z = Math.max(track.fenceBackZ - 0.04, Math.min(pose.at.z, ball.z - 0.04));
    },
    [shot, reducedMotion, ballAt, track, pose],
  );
  return <OrbitCamera pose={pose} shot={shot === 'track' ? `track:${lane}` : shot} reducedMotion={reducedMotion} rate={2.2} aim={aim} />;
}

/** A ball resting in a room: its true shape when everyone has seen it roll, a plain ball otherwise. */
function RestingBall({ spec, position, color }: { spec: SphereSpec | null; position: [number, number, number]; color: string }) {
  const table = useTableGeometry();
  const geometry = useMemo(() => (spec === null ? null : table.ball(spec)), [spec, table]);
  const radius = table.ballRadius(spec);
  return (
    <mesh position={[position[0], position[1] + radius, position[2]]} geometry={geometry ?? undefined} castShadow>
      {geometry === null && <sphereGeometry args={[radius, 24, 16]} />}
      <meshStandardMaterial {...putty(color)} />
    </mesh>
  );
}

/** The last roll each seat made this round (its ball as everyone saw it). */
function lastRolls(rolls: readonly RoundRoll[]): Map<Seat, RoundRoll> {
  const out = new Map<Seat, RoundRoll>();
  for (const roll of rolls) out.set(roll.seat, roll);
  return out;
}

function Stage({
  view,
  viewer,
  reducedMotion,
  aim,
  openings,
  replays: queue,
  skipped,
  speed,
  onReplayed,
  ballAt,
  onPhysicsReady,
}: Omit<TableSceneProps, 'names' | 'onReady'> & { ballAt: MutableRefObject<Vector3 | null> }) {
  const { track } = useTableGeometry();
  const replay = queue[0] ?? null;
  const replaying = replay !== null;
  // Drawn on demand: a new view draws a frame, and what it sets moving asks for the frames after.
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [invalidate, view]);
  const queuedSeats = new Set(queue.map((entry) => entry.roll.seat));
  const seen = lastRolls(view.rolls);
  const lane = replay?.roll.input.hole ?? laneShown(view);

  const inRoom = (room: 'bar' | 'junk') => view.players.filter((p) => p.room === room && !queuedSeats.has(p.seat));
  const tester = view.tester;
  const testerSpec =
    tester === null ? null : tester === viewer ? view.ownSphere : (seen.get(tester)?.input.sphere ?? null);
  const inspecting = view.phase === 'inspecting' || view.phase === 'stealing';
  const inBar = inRoom('bar');
  const inJunk = inRoom('junk');

  return (
    <>
      <Track lane={view.hole} />
      <SmugglingAid boss={view.boss} reducedMotion={reducedMotion} />
      <Die value={view.dice[view.dice.length - 1] ?? null} rollKey={`${view.round}:${view.dice.join(',')}`} reducedMotion={reducedMotion} />
      <BarStools count={view.seats} />
      <Barrels count={view.seats} />
      <Armchairs />
      <Scale
        tilt={inspecting && view.office.length > 0 ? -1 : 0}
        reducedMotion={reducedMotion}
        left={inspecting && view.office[0] !== undefined ? seatColor(view.office[0]) : null}
        right={inspecting && view.office[1] !== undefined ? seatColor(view.office[1]) : null}
      />
      {view.players.map((player) => (
        <ScreenAndTokens
          key={player.seat}
          seat={player.seat}
          count={view.seats}
          tokens={player.tokens}
          stinkBombs={player.stinkBombs}
          spentBombs={player.spentBombs}
          active={view.activeSeats.includes(player.seat)}
        />
      ))}
      {inBar.map((player, i) => (
        <RestingBall key={`bar-${player.seat}`} spec={seen.get(player.seat)?.input.sphere ?? null} position={barSpot(track, i)} color={seatColor(player.seat)} />
      ))}
      {inJunk.map((player, i) => (
        <RestingBall
          key={`junk-${player.seat}`}
          spec={seen.get(player.seat)?.input.sphere ?? null}
          position={junkSpot(track, i)}
          color={seatColor(player.seat)}
        />
      ))}
      {view.players
        .filter((p) => p.room === 'office' && p.place !== null && !queuedSeats.has(p.seat))
        .map((player) => (
          <RestingBall
            key={`office-${player.seat}`}
            spec={seen.get(player.seat)?.input.sphere ?? null}
            position={officeSpot(track, player.place as 1 | 2)}
            color={seatColor(player.seat)}
          />
        ))}
      {openings.map((opening, i) => (
        <OpenedBall
          key={opening.key}
          openKey={opening.key}
          position={[-0.1 + i * 0.06, 0.03, track.fenceBackZ - 0.16]}
          color={seatColor(opening.seat)}
          contraband={opening.contraband}
          reducedMotion={reducedMotion}
        />
      ))}
      {/* Mounted from the start, so that Rapier loads beside the table; a roll queued before it is there waits. */}
      <PausedPhysics onReady={onPhysicsReady}>
        {replay !== null && (
          <Replay
            key={replay.key}
            roll={replay}
            reducedMotion={reducedMotion}
            speed={speed}
            skip={skipped.has(replay.key)}
            color={seatColor(replay.roll.seat)}
            onDone={onReplayed}
            ballAt={ballAt}
          />
        )}
      </PausedPhysics>
      {view.phase === 'testing' && !view.rolling && !replaying && tester !== null && (
        <WaitingBall lane={lane} spec={testerSpec} aim={aim} color={seatColor(tester)} />
      )}
      <TableCamera shot={replaying ? 'track' : shotFor(view)} lane={lane} seats={view.seats} reducedMotion={reducedMotion} ballAt={ballAt} />
    </>
  );
}

export default function TableScene(props: TableSceneProps) {
  // The table's own profile (a game may be played with one made in the sandbox): drawn and replayed as the host rolls.
  const profile = props.view.options.physics?.profile;
  const geometry = useMemo(() => tableGeometry(profile), [profile]);
  const { t } = useTranslation('smugglers-2016');
  const layer = useRef<HTMLDivElement>(null);
  const { view, names, replays, openings } = props;
  // Where the replayed ball is now (the replay writes it each frame): the camera follows it, and so does its tip.
  const ballAt = useRef<Vector3 | null>(null);
  const replaying = replays[0]?.roll ?? null;
  const tips = useMemo(
    () =>
      sceneTips(t, {
        view,
        names,
        track: geometry.track,
        profile: geometry.profile,
        rolling: new Set(replays.map((entry) => entry.roll.seat)),
        openings,
        onTrack: ballOnTrack(view, replaying === null ? null : { seat: replaying.seat, hole: replaying.input.hole }),
        ballAt,
      }),
    [t, view, names, geometry, replays, openings, replaying],
  );
  return (
    <>
      <SceneCanvas className="sm-canvas" label={t('scene.label')} camera={{ near: 0.01, position: [0, 0.6, 0.6] }}>
        <Room />
        <TableGeometryContext value={geometry}>
          <Stage
            view={props.view}
            viewer={props.viewer}
            reducedMotion={props.reducedMotion}
            aim={props.aim}
            openings={props.openings}
            replays={props.replays}
            skipped={props.skipped}
            speed={props.speed}
            onReplayed={props.onReplayed}
            onPhysicsReady={props.onPhysicsReady}
            ballAt={ballAt}
          />
        </TableGeometryContext>
        <FirstFrame onDrawn={props.onReady} />
        <SceneTipAnchors tips={tips} layer={layer} />
      </SceneCanvas>
      <SceneTipLayer tips={tips} label={t('scene.tipsLabel')} layer={layer} />
    </>
  );
}
