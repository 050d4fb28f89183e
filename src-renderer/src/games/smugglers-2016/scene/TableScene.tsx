/**
 * The 3D table (a lazily loaded chunk: three, react-three-fiber and Rapier),
 * built on the 3D kit (src-renderer/src/kit3d/): the canvas, the room, the
 * camera rig. Rapier is loaded by <PausedPhysics>: nothing steps its own
 * world; the roll replay builds the host's world with the same module and
 * steps it itself.
 */
import { type MutableRefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Vector3 } from 'three';
import type { Seat } from '../../../../../shared/engine/contract';
import type { Contraband, RoundRoll, SmugglersView } from '../../../../../shared/games/smugglers-2016/types';
import type { RollOutcome, SphereSpec } from '../../../../../shared/games/smugglers-2016/physics/contract';
import { type KeyedRoll, type Shot, keyedRolls, laneShown, queueRolls, shotFor } from '../logic';
import type { Aim } from '../PushControl';
import type { TrackGeometry } from '../../../../../shared/games/smugglers-2016/physics/track';
import { CameraRig, type CameraPose } from '../../../kit3d/CameraRig';
import { PausedPhysics } from '../../../kit3d/physics';
import { Room } from '../../../kit3d/Room';
import { SceneCanvas } from '../../../kit3d/SceneCanvas';
import { tableMemory } from '../../../stores/tableMemory';
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
import { Track } from './Track';

export interface Opening {
  key: string;
  seat: Seat;
  contraband: Contraband;
}

export interface TableSceneProps {
  /** The match, so that what this window has replayed is remembered per match. */
  matchId: string;
  view: SmugglersView;
  viewer: Seat | null;
  names: readonly string[];
  reducedMotion: boolean;
  aim: MutableRefObject<Aim>;
  /** Balls opened by the latest update (inspections and reveals). */
  openings: Opening[];
  onReady(): void;
  /** Told whether a roll is being replayed (so the table can wait before covering the track). */
  onReplaying(replaying: boolean): void;
  /** Told each replay's end: the roll's key and the outcome the replay found (it must be the host's). */
  onReplayed?(key: string, outcome: RollOutcome | null): void;
}

/** What the camera looks from and at, per shot (metres; the lane shown shifts the track shot). */
function shotPose(track: TrackGeometry, shot: Shot, lane: number): CameraPose {
  const x = track.laneX[lane] ?? 0;
  switch (shot) {
    case 'overview':
      return { from: new Vector3(0.03, 0.6, 0.5), at: new Vector3(0.03, 0, -0.13) };
    case 'track':
      return { from: new Vector3(x * 0.6, 0.24, 0.38), at: new Vector3(x, 0, -0.17) };
    case 'junk':
      return { from: new Vector3(-0.02, 0.52, 0.42), at: new Vector3(0.0, 0, -0.16) };
    case 'office':
      return { from: new Vector3(0.22, 0.42, 0.3), at: new Vector3(0.25, 0, -0.3) };
  }
}

/** The kit's camera rig on the game's shots; on the track it follows a rolling ball. */
function TableCamera({
  shot,
  lane,
  reducedMotion,
  ballAt,
}: {
  shot: Shot;
  lane: number;
  reducedMotion: boolean;
  ballAt: MutableRefObject<Vector3 | null>;
}) {
  const { track } = useTableGeometry();
  const pose = useMemo(() => shotPose(track, shot, lane), [track, shot, lane]);
  const aim = useCallback(
    (target: Vector3) => {
      // Following a rolling ball: look a little ahead of it along the lane (not under reduced motion).
      const ball = shot === 'track' && !reducedMotion ? ballAt.current : null;
      if (ball !== null) target.z = Math.max(track.fenceBackZ - 0.04, Math.min(pose.at.z, ball.z - 0.04));
    },
    [shot, reducedMotion, ballAt, track, pose],
  );
  return <CameraRig pose={pose} reducedMotion={reducedMotion} rate={2.2} aim={aim} />;
}

/** A ball resting in a room: its true shape when everyone has seen it roll, a plain ball otherwise. */
function RestingBall({ spec, position, color }: { spec: SphereSpec | null; position: [number, number, number]; color: string }) {
  const table = useTableGeometry();
  const geometry = useMemo(() => (spec === null ? null : table.ball(spec)), [spec, table]);
  const radius = table.ballRadius(spec);
  return (
    <mesh position={[position[0], position[1] + radius, position[2]]} geometry={geometry ?? undefined}>
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

/**
 * Rolls this window has queued for replay (or found already finished when a
 * table was first drawn), kept in the match's table memory: a table drawn
 * again for the next hot-seat player does not replay them.
 */
function knownOf(matchId: string): Set<string> {
  return tableMemory(matchId).get('known-rolls', () => new Set<string>());
}

/** The replay queue: every new roll plays in turn, one after the other, even when the view has moved on. */
function useReplayQueue(matchId: string, view: SmugglersView): [KeyedRoll[], (key: string) => void] {
  const [queue, setQueue] = useState<KeyedRoll[]>([]);
  // The queue also lives in a ref so that effects stay idempotent (React may run them twice).
  const current = useRef<KeyedRoll[]>([]);
  const started = useRef(false);
  useEffect(() => {
    const seen = knownOf(matchId);
    if (!started.current) {
      // On a fresh table, finished rolls are history: only one still rolling is shown.
      started.current = true;
      for (const entry of keyedRolls(view)) if (entry.roll.outcome !== null) seen.add(entry.key);
    }
    const next = queueRolls(current.current, seen, view);
    for (const entry of next) seen.add(entry.key);
    current.current = next;
    setQueue(next);
  }, [matchId, view]);
  const done = useCallback((key: string) => {
    current.current = current.current.filter((entry) => entry.key !== key);
    setQueue(current.current);
  }, []);
  return [queue, done];
}

function Stage({ matchId, view, viewer, reducedMotion, aim, openings, onReplaying, onReplayed }: Omit<TableSceneProps, 'names' | 'onReady'>) {
  const [queue, dequeue] = useReplayQueue(matchId, view);
  const { track } = useTableGeometry();
  const ballAt = useRef<Vector3 | null>(null);
  const onDone = useCallback(
    (key: string, outcome: RollOutcome | null) => {
      onReplayed?.(key, outcome);
      dequeue(key);
    },
    [dequeue, onReplayed],
  );
  const replay = queue[0] ?? null;
  const replaying = replay !== null;
  useEffect(() => onReplaying(replaying), [onReplaying, replaying]);
  const queuedSeats = new Set(queue.map((entry) => entry.roll.seat));
  const seen = lastRolls(view.rolls);
  const lane = replay?.roll.input.hole ?? laneShown(view);

  const inRoom = (room: 'bar' | 'junk') => view.players.filter((p) => p.room === room && !queuedSeats.has(p.seat));
  const tester = view.tester;
  const testerSpec =
    tester === null ? null : tester === viewer ? view.ownSphere : (seen.get(tester)?.input.sphere ?? null);
  const inspecting = view.phase === 'inspecting' || view.phase === 'stealing';

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
      {inRoom('bar').map((player, i) => (
        <RestingBall key={`bar-${player.seat}`} spec={seen.get(player.seat)?.input.sphere ?? null} position={barSpot(track, i)} color={seatColor(player.seat)} />
      ))}
      {inRoom('junk').map((player, i) => (
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
      {replay !== null && (
        <Replay key={replay.key} roll={replay} reducedMotion={reducedMotion} color={seatColor(replay.roll.seat)} onDone={onDone} ballAt={ballAt} />
      )}
      {view.phase === 'testing' && !view.rolling && !replaying && tester !== null && (
        <WaitingBall lane={lane} spec={testerSpec} aim={aim} color={seatColor(tester)} />
      )}
      <TableCamera shot={replaying ? 'track' : shotFor(view)} lane={lane} reducedMotion={reducedMotion} ballAt={ballAt} />
    </>
  );
}

export default function TableScene(props: TableSceneProps) {
  // The table's own profile (a game may be played with one made in the sandbox): drawn and replayed as the host rolls.
  const profile = props.view.options.physics?.profile;
  const geometry = useMemo(() => tableGeometry(profile), [profile]);
  return (
    <SceneCanvas className="sm-canvas" label="The smuggling table in 3D" camera={{ near: 0.01, position: [0, 0.6, 0.6] }}>
      <Room />
      <PausedPhysics onReady={props.onReady}>
        <TableGeometryContext value={geometry}>
          <Stage
            matchId={props.matchId}
            view={props.view}
            viewer={props.viewer}
            reducedMotion={props.reducedMotion}
            aim={props.aim}
            openings={props.openings}
            onReplaying={props.onReplaying}
            onReplayed={props.onReplayed}
          />
        </TableGeometryContext>
      </PausedPhysics>
    </SceneCanvas>
  );
}
