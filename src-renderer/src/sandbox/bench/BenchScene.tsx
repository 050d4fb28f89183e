/**
 * The bench in 3D (a lazily loaded chunk: three, react-three-fiber and
 * Rapier), on the 3D kit (src-renderer/src/kit3d/: canvas, room, camera rig,
 * replay player). It draws the game's own track (scene/Track.tsx) and balls
 * (scene/geometry.ts), and rolls the game's roll replay (scene/roll-replay.ts:
 * the physics module's buildRollWorld worlds, through benchRun): <PausedPhysics>
 * only loads Rapier, nothing else steps. Per-frame data lives in refs.
 */
import { useThree } from '@react-three/fiber';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CanvasTexture, type Mesh, SRGBColorSpace } from 'three';
import type { RollInput, RollOutcome } from '../../../../shared/games/smugglers-2016/physics/contract';
import type { PhysicsProfile } from '../../../../shared/games/smugglers-2016/physics/profile';
import { TableGeometryContext, tableGeometry, useTableGeometry } from '../../games/smugglers-2016/scene/geometry';
import { putty, seatColor } from '../../games/smugglers-2016/scene/materials';
import type { RollReplay } from '../../games/smugglers-2016/scene/roll-replay';
import { Track } from '../../games/smugglers-2016/scene/Track';
import { CameraRig } from '../../kit3d/CameraRig';
import { PausedPhysics } from '../../kit3d/physics';
import { Room } from '../../kit3d/Room';
import { SceneCanvas } from '../../kit3d/SceneCanvas';
import { SceneTipLayer } from '../../kit2d/SceneTipLayer';
import { SceneTipAnchors } from '../../kit3d/SceneTipAnchors';
import { useReplayPlayer } from '../../kit3d/useReplayPlayer';
import { frameText, mm } from '../words';
import { benchTips } from './benchTips';
import { type CameraPreset, LABEL_HEIGHT, LABEL_WIDTH, benchPose, labelSpots } from './benchView';
import { benchRun } from './run';

export type { CameraPreset } from './benchView';

export interface BenchSceneProps {
  /** The physical profile the bench is built and rolls with. */
  profile: PhysicsProfile;
  /** The lanes that roll, with the sphere and push of each. */
  lanes: RollInput[];
  /** Changes for every roll; null: the balls wait at the start. */
  runKey: number | null;
  /** Shown time per real time (1, ½, ¼). */
  speed: number;
  paused: boolean;
  /** Each increment steps one frame. */
  stepCount: number;
  camera: CameraPreset;
  /** The lane the camera frames (null: the whole fence). */
  focus: number | null;
  reducedMotion: boolean;
  onReady(): void;
  /** Every lane's outcome (null: still rolling), whenever one changes. */
  onOutcomes(outcomes: (RollOutcome | null)[]): void;
  /** Told when the roll has ended (every ball known and at rest where it ends). */
  onFinished(): void;
  /** Where the frame count is written (textContent, not React state). */
  frameLabel: RefObject<HTMLElement | null>;
}

const BALL_COLOR = seatColor(0);

function BenchCamera({ preset, focus, reducedMotion }: { preset: CameraPreset; focus: number | null; reducedMotion: boolean }) {
  const { track } = useTableGeometry();
  const target = useMemo(() => benchPose(track, preset, focus), [track, preset, focus]);
  return <CameraRig pose={target} reducedMotion={reducedMotion} rate={4} />;
}

/** A label over a hole: its number and diameter, drawn on a canvas. */
function labelTexture(number: string, size: string, lit: boolean): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = 256;
  canvas.height = 128;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = lit ? 'rgba(255, 210, 122, 0.95)' : 'rgba(14, 22, 35, 0.85)';
    ctx.beginPath();
    ctx.roundRect(4, 4, 248, 120, 24);
    ctx.fill();
    ctx.fillStyle = lit ? '#24180f' : '#f4ead7';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = 'bold 64px sans-serif';
    ctx.fillText(number, 128, 46);
    ctx.font = 'bold 38px sans-serif';
    ctx.fillText(size, 128, 98);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

/** The hole labels, where benchView.ts puts them for this view (from the side they must not stand in one another's way). */
function HoleLabels({ lit, preset, focus }: { lit: ReadonlySet<number>; preset: CameraPreset; focus: number | null }) {
  const { t } = useTranslation('sandbox');
  const { profile: PROFILE, track: TRACK } = useTableGeometry();
  const aspect = useThree((state) => state.size.width / Math.max(1, state.size.height));
  const key = [...lit].join(',');
  const textures = useMemo(
    () => PROFILE.holesMm.map((d, i) => labelTexture(String(i + 1), mm(t, d), lit.has(i))),
    // The set is rebuilt every render; its content is the key (and the language, through t).
    [key, PROFILE, t],
  );
  useEffect(() => () => textures.forEach((t) => t.dispose()), [textures]);
  const fenceTop = PROFILE.track.fenceHeightMm / 1000;
  const spots = useMemo(() => labelSpots(TRACK, fenceTop, preset, focus, aspect), [TRACK, fenceTop, preset, focus, aspect]);
  return (
    <>
      {spots.map(({ hole, position: [x, y, z] }) => {
        // A label raised out of the others' way hangs on a thin stick from the fence over its hole.
        const stick = y - LABEL_HEIGHT / 2 - fenceTop;
        return (
          <group key={hole}>
            <sprite position={[x, y, z]} scale={[LABEL_WIDTH, LABEL_HEIGHT, 1]}>
              <spriteMaterial map={textures[hole] ?? null} transparent toneMapped={false} />
            </sprite>
            {stick > 0.01 && (
              <mesh position={[x, fenceTop + stick / 2, z]}>
                <boxGeometry args={[0.0012, stick, 0.0012]} />
                <meshBasicMaterial color="#f4ead7" transparent opacity={0.55} />
              </mesh>
            )}
          </group>
        );
      })}
    </>
  );
}

function sameOutcomes(a: readonly (RollOutcome | null)[], b: readonly (RollOutcome | null)[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function Balls(props: Omit<BenchSceneProps, 'camera' | 'focus' | 'onReady' | 'profile'>) {
  const { lanes, runKey, speed, paused, stepCount, reducedMotion, onOutcomes, onFinished, frameLabel } = props;
  const { t } = useTranslation('sandbox');
  const TABLE = useTableGeometry();
  const meshes = useRef<(Mesh | null)[]>([]);
  const reported = useRef<(RollOutcome | null)[]>([]);
  const finished = useRef(false);
  const lastStep = useRef(stepCount);
  const invalidate = useThree((state) => state.invalidate);
  // The callbacks are read when they fire (they may change every render).
  const callbacks = useRef({ onOutcomes, onFinished, t });
  // The lanes are read when a roll begins (the layout effect runs before the effect that builds it).
  const lanesRef = useRef(lanes);
  useLayoutEffect(() => {
    callbacks.current = { onOutcomes, onFinished, t };
    lanesRef.current = lanes;
  });

  const show = (current: RollReplay) => {
    current.sims.forEach((world, i) => {
      const mesh = meshes.current[i];
      if (!mesh) return;
      const t = world.body.translation();
      const r = world.body.rotation();
      mesh.position.set(t.x, t.y, t.z);
      mesh.quaternion.set(r.x, r.y, r.z, r.w);
    });
    if (frameLabel.current) frameLabel.current.textContent = frameText(callbacks.current.t, current.frames);
    const outcomes = current.outcomes();
    if (!sameOutcomes(outcomes, reported.current)) {
      reported.current = outcomes;
      callbacks.current.onOutcomes(outcomes);
    }
    if (current.finished && !finished.current) {
      finished.current = true;
      callbacks.current.onFinished();
    }
  };

  useEffect(() => {
    if (runKey === null && frameLabel.current) frameLabel.current.textContent = frameText(callbacks.current.t, 0);
  }, [runKey]);

  const run = useReplayPlayer(
    (rapier) => (runKey === null ? null : benchRun(rapier, lanesRef.current, TABLE.profile)),
    // One world per roll (the key); the lanes and reduced motion are read when the roll begins.
    [runKey, TABLE],
    {
      speed,
      paused,
      onStart(built) {
        reported.current = [];
        finished.current = false;
        // Reduced motion: no animation, straight to where the balls end.
        if (reducedMotion) built.runToEnd();
        show(built);
      },
      onFrame: show,
    },
  );

  useEffect(() => {
    if (stepCount === lastStep.current) return;
    lastStep.current = stepCount;
    const current = run.current;
    if (current && current.stepFrame()) {
      show(current);
      // Drawn on demand (SceneCanvas): a frame stepped by hand asks to be drawn.
      invalidate();
    }
  }, [stepCount]);

  return (
    <>
      {lanes.map((input, i) => {
        const radius = TABLE.ballRadius(input.sphere);
        return (
          <mesh
            key={`${runKey ?? 'wait'}:${input.hole}`}
            ref={(mesh) => {
              meshes.current[i] = mesh;
            }}
            position={[TABLE.track.laneX[input.hole] ?? 0, radius, 0]}
            geometry={TABLE.ball(input.sphere)}
          >
            <meshStandardMaterial {...putty(BALL_COLOR)} />
          </mesh>
        );
      })}
    </>
  );
}

export default function BenchScene(props: BenchSceneProps) {
  // The chosen hole's label is lit (with all seven, none is).
  const lit = new Set(props.lanes.length === 1 ? props.lanes.map((lane) => lane.hole) : []);
  const { t } = useTranslation('sandbox');
  const table = useMemo(() => tableGeometry(props.profile), [props.profile]);
  // The holes' labels explained (kit3d sceneTips.ts): a layer over the canvas.
  const layer = useRef<HTMLDivElement>(null);
  const litKey = [...lit].join(',');
  const tips = useMemo(() => benchTips(t, table.profile, table.track, new Set(litKey === '' ? [] : litKey.split(',').map(Number))), [t, table, litKey]);
  return (
    <>
      <SceneCanvas className="sb-canvas" label={t('bench.sceneLabel')} camera={{ near: 0.005, position: [0, 0.4, 0.4] }}>
        <Room />
        <TableGeometryContext value={table}>
          <Track lane={props.lanes.length === 1 ? (props.lanes[0]?.hole ?? null) : null} />
          <HoleLabels lit={lit} preset={props.camera} focus={props.focus} />
          <BenchCamera preset={props.camera} focus={props.focus} reducedMotion={props.reducedMotion} />
          <PausedPhysics onReady={props.onReady}>
            <Balls
              lanes={props.lanes}
              runKey={props.runKey}
              speed={props.speed}
              paused={props.paused}
              stepCount={props.stepCount}
              reducedMotion={props.reducedMotion}
              onOutcomes={props.onOutcomes}
              onFinished={props.onFinished}
              frameLabel={props.frameLabel}
            />
          </PausedPhysics>
        </TableGeometryContext>
        <SceneTipAnchors tips={tips} layer={layer} />
      </SceneCanvas>
      <SceneTipLayer tips={tips} label={t('bench.tipsLabel')} layer={layer} />
    </>
  );
}
