/**
 * The private 3D view behind the screen: the lump of putty on the table, the
 * player's open hand, and the ball he forms in it, drawn with the physics'
 * own sphereRenderMesh (so its bumps are the roundness the move will carry),
 * at true scale next to the hand. A yank shows as a strand pulled off the lump
 * (thin and sagging when too slow, snapping back when it fails).
 *
 * When the round's hole is known, a gauge stands beside the hand: a wooden
 * card with a hole of that size cut in it, at the ball's distance from the
 * eye and facing it, so the ball and the hole show at the same scale.
 *
 * Drawn on demand: a change of the putty draws a frame, and what moves (the
 * ball turning after a stroke, a strand) asks for frames until it rests.
 *
 * Only this file (and the station that imports it) pulls in three and
 * react-three-fiber: the table loads the station lazily.
 */
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { memo, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as THREE from 'three';
import { DEFAULT_PROFILE, type PhysicsProfile, sphereRenderMesh, sphereShape } from '../../../../../shared/games/smugglers-2016/physics';
import { drawingTier } from '../../../kit3d/drawing-tier';
import { FirstFrame } from '../../../kit3d/FirstFrame';
import { RenderStats } from '../../../kit3d/RenderStats';
import { type Vec3, frame } from '../../../kit3d/framing';
import { labelTexture } from '../../../kit3d/labelTexture';
import { sphereUvs } from '../../../kit3d/sphere-uvs';
import { puttyBumpTexture, woodTexture } from '../../../kit3d/textures';
import { holeLabel } from '../scene/hole-labels';

export interface StrandView {
  /** How far the pull reaches, 0..1 of a full reach. */
  reach: number;
  /** Too slow: the putty is turning stringy. */
  stringy: boolean;
  /** The strand failed and is snapping back (drawn shrinking). */
  snapping: boolean;
}

export interface PuttyViewProps {
  lumpG: number;
  ballG: number;
  roundness: number;
  shapeSeed: number;
  strand: StrandView | null;
  /** Changes at every rolling stroke (the ball turns a little). */
  strokes: number;
  reducedMotion: boolean;
  /** The table's physical profile (the putty's density sets the ball's size); default the Standard one. */
  profile?: PhysicsProfile;
  /** The round's hole, mm, when it is known: a gauge of that size stands beside the hand. */
  holeMm?: number | null;
  /** Told once, when its first frame has been drawn (keep it the same function: the view is memoised). */
  onDrawn?(): void;
}

const PUTTY_COLOUR = '#6fb7a0';
const LUMP_COLOUR = '#5fa58f';
const SKIN = '#c99a78';
const LUMP_X = -0.075;
const PALM_X = 0.06;
const PALM_TOP = 0.012;

/** A geometry for a sphere of putty: the physics' shape as a render mesh, or null for no putty. */
function puttyGeometry(profile: PhysicsProfile, massG: number, roundness: number, shapeSeed: number, detail: number): THREE.BufferGeometry | null {
  if (!(massG > 0.05)) return null;
  const shape = sphereShape({ massG, roundness, shapeSeed }, profile);
  const mesh = sphereRenderMesh(shape, detail);
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.BufferAttribute(mesh.positions, 3));
  geometry.setAttribute('uv', new THREE.BufferAttribute(sphereUvs(mesh.positions), 2));
  geometry.setIndex(new THREE.BufferAttribute(mesh.indices, 1));
  geometry.computeVertexNormals();
  geometry.computeBoundingSphere();
  return geometry;
}

function useDisposable(geometry: THREE.BufferGeometry | null): THREE.BufferGeometry | null {
  useEffect(() => () => geometry?.dispose(), [geometry]);
  return geometry;
}

function Ball({
  profile,
  ballG,
  roundness,
  shapeSeed,
  strokes,
  reducedMotion,
}: Pick<PuttyViewProps, 'ballG' | 'roundness' | 'shapeSeed' | 'strokes' | 'reducedMotion'> & { profile: PhysicsProfile }) {
  const geometry = useDisposable(useMemo(() => puttyGeometry(profile, ballG, roundness, shapeSeed, 3), [profile, ballG, roundness, shapeSeed]));
  const group = useRef<THREE.Group>(null);
  const target = useRef(0);
  const squash = useRef(0);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    target.current += 1.9;
    squash.current = 1;
    invalidate();
  }, [strokes, invalidate]);
  useFrame((_, delta) => {
    const g = group.current;
    if (!g) return;
    if (reducedMotion) {
      g.rotation.y = target.current;
      g.scale.set(1, 1, 1);
      return;
    }
    g.rotation.y += (target.current - g.rotation.y) * Math.min(1, delta * 6);
    g.rotation.x = Math.sin(g.rotation.y * 0.7) * 0.3;
    squash.current = Math.max(0, squash.current - delta * 3);
    const s = squash.current * 0.06;
    g.scale.set(1 + s, 1 - s, 1 + s);
    // Still turning or springing back: the next frame too.
    if (Math.abs(target.current - g.rotation.y) > 1e-3 || squash.current > 0) invalidate();
  });
  if (!geometry) return null;
  const radius = geometry.boundingSphere?.radius ?? 0.01;
  return (
    <group position={[PALM_X, PALM_TOP + radius * 0.92, 0.004]}>
      <group ref={group}>
        <mesh geometry={geometry} castShadow>
          <meshStandardMaterial color={PUTTY_COLOUR} roughness={0.8} metalness={0} bumpMap={puttyBumpTexture()} bumpScale={1.2} />
        </mesh>
      </group>
    </group>
  );
}

function Lump({ profile, lumpG }: { profile: PhysicsProfile; lumpG: number }) {
  // The bag's putty lies on the table as a slumped, lumpy blob (same seed always: it is the same lump).
  const geometry = useDisposable(useMemo(() => puttyGeometry(profile, lumpG, 0, 0x1b0b, 2), [profile, lumpG]));
  if (!geometry) return null;
  const radius = geometry.boundingSphere?.radius ?? 0.01;
  return (
    <mesh geometry={geometry} position={[LUMP_X, radius * 0.72, 0]} scale={[1.18, 0.72, 1.18]} castShadow receiveShadow>
      <meshStandardMaterial color={LUMP_COLOUR} roughness={0.85} bumpMap={puttyBumpTexture()} bumpScale={1.5} />
    </mesh>
  );
}

/** The strand of a pull: from the lump towards the hand, thinner and sagging when stringy. */
function Strand({ strand, reducedMotion }: { strand: StrandView; reducedMotion: boolean }) {
  const mesh = useRef<THREE.Mesh>(null);
  const shown = useRef(strand.reach);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [strand, invalidate]);
  useFrame((_, delta) => {
    const m = mesh.current;
    if (!m) return;
    const goal = strand.snapping ? 0 : strand.reach;
    shown.current = reducedMotion ? goal : shown.current + (goal - shown.current) * Math.min(1, delta * (strand.snapping ? 10 : 18));
    if (Math.abs(goal - shown.current) > 1e-4) invalidate();
    const length = 0.005 + shown.current * 0.09;
    const thickness = strand.stringy || strand.snapping ? 0.0018 : 0.006;
    m.scale.set(thickness, length, thickness);
    m.position.set(LUMP_X + 0.012 + length / 2, 0.012 - (strand.stringy ? shown.current * 0.006 : 0), 0.004);
  });
  return (
    <mesh ref={mesh} rotation={[0, 0, Math.PI / 2]}>
      <cylinderGeometry args={[1, 1, 1, 10]} />
      <meshStandardMaterial color={strand.stringy || strand.snapping ? '#9fd3c2' : LUMP_COLOUR} roughness={0.5} />
    </mesh>
  );
}

/** An open right hand, palm up, at true scale (palm about 85 mm wide): the only measure the player has. */
function Hand() {
  // Little finger to index, left to right: a right hand, palm up, fingers away from the player.
  const fingers: [number, number, number][] = [
    [-0.026, 0, -0.074],
    [-0.009, 0, -0.085],
    [0.009, 0, -0.088],
    [0.027, 0, -0.08],
  ];
  return (
    <group position={[PALM_X, 0, 0.01]}>
      <mesh position={[0, PALM_TOP / 2, 0]} scale={[0.043, PALM_TOP / 2, 0.05]} receiveShadow>
        <sphereGeometry args={[1, 32, 16]} />
        <meshStandardMaterial color={SKIN} roughness={0.8} />
      </mesh>
      {fingers.map(([x, y, z], i) => (
        <mesh key={i} position={[x, y + 0.008, z + 0.022]} rotation={[Math.PI / 2, 0, 0]}>
          <capsuleGeometry args={[0.0085, i === 0 ? 0.038 : 0.048, 6, 12]} />
          <meshStandardMaterial color={SKIN} roughness={0.8} />
        </mesh>
      ))}
      <mesh position={[0.047, 0.008, -0.004]} rotation={[Math.PI / 2, 0, 0.9]}>
        <capsuleGeometry args={[0.01, 0.042, 6, 12]} />
        <meshStandardMaterial color={SKIN} roughness={0.8} />
      </mesh>
      <mesh position={[0, 0.006, 0.06]} scale={[0.032, 0.006, 0.032]}>
        <sphereGeometry args={[1, 24, 12]} />
        <meshStandardMaterial color={SKIN} roughness={0.8} />
      </mesh>
    </group>
  );
}

/** Where the camera looks from: above and before the hands, as a seated player sees them. */
const VIEW_DIRECTION: Vec3 = [0, -0.166, -0.202];
/** The gauge's card: its margin round the hole and the strip under it for the size, m. */
const CARD_MARGIN = 0.007;
const CARD_LABEL = 0.013;

/** Where the ball rests on the palm (its centre), for a ball of this radius. */
function ballCentre(radius: number): Vec3 {
  return [PALM_X, PALM_TOP + radius * 0.92, 0.004];
}

/** The gauge's card size for a hole of `holeMm`: wide enough for its label. */
function cardSize(holeMm: number): [number, number] {
  const hole = holeMm / 1000;
  return [Math.max(hole + 2 * CARD_MARGIN, 0.05), hole + 2 * CARD_MARGIN + CARD_LABEL];
}

/**
 * Where the gauge stands: right of the ball, as far from the eye as the ball
 * (so both show at one scale), its bottom edge on the table.
 */
function gaugeCentre(holeMm: number): Vec3 {
  const [width, height] = cardSize(holeMm);
  const [bx, , bz] = ballCentre(0.014);
  const tilt = Math.atan2(-VIEW_DIRECTION[1], -VIEW_DIRECTION[2]);
  return [bx + 0.068 + width / 2, (height / 2) * Math.cos(tilt), bz];
}

/** A wooden card with the hole cut in it and its size printed under it, facing the eye. */
function HoleGauge({ holeMm, text }: { holeMm: number; /** What the card prints: "Hole 35 mm". */ text: string }) {
  const [width, height] = cardSize(holeMm);
  const hole = holeMm / 1000;
  const geometry = useMemo(() => {
    const card = new THREE.Shape();
    card.moveTo(-width / 2, -height / 2);
    card.lineTo(width / 2, -height / 2);
    card.lineTo(width / 2, height / 2);
    card.lineTo(-width / 2, height / 2);
    card.closePath();
    const cut = new THREE.Path();
    cut.absarc(0, height / 2 - CARD_MARGIN - hole / 2, hole / 2, 0, Math.PI * 2, true);
    card.holes.push(cut);
    const shape = new THREE.ExtrudeGeometry(card, { depth: 0.003, bevelEnabled: false, curveSegments: 48 });
    shape.translate(0, 0, -0.003);
    // Texture coordinates across the face: one grain tile per 5 cm.
    const uv = shape.getAttribute('uv');
    for (let i = 0; i < uv.count; i++) uv.setXY(i, uv.getX(i) / 0.05, uv.getY(i) / 0.05);
    return shape;
  }, [width, height, hole]);
  const label = useMemo(
    () => labelTexture(Math.round(width * 4000), Math.round(CARD_LABEL * 4000), [{ text, x: 0.5, y: 0.55, size: 0.7, maxWidth: 0.9 }], '#2b1a0e'),
    [width, text],
  );
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => label.dispose(), [label]);
  const centre = gaugeCentre(holeMm);
  const tilt = Math.atan2(-VIEW_DIRECTION[1], -VIEW_DIRECTION[2]);
  return (
    <group position={centre} rotation={[-tilt, 0, 0]}>
      <mesh geometry={geometry} castShadow receiveShadow>
        <meshStandardMaterial map={woodTexture('#c59a68')} roughness={0.7} />
      </mesh>
      <mesh position={[0, -height / 2 + CARD_LABEL / 2 + 0.002, 0.0005]}>
        <planeGeometry args={[width, CARD_LABEL]} />
        <meshStandardMaterial map={label} transparent roughness={0.8} depthWrite={false} />
      </mesh>
    </group>
  );
}

/** The camera framed on the lump, the hand (and the gauge), for the canvas's shape. */
function Framing({ holeMm }: { holeMm: number | null }) {
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const invalidate = useThree((state) => state.invalidate);
  useLayoutEffect(() => {
    const points: Vec3[] = [
      [LUMP_X - 0.03, 0, -0.02],
      [LUMP_X - 0.03, 0.03, 0.02],
      [PALM_X - 0.045, 0, 0.075],
      [PALM_X + 0.055, 0, 0.03],
      [PALM_X - 0.03, 0, -0.08],
      [PALM_X + 0.03, 0.05, -0.02],
    ];
    if (holeMm !== null) {
      const [width, height] = cardSize(holeMm);
      const [x, y, z] = gaugeCentre(holeMm);
      points.push([x + width / 2 + 0.005, y + height / 2, z], [x + width / 2 + 0.005, 0, z + 0.01]);
    }
    const aspect = size.height > 0 ? size.width / size.height : 1.6;
    const shot = frame(points, VIEW_DIRECTION, 38, aspect, 0.04);
    camera.position.set(...shot.from);
    camera.lookAt(...shot.at);
    camera.updateMatrixWorld();
    invalidate();
  }, [camera, size, holeMm, invalidate]);
  return null;
}

/** Memoised: the station re-renders at every tick of the hourglass, the scene only when the putty changes. */
export const PuttyView = memo(function PuttyView(props: PuttyViewProps) {
  const holeMm = props.holeMm ?? null;
  // Worded here, outside the canvas: the card redraws when the language changes.
  const { t } = useTranslation('smugglers-2016');
  const gaugeText = holeMm === null ? '' : t('scene.gauge', { size: holeLabel(t, holeMm) });
  // Set up for the machine as the tables are (kit3d/drawing-tier.ts); up close, a GPU may use a 2× screen in full.
  const tier = useMemo(() => drawingTier(2), []);
  return (
    <Canvas
      className="sc-canvas"
      dpr={tier.dpr}
      gl={{ antialias: tier.antialias, alpha: false }}
      frameloop="demand"
      shadows="percentage"
      camera={{ position: [0, 0.17, 0.19], fov: 38, near: 0.01, far: 5 }}
      aria-hidden="true"
    >
      <Framing holeMm={holeMm} />
      <color attach="background" args={['#1a140e']} />
      <hemisphereLight args={['#ffe9c7', '#2a1d14', 0.6]} />
      <directionalLight
        position={[0.2, 0.5, 0.3]}
        intensity={1.9}
        color="#ffe2b8"
        castShadow
        shadow-mapSize={[512, 512]}
        shadow-radius={4}
        shadow-bias={-0.0005}
        shadow-camera-left={-0.2}
        shadow-camera-right={0.2}
        shadow-camera-top={0.2}
        shadow-camera-bottom={-0.2}
        shadow-camera-near={0.2}
        shadow-camera-far={1.2}
      />
      <directionalLight position={[-0.3, 0.2, -0.2]} intensity={0.35} color="#8fb0ff" />
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, -0.0005, 0]} receiveShadow>
        <planeGeometry args={[3, 3]} />
        <meshStandardMaterial map={woodTexture('#4b301d', [24, 24])} roughness={0.85} />
      </mesh>
      <Lump profile={props.profile ?? DEFAULT_PROFILE} lumpG={props.lumpG} />
      {props.strand && <Strand strand={props.strand} reducedMotion={props.reducedMotion} />}
      <Hand />
      <Ball
        profile={props.profile ?? DEFAULT_PROFILE}
        ballG={props.ballG} roundness={props.roundness} shapeSeed={props.shapeSeed} strokes={props.strokes} reducedMotion={props.reducedMotion} />
      {holeMm !== null && <HoleGauge holeMm={holeMm} text={gaugeText} />}
      {props.onDrawn && <FirstFrame onDrawn={props.onDrawn} />}
      <RenderStats />
    </Canvas>
  );
});
