/**
 * The private 3D view behind the screen: the lump of putty on the table, the
 * player's open hand, and the ball he forms in it, drawn with the physics'
 * own sphereRenderMesh (so its bumps are the roundness the move will carry),
 * at true scale next to the hand. A yank shows as a strand pulled off the lump
 * (thin and sagging when too slow, snapping back when it fails).
 *
 * Only this file (and the station that imports it) pulls in three and
 * react-three-fiber: the table loads the station lazily.
 */
import { Canvas, useFrame } from '@react-three/fiber';
import { memo, useEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { DEFAULT_PROFILE, type PhysicsProfile, sphereRenderMesh, sphereShape } from '../../../../../shared/games/smugglers-2016/physics';

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
  useEffect(() => {
    target.current += 1.9;
    squash.current = 1;
  }, [strokes]);
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
  });
  if (!geometry) return null;
  const radius = geometry.boundingSphere?.radius ?? 0.01;
  return (
    <group position={[PALM_X, PALM_TOP + radius * 0.92, 0.004]}>
      <group ref={group}>
        <mesh geometry={geometry} castShadow>
          <meshStandardMaterial color={PUTTY_COLOUR} roughness={0.45} metalness={0.05} />
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
    <mesh geometry={geometry} position={[LUMP_X, radius * 0.72, 0]} scale={[1.18, 0.72, 1.18]}>
      <meshStandardMaterial color={LUMP_COLOUR} roughness={0.6} />
    </mesh>
  );
}

/** The strand of a pull: from the lump towards the hand, thinner and sagging when stringy. */
function Strand({ strand, reducedMotion }: { strand: StrandView; reducedMotion: boolean }) {
  const mesh = useRef<THREE.Mesh>(null);
  const shown = useRef(strand.reach);
  useFrame((_, delta) => {
    const m = mesh.current;
    if (!m) return;
    const goal = strand.snapping ? 0 : strand.reach;
    shown.current = reducedMotion ? goal : shown.current + (goal - shown.current) * Math.min(1, delta * (strand.snapping ? 10 : 18));
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
      <mesh position={[0, PALM_TOP / 2, 0]} scale={[0.043, PALM_TOP / 2, 0.05]}>
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

/** Memoised: the station re-renders at every tick of the hourglass, the scene only when the putty changes. */
export const PuttyView = memo(function PuttyView(props: PuttyViewProps) {
  return (
    <Canvas
      className="sc-canvas"
      dpr={[1, 2]}
      camera={{ position: [0, 0.17, 0.19], fov: 38, near: 0.01, far: 5 }}
      onCreated={({ camera }) => camera.lookAt(0, 0.004, -0.012)}
      aria-hidden="true"
    >
      <color attach="background" args={['#1a140e']} />
      <ambientLight intensity={0.55} />
      <directionalLight position={[0.2, 0.5, 0.3]} intensity={1.6} color="#ffe2b8" />
      <directionalLight position={[-0.3, 0.2, -0.2]} intensity={0.35} color="#8fb0ff" />
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, -0.0005, 0]}>
        <planeGeometry args={[3, 3]} />
        <meshStandardMaterial color="#4b301d" roughness={0.9} />
      </mesh>
      <Lump profile={props.profile ?? DEFAULT_PROFILE} lumpG={props.lumpG} />
      {props.strand && <Strand strand={props.strand} reducedMotion={props.reducedMotion} />}
      <Hand />
      <Ball
        profile={props.profile ?? DEFAULT_PROFILE}
        ballG={props.ballG} roundness={props.roundness} shapeSeed={props.shapeSeed} strokes={props.strokes} reducedMotion={props.reducedMotion} />
    </Canvas>
  );
});
