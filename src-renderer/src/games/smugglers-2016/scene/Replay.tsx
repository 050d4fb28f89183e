/**
 * The roll replay: the same world the host simulated (buildRollWorld with the
 * Rapier module @react-three/rapier loaded), stepped exactly one 1/60 s frame
 * at a time (stepFrame), never by the frame's real duration: the ball goes
 * where it went on the host and ends as the host said. Per-frame data lives
 * in refs, never in React state.
 */
import { useFrame } from '@react-three/fiber';
import { useRapier } from '@react-three/rapier';
import { type MutableRefObject, useEffect, useMemo, useRef } from 'react';
import { type Mesh, Vector3 } from 'three';
import type { RoundRoll } from '../../../../../shared/games/smugglers-2016/types';
import type { RollOutcome } from '../../../../../shared/games/smugglers-2016/physics/contract';
import { FRAME_S, type RollWorld, buildRollWorld } from '../../../../../shared/games/smugglers-2016/physics/roll';
import type { Aim } from '../PushControl';
import { useTableGeometry } from './geometry';
import { putty } from './materials';

/** Frames to keep stepping after the outcome, so the ball rolls on (or settles) before the replay stops. */
const AFTER_FRAMES = 90;
/** At most this many frames are stepped in one displayed frame (a slow machine falls behind instead of jumping). */
const MAX_CATCH_UP = 4;

export interface ReplayProps {
  /** The roll to show, with a key that changes for every new roll; null for none. */
  roll: { key: string; roll: RoundRoll } | null;
  reducedMotion: boolean;
  /** The seat's colour of the rolling ball. */
  color: string;
  /** Called once when the replay has shown the outcome and the ball has rolled on a little, with the outcome it found. */
  onDone(key: string, outcome: RollOutcome | null): void;
  /** Where the ball is now, for the camera to follow (written every frame). */
  ballAt?: MutableRefObject<Vector3 | null>;
}

export function Replay({ roll, reducedMotion, color, onDone, ballAt }: ReplayProps) {
  const { rapier } = useRapier();
  const mesh = useRef<Mesh>(null);
  const world = useRef<RollWorld | null>(null);
  const clock = useRef(0);
  const finished = useRef(false);
  const table = useTableGeometry();
  const geometry = useMemo(() => (roll === null ? null : table.ball(roll.roll.input.sphere)), [roll, table]);

  useEffect(() => {
    if (roll === null) return;
    if (ballAt) ballAt.current = null;
    // The game's own profile: the world the host built for this roll.
    const built = buildRollWorld(rapier, roll.roll.input, table.profile);
    world.current = built;
    clock.current = 0;
    finished.current = false;
    // Reduced motion: no long animation, straight to where the ball ended.
    if (reducedMotion) {
      while (built.outcome === null && built.frames < 600) built.stepFrame();
      for (let i = 0; i < AFTER_FRAMES; i++) built.stepFrame();
    }
    place(mesh.current, built);
    return () => {
      world.current = null;
      if (ballAt) ballAt.current = null;
      built.free();
    };
    // One world per roll (the key); reducedMotion is read when the roll begins.
  }, [rapier, roll?.key, table]);

  useFrame((_, delta) => {
    const built = world.current;
    if (built === null) return;
    const done = built.outcome !== null && built.frames >= built.outcomeFrame + AFTER_FRAMES;
    if (done || built.frames >= 600 + AFTER_FRAMES) {
      if (!finished.current && roll !== null) {
        finished.current = true;
        onDone(roll.key, built.outcome);
      }
      return;
    }
    clock.current += Math.min(delta, MAX_CATCH_UP * FRAME_S);
    while (clock.current >= FRAME_S) {
      clock.current -= FRAME_S;
      built.stepFrame();
    }
    place(mesh.current, built);
    if (ballAt) {
      const t = built.body.translation();
      ballAt.current = (ballAt.current ?? new Vector3()).set(t.x, t.y, t.z);
    }
  });

  if (roll === null || geometry === null) return null;
  return (
    <mesh ref={mesh} geometry={geometry} castShadow data-testid="replay-ball">
      <meshStandardMaterial {...putty(color)} />
    </mesh>
  );
}

function place(mesh: Mesh | null, built: RollWorld): void {
  if (mesh === null) return;
  const t = built.body.translation();
  const r = built.body.rotation();
  mesh.position.set(t.x, t.y, t.z);
  mesh.quaternion.set(r.x, r.y, r.z, r.w);
}

/** The tester's ball at the start of the lane, pulled back while the player aims (read from the aim ref every frame). */
export function WaitingBall({
  lane,
  spec,
  aim,
  color,
}: {
  lane: number;
  spec: RoundRoll['input']['sphere'] | null;
  aim: MutableRefObject<Aim>;
  color: string;
}) {
  const mesh = useRef<Mesh>(null);
  const table = useTableGeometry();
  const radius = table.ballRadius(spec);
  const geometry = useMemo(() => (spec === null ? null : table.ball(spec)), [spec, table]);
  const x = table.track.laneX[lane] ?? 0;
  useFrame(() => {
    if (mesh.current === null) return;
    const pull = aim.current.strength ?? 0;
    const target = pull * 0.05;
    mesh.current.position.z += (target - mesh.current.position.z) * 0.3;
  });
  return (
    <mesh ref={mesh} position={[x, radius, 0]} geometry={geometry ?? undefined}>
      {geometry === null && <sphereGeometry args={[radius, 32, 16]} />}
      <meshStandardMaterial {...putty(color)} />
    </mesh>
  );
}
