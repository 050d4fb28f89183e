/**
 * The roll replay: the same world the host simulated (buildRollWorld with the
 * Rapier module @react-three/rapier loaded), stepped by the kit's replay
 * player exactly one 1/60 s frame at a time, never by the frame's real
 * duration, to the profile's frame cap at the latest: the ball goes where it
 * went on the host and ends as the host said. Per-frame data lives in refs,
 * never in React state.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { type MutableRefObject, useEffect, useMemo, useRef } from 'react';
import { type Mesh, Vector3 } from 'three';
import type { RoundRoll } from '../../../../../shared/games/smugglers-2016/types';
import type { RollOutcome } from '../../../../../shared/games/smugglers-2016/physics/contract';
import type { RollWorld } from '../../../../../shared/games/smugglers-2016/physics/roll';
import { blobShadowTexture } from '../../../kit3d/textures';
import { useReplayPlayer } from '../../../kit3d/useReplayPlayer';
import { onAimChange } from '../aim';
import type { Aim } from '../PushControl';
import { useTableGeometry } from './geometry';
import { putty } from './materials';
import { RollReplay } from './roll-replay';

export interface ReplayProps {
  /** The roll to show, with a key that changes for every new roll; null for none. */
  roll: { key: string; roll: RoundRoll } | null;
  reducedMotion: boolean;
  /** Shown time per real time (1; 4 while fast-forwarding). */
  speed?: number;
  /** The player skipped this replay: it runs to its end at once. */
  skip?: boolean;
  /** The seat's colour of the rolling ball. */
  color: string;
  /** Called once when the replay has shown the outcome and the ball has rolled on a little, with the outcome it found. */
  onDone(key: string, outcome: RollOutcome | null): void;
  /** Where the ball is now, for the camera to follow (written every frame). */
  ballAt?: MutableRefObject<Vector3 | null>;
}

export function Replay({ roll, reducedMotion, speed = 1, skip = false, color, onDone, ballAt }: ReplayProps) {
  const mesh = useRef<Mesh>(null);
  const shadow = useRef<Mesh>(null);
  const table = useTableGeometry();
  const geometry = useMemo(() => (roll === null ? null : table.ball(roll.roll.input.sphere)), [roll, table]);

  // The camera stops following when the roll changes or the replay goes.
  useEffect(
    () => () => {
      if (ballAt) ballAt.current = null;
    },
    [roll?.key, table],
  );

  useReplayPlayer(
    // The game's own profile: the world the host built for this roll.
    (rapier) => (roll === null ? null : new RollReplay(rapier, [roll.roll.input], table.profile)),
    // One world per roll (the key); reducedMotion is read when the roll begins.
    [roll?.key, table],
    {
      speed,
      skip,
      onStart(player) {
        if (ballAt) ballAt.current = null;
        // Reduced motion (or a replay skipped before it began): straight to where the ball ended.
        if (reducedMotion || skip) player.runToEnd();
        place(mesh.current, shadow.current, player.sims[0]);
      },
      onFrame(player) {
        const built = player.sims[0];
        place(mesh.current, shadow.current, built);
        if (ballAt && built) {
          const t = built.body.translation();
          ballAt.current = (ballAt.current ?? new Vector3()).set(t.x, t.y, t.z);
        }
      },
      onFinished(player) {
        if (roll !== null) onDone(roll.key, player.sims[0]?.outcome ?? null);
      },
    },
  );

  if (roll === null || geometry === null) return null;
  // No castShadow: a caster that moves redraws the lamp's shadow map every frame (Room's ShadowUpdates),
  // a second pass over the whole table while the ball rolls. A soft blob on the felt follows it instead.
  const blob = table.ballRadius(roll.roll.input.sphere) * 2.8;
  return (
    <>
      <mesh ref={mesh} geometry={geometry} data-testid="replay-ball">
        <meshStandardMaterial {...putty(color)} />
      </mesh>
      <mesh ref={shadow} rotation-x={-Math.PI / 2} scale={[blob, blob, 1]} renderOrder={1}>
        <planeGeometry args={[1, 1]} />
        <meshBasicMaterial color="#000000" map={blobShadowTexture()} transparent opacity={0.5} depthWrite={false} />
      </mesh>
    </>
  );
}

/** Just above the felt (y = 0), so the blob never fights the lane bed for depth. */
const SHADOW_LIFT = 0.0008;

function place(mesh: Mesh | null, shadow: Mesh | null, built: RollWorld | undefined): void {
  if (mesh === null || built === undefined) return;
  const t = built.body.translation();
  const r = built.body.rotation();
  mesh.position.set(t.x, t.y, t.z);
  mesh.quaternion.set(r.x, r.y, r.z, r.w);
  // Under the ball on the felt; a ball that drops below the table (through a hole) takes its shadow with it.
  if (shadow !== null) {
    shadow.visible = t.y > -0.005;
    shadow.position.set(t.x, SHADOW_LIFT, t.z);
  }
}

/**
 * The tester's ball at the start of the lane, pulled back while the player
 * aims (read from the aim ref every frame). The table is drawn on demand: a
 * change of the pull asks for a frame, and the ball asks for more until it
 * has eased to where the pull puts it.
 */
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
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => onAimChange(aim.current, () => invalidate()), [aim, invalidate]);
  useFrame(() => {
    if (mesh.current === null) return;
    const pull = aim.current.strength ?? 0;
    const target = pull * 0.05;
    const gap = target - mesh.current.position.z;
    mesh.current.position.z += gap * 0.3;
    if (Math.abs(gap) > 1e-5) invalidate();
  });
  return (
    <mesh ref={mesh} position={[x, radius, 0]} geometry={geometry ?? undefined}>
      {geometry === null && <sphereGeometry args={[radius, 32, 16]} />}
      <meshStandardMaterial {...putty(color)} />
    </mesh>
  );
}
