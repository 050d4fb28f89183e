/**
 * The props around the track: the smuggling aid and its boss, the die, the bar
 * stools, the junk room's barrels, the boss's office with armchairs 1 and 2,
 * the balance scale, and each player's screen with his token piles and stink
 * bombs. Animations run in useFrame on refs; reduced motion snaps them.
 */
import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import type { Group, Mesh } from 'three';
import type { Contraband, Tokens } from '../../../../../shared/games/smugglers-2016/types';
import { pips, useTableGeometry } from './geometry';
import { SOUR, STINK, SWEET, putty, seatColor, wood } from './materials';
import { aidZ, barSpot, dieSpot, junkSpot, officeSpot, scaleSpot, screenSpot } from './places';

/** The smuggling aid's dark wood and the junk room's barrels. */
const AID_WOOD = '#6d4c41';
const BARREL_WOOD = '#8a5a36';

export { barSpot, junkSpot, officeSpot, screenSpot } from './places';

/** Moves `value` towards `target` in a frame: eased, or at once under reduced motion. */
function approach(value: number, target: number, delta: number, snap: boolean, rate = 5): number {
  if (snap) return target;
  return value + (target - value) * Math.min(1, delta * rate);
}

export function SmugglingAid({ boss, reducedMotion }: { boss: number; reducedMotion: boolean }) {
  const TRACK = useTableGeometry().track;
  const bossRef = useRef<Group>(null);
  const target = TRACK.laneX[boss] ?? 0;
  useFrame((root, delta) => {
    const g = bossRef.current;
    if (g === null) return;
    g.position.x = approach(g.position.x, target, delta, reducedMotion, 3);
    // A little hop while he walks.
    g.position.y = reducedMotion ? 0 : Math.abs(target - g.position.x) > 0.002 ? Math.abs(Math.sin(g.position.x * 60)) * 0.01 : 0;
    // Drawn on demand (SceneCanvas): ask for the next frame while he walks.
    if (Math.abs(target - g.position.x) > 1e-4) root.invalidate();
  });
  return (
    <group position={[0, 0, aidZ(TRACK)]}>
      <mesh position={[0, 0.01, 0]} castShadow receiveShadow>
        <boxGeometry args={[TRACK.halfWidth * 2 + 0.02, 0.02, 0.05]} />
        <meshStandardMaterial {...wood(AID_WOOD, [4, 1])} />
      </mesh>
      {TRACK.laneX.map((x, slot) => (
        <mesh key={slot} position={[x, 0.021, 0]}>
          <boxGeometry args={[TRACK.pitch * 0.7, 0.003, 0.03]} />
          <meshStandardMaterial color={slot === boss ? '#ffd54f' : '#a1887f'} roughness={0.6} />
        </mesh>
      ))}
      <group ref={bossRef} position={[target, 0, 0]}>
        <mesh position={[0, 0.06, 0]} castShadow>
          <cylinderGeometry args={[0.014, 0.02, 0.07, 16]} />
          <meshStandardMaterial color="#263238" />
        </mesh>
        <mesh position={[0, 0.105, 0]}>
          <sphereGeometry args={[0.014, 16, 12]} />
          <meshStandardMaterial color="#ffccbc" />
        </mesh>
        <mesh position={[0, 0.122, 0]} castShadow>
          <cylinderGeometry args={[0.022, 0.022, 0.004, 16]} />
          <meshStandardMaterial color="#111" />
        </mesh>
        <mesh position={[0, 0.132, 0]}>
          <cylinderGeometry args={[0.011, 0.013, 0.018, 16]} />
          <meshStandardMaterial color="#111" />
        </mesh>
      </group>
    </group>
  );
}

/** The die: it tumbles when a new number comes, then shows it on top. */
export function Die({ value, rollKey, reducedMotion }: { value: number | null; rollKey: string; reducedMotion: boolean }) {
  const ref = useRef<Group>(null);
  const spin = useRef({ key: '', left: 0 });
  useFrame((root, delta) => {
    const g = ref.current;
    if (g === null) return;
    if (spin.current.key !== rollKey) {
      spin.current = { key: rollKey, left: reducedMotion ? 0 : 0.9 };
    }
    if (spin.current.left > 0) {
      // Drawn on demand: the next frame, while it tumbles (and one more to land).
      root.invalidate();
      spin.current.left -= delta;
      g.rotation.x += delta * 14;
      g.rotation.z += delta * 11;
      g.position.y = 0.012 + Math.abs(Math.sin(spin.current.left * 9)) * 0.03;
    } else {
      g.rotation.set(0, 0.3, 0);
      g.position.y = 0.012;
    }
  });
  const s = 0.024;
  const TRACK = useTableGeometry().track;
  return (
    <group ref={ref} position={dieSpot(TRACK)}>
      <mesh castShadow>
        <boxGeometry args={[s, s, s]} />
        <meshStandardMaterial color={value !== null && value >= 5 ? '#ffcdd2' : '#fafafa'} roughness={0.35} />
      </mesh>
      {value !== null &&
        pips(value).map(([x, z], i) => (
          <mesh key={i} position={[(x * s) / 2, s / 2 + 0.0005, (z * s) / 2]}>
            <cylinderGeometry args={[0.0022, 0.0022, 0.001, 12]} />
            <meshStandardMaterial color={value >= 5 ? '#c62828' : '#212121'} />
          </mesh>
        ))}
    </group>
  );
}

export function BarStools({ count }: { count: number }) {
  const { track } = useTableGeometry();
  return (
    <group>
      {Array.from({ length: count }, (_, i) => {
        const [x, , z] = barSpot(track, i);
        return (
          <group key={i} position={[x, 0, z]}>
            <mesh position={[0, 0.025, 0]} castShadow>
              <cylinderGeometry args={[0.003, 0.003, 0.05, 8]} />
              <meshStandardMaterial color="#9e9e9e" metalness={0.6} roughness={0.3} />
            </mesh>
            <mesh position={[0, 0.05, 0]} castShadow>
              <cylinderGeometry args={[0.02, 0.02, 0.006, 20]} />
              <meshStandardMaterial color="#8e1b1b" roughness={0.5} />
            </mesh>
          </group>
        );
      })}
    </group>
  );
}

export function Barrels({ count }: { count: number }) {
  const { track } = useTableGeometry();
  return (
    <group>
      {Array.from({ length: count }, (_, i) => {
        const [x, , z] = junkSpot(track, i);
        return (
          <group key={i} position={[x, 0.02, z]}>
            <mesh castShadow receiveShadow>
              <cylinderGeometry args={[0.022, 0.02, 0.04, 16]} />
              <meshStandardMaterial {...wood(BARREL_WOOD, [2, 1])} />
            </mesh>
            {/* An iron hoop round the belly. */}
            <mesh position={[0, 0.006, 0]}>
              <cylinderGeometry args={[0.0225, 0.0222, 0.004, 16, 1, true]} />
              <meshStandardMaterial color="#3b3430" metalness={0.5} roughness={0.5} />
            </mesh>
          </group>
        );
      })}
    </group>
  );
}

export function Armchairs() {
  const { track } = useTableGeometry();
  return (
    <group>
      {([1, 2] as const).map((place) => {
        const [x, , z] = officeSpot(track, place);
        return (
          <group key={place} position={[x, 0, z]}>
            <mesh position={[0, 0.015, 0]} castShadow receiveShadow>
              <boxGeometry args={[0.06, 0.03, 0.05]} />
              <meshStandardMaterial color={place === 1 ? '#1b5e20' : '#33691e'} roughness={0.55} />
            </mesh>
            <mesh position={[0, 0.045, -0.022]} castShadow>
              <boxGeometry args={[0.06, 0.05, 0.01]} />
              <meshStandardMaterial color={place === 1 ? '#1b5e20' : '#33691e'} roughness={0.55} />
            </mesh>
            {/* Armchair number: one or two brass studs on the back. */}
            {Array.from({ length: place }, (_, i) => (
              <mesh key={i} position={[(i - (place - 1) / 2) * 0.012, 0.055, -0.016]}>
                <sphereGeometry args={[0.003, 8, 8]} />
                <meshStandardMaterial color="#ffca28" metalness={0.8} roughness={0.3} />
              </mesh>
            ))}
          </group>
        );
      })}
    </group>
  );
}

/** The balance scale: it tips towards the heavier side when two balls are compared (tilt: −1 left heavier … 1 right). */
export function Scale({ tilt, reducedMotion, left, right }: { tilt: number; reducedMotion: boolean; left: string | null; right: string | null }) {
  const beam = useRef<Group>(null);
  const leftPan = useRef<Group>(null);
  const rightPan = useRef<Group>(null);
  const arm = 0.045;
  const { track } = useTableGeometry();
  useFrame((root, delta) => {
    if (beam.current === null || leftPan.current === null || rightPan.current === null) return;
    const angle = approach(beam.current.rotation.z, tilt * 0.25, delta, reducedMotion, 2);
    // Drawn on demand: the next frame, while the beam tips.
    if (Math.abs(angle - tilt * 0.25) > 1e-4) root.invalidate();
    beam.current.rotation.z = angle;
    leftPan.current.position.y = 0.07 - Math.sin(angle) * arm - 0.025;
    rightPan.current.position.y = 0.07 + Math.sin(angle) * arm - 0.025;
  });
  return (
    <group position={scaleSpot(track)}>
      <mesh position={[0, 0.035, 0]} castShadow>
        <cylinderGeometry args={[0.003, 0.008, 0.07, 10]} />
        <meshStandardMaterial color="#b8860b" metalness={0.7} roughness={0.35} />
      </mesh>
      <group ref={beam} position={[0, 0.07, 0]}>
        <mesh rotation={[0, 0, Math.PI / 2]}>
          <cylinderGeometry args={[0.002, 0.002, arm * 2, 8]} />
          <meshStandardMaterial color="#b8860b" metalness={0.7} roughness={0.35} />
        </mesh>
      </group>
      {(
        [
          [leftPan, -arm, left],
          [rightPan, arm, right],
        ] as const
      ).map(([ref, x, color], i) => (
        <group key={i} ref={ref} position={[x, 0.045, 0]}>
          <mesh castShadow>
            <cylinderGeometry args={[0.022, 0.016, 0.004, 20]} />
            <meshStandardMaterial color="#d4af37" metalness={0.7} roughness={0.35} />
          </mesh>
          {color !== null && (
            <mesh position={[0, 0.014, 0]} castShadow>
              <sphereGeometry args={[0.013, 20, 14]} />
              <meshStandardMaterial {...putty(color)} />
            </mesh>
          )}
        </group>
      ))}
    </group>
  );
}

/** A player's screen, his token piles in front of it and his stink bombs (held behind it, used ones in front). */
export function ScreenAndTokens({
  seat,
  count,
  tokens,
  stinkBombs,
  spentBombs,
  active,
}: {
  seat: number;
  count: number;
  tokens: Tokens;
  stinkBombs: number;
  spentBombs: number;
  active: boolean;
}) {
  const [x, , z] = screenSpot(seat, count);
  const color = seatColor(seat);
  return (
    <group position={[x, 0, z]}>
      <mesh position={[0, 0.025, 0]} castShadow>
        <boxGeometry args={[0.1, 0.05, 0.004]} />
        <meshStandardMaterial color={color} roughness={0.75} emissive={active ? color : '#000000'} emissiveIntensity={active ? 0.35 : 0} />
      </mesh>
      <TokenPile count={tokens.sweet} color={SWEET} position={[-0.025, 0, 0.03]} />
      <TokenPile count={tokens.sour} color={SOUR} position={[0.025, 0, 0.03]} />
      {Array.from({ length: stinkBombs }, (_, i) => (
        <mesh key={`held-${i}`} position={[-0.04 + i * 0.018, 0.007, -0.02]}>
          <sphereGeometry args={[0.007, 12, 10]} />
          <meshStandardMaterial color={STINK} />
        </mesh>
      ))}
      {Array.from({ length: spentBombs }, (_, i) => (
        <mesh key={`spent-${i}`} position={[0.05, 0.003, 0.02 + i * 0.012]} rotation={[Math.PI / 2, 0, 0]}>
          <torusGeometry args={[0.005, 0.002, 8, 16]} />
          <meshStandardMaterial color="#424242" />
        </mesh>
      ))}
    </group>
  );
}

function TokenPile({ count, color, position }: { count: number; color: string; position: [number, number, number] }) {
  const geometry = useMemo(() => ({ r: 0.01, h: 0.003 }), []);
  return (
    <group position={position}>
      {Array.from({ length: count }, (_, i) => (
        <mesh key={i} position={[0, geometry.h / 2 + i * geometry.h * 1.05, 0]} castShadow>
          <cylinderGeometry args={[geometry.r, geometry.r, geometry.h, 20]} />
          <meshStandardMaterial color={color} />
        </mesh>
      ))}
    </group>
  );
}

const CONTRABAND_COLOR: Record<Contraband, string> = { sweet: SWEET, sour: SOUR, stink: STINK };

/** A ball opened for all to see: two halves part and the contraband shows. */
export function OpenedBall({
  position,
  color,
  contraband,
  openKey,
  reducedMotion,
}: {
  position: [number, number, number];
  color: string;
  contraband: Contraband;
  openKey: string;
  reducedMotion: boolean;
}) {
  const top = useRef<Mesh>(null);
  const bottom = useRef<Mesh>(null);
  const item = useRef<Mesh>(null);
  const state = useRef({ key: '', t: 0 });
  useFrame((root, delta) => {
    if (state.current.key !== openKey) state.current = { key: openKey, t: reducedMotion ? 1 : 0 };
    // Drawn on demand: the next frame, while the ball opens (the treat stops turning once it is open).
    if (state.current.t < 1) root.invalidate();
    state.current.t = Math.min(1, state.current.t + delta / 1.2);
    const t = state.current.t;
    const open = t * t * (3 - 2 * t);
    if (top.current) {
      top.current.position.set(0, 0.002 + open * 0.02, -open * 0.01);
      top.current.rotation.x = -open * 1.2;
    }
    if (bottom.current) bottom.current.position.y = -0.002;
    if (item.current) {
      item.current.scale.setScalar(0.3 + open * 0.7);
      item.current.rotation.y += reducedMotion ? 0 : delta;
    }
  });
  const r = 0.016;
  return (
    <group position={position}>
      <mesh ref={top}>
        <sphereGeometry args={[r, 24, 12, 0, Math.PI * 2, 0, Math.PI / 2]} />
        <meshStandardMaterial {...putty(color)} side={2} />
      </mesh>
      <mesh ref={bottom}>
        <sphereGeometry args={[r, 24, 12, 0, Math.PI * 2, Math.PI / 2, Math.PI / 2]} />
        <meshStandardMaterial {...putty(color)} side={2} />
      </mesh>
      <mesh ref={item} position={[0, 0.004, 0]}>
        {contraband === 'stink' ? <icosahedronGeometry args={[0.008, 0]} /> : <boxGeometry args={[0.011, 0.011, 0.011]} />}
        <meshStandardMaterial color={CONTRABAND_COLOR[contraband]} emissive={CONTRABAND_COLOR[contraband]} emissiveIntensity={0.3} />
      </mesh>
    </group>
  );
}
