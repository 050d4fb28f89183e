/**
 * The boats, drawn where the stage has them: two instanced meshes for all of
 * them (the wood, and the sails in the seats' colours), the players' names
 * over them (one billboard mesh), a ring round the boat the player picked
 * (raised a little out of the water). A boat is clickable; hovering one
 * brightens it. A boat the beam caught (catch-marks.ts) has its name tag say
 * so, in a white rim, until its player rolls again. Each tag explains
 * itself on hover (whose boat, what it carries, the catch).
 */
import { type ThreeEvent, useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Color, type InstancedMesh, Matrix4, type Mesh, Quaternion, Vector3 } from 'three';
import type { Seat } from '../../../../../shared/engine/contract';
import { boatColor } from './contract';
import type { BayShow } from './stage';
import { yawRotation } from './layout';
import { moveLabel } from './overlays';
import { boatColourGeometry, boatWoodGeometry } from './pieces';
import type { TipBoard } from './tip-board';
import { useLabelSprites } from './useLabelSprites';

/** Room for every seat's boat. */
const CAPACITY = 4;
/** How far the picked boat rises out of the water (its crate with it). */
export const RAISE = 0.012;
const TAG_Y = 0.096;
/** The name tags over the islands' names, under the piles' badges. */
export const TAG_ORDER = 21;

export interface BoatsProps {
  director: BayShow;
  names: readonly string[];
  /** The boats whose catch is marked, and their tags' words ("Ben: caught!"). */
  caught: ReadonlySet<Seat>;
  caughtTag(name: string): string;
  selectedBoat: Seat | null;
  hovered: Seat | null;
  onHover(seat: Seat | null): void;
  /** A click on a boat: where it stands, by the rules (the table decides whether that is a target). */
  onClick(seat: Seat): void;
  tips: TipBoard;
  /** A boat's name tag's tip. */
  tipOf(seat: Seat): string;
}

const m = new Matrix4();
const q = new Quaternion();
const p = new Vector3();
const s = new Vector3();
const c = new Color();

/** The rim of a caught boat's tag: the colour of the catch's marks. */
export const CAUGHT_TAG_RIM = '#ffffff';

export function Boats({ director, names, caught, caughtTag, selectedBoat, hovered, onHover, onClick, tips, tipOf }: BoatsProps) {
  const wood = useRef<InstancedMesh>(null);
  const sails = useRef<InstancedMesh>(null);
  const ring = useRef<Mesh>(null);
  const woodGeometry = useMemo(() => boatWoodGeometry(), []);
  const colourGeometry = useMemo(() => boatColourGeometry(), []);
  const seats = director.boats.map((b) => b.seat);
  const seatKey = seats.join(',');
  const caughtKey = [...caught].sort((a, b) => a - b).join(',');
  const labels = useMemo(
    () =>
      (seatKey === '' ? [] : seatKey.split(',')).map((seat) => {
        const name = names[Number(seat)] ?? '';
        const isCaught = caught.has(Number(seat));
        return {
          text: isCaught ? caughtTag(name) : name,
          fill: boatColor(Number(seat)),
          ink: '#ffffff',
          ...(isCaught ? { rim: CAUGHT_TAG_RIM } : {}),
          // Out of sight until the first frame puts it over its boat.
          anchor: [0, -1000, 0] as const,
          height: 0.021,
        };
      }),
    // The caught boats by value (caughtKey): a new set of the same boats draws nothing new.
    [names, seatKey, caughtKey, caughtTag],
  );
  const sprites = useLabelSprites(labels, {}, { board: tips, order: TAG_ORDER, tipOf: (i) => (seats[i] === undefined ? null : tipOf(seats[i])) });
  const tags = sprites.geometry;
  useEffect(
    () => () => {
      woodGeometry.dispose();
      colourGeometry.dispose();
    },
    [woodGeometry, colourGeometry],
  );

  const invalidate = useThree((state) => state.invalidate);
  const drawn = useRef('');
  useEffect(() => invalidate(), [invalidate, selectedBoat, hovered, tags]);

  useFrame(() => {
    const w = wood.current;
    const sl = sails.current;
    if (w === null || sl === null) return;
    const key = `${director.version}:${selectedBoat}:${hovered}:${tags.id}`;
    if (drawn.current === key) return;
    drawn.current = key;
    let ringAt: Vector3 | null = null;
    director.boats.forEach((boat, i) => {
      if (i >= CAPACITY) return;
      const picked = boat.seat === selectedBoat && boat.placed;
      const r = yawRotation(boat.pose.heading);
      q.set(r.x, r.y, r.z, r.w);
      p.set(boat.pose.x, boat.lift + (picked ? RAISE : 0), boat.pose.z);
      const size = boat.placed ? boat.scale : 0;
      s.set(size, size, size);
      m.compose(p, q, s);
      w.setMatrixAt(i, m);
      sl.setMatrixAt(i, m);
      w.setColorAt(i, c.setScalar(boat.seat === hovered ? 1.45 : 1));
      sl.setColorAt(i, c.set(boatColor(boat.seat)).multiplyScalar(boat.seat === hovered ? 1.3 : 1));
      moveLabel(tags, i, boat.placed ? [boat.pose.x, TAG_Y + boat.lift + (picked ? RAISE : 0), boat.pose.z] : [0, -1000, 0]);
      if (picked) ringAt = new Vector3(boat.pose.x, 0.0022, boat.pose.z);
    });
    const count = Math.min(CAPACITY, director.boats.length);
    for (const mesh of [w, sl]) {
      mesh.count = count;
      mesh.instanceMatrix.needsUpdate = true;
      if (mesh.instanceColor !== null) mesh.instanceColor.needsUpdate = true;
      // The boats moved: the bounds that culling and picking use must follow.
      mesh.computeBoundingSphere();
    }
    const rg = ring.current;
    if (rg !== null) {
      rg.visible = ringAt !== null;
      if (ringAt !== null) rg.position.copy(ringAt);
    }
  });

  const seatOf = (e: ThreeEvent<PointerEvent | MouseEvent>): Seat | null => {
    const i = e.instanceId;
    return i === undefined ? null : (director.boats[i]?.seat ?? null);
  };
  const handlers = {
    onPointerOver: (e: ThreeEvent<PointerEvent>) => {
      e.stopPropagation();
      onHover(seatOf(e));
    },
    onPointerOut: () => onHover(null),
    onClick: (e: ThreeEvent<MouseEvent>) => {
      e.stopPropagation();
      const seat = seatOf(e);
      if (seat !== null) onClick(seat);
    },
  };

  return (
    <>
      <instancedMesh ref={wood} args={[woodGeometry, undefined, CAPACITY]} frustumCulled={false} {...handlers}>
        <meshLambertMaterial vertexColors />
      </instancedMesh>
      <instancedMesh ref={sails} args={[colourGeometry, undefined, CAPACITY]} frustumCulled={false} {...handlers}>
        <meshLambertMaterial vertexColors />
      </instancedMesh>
      <mesh geometry={tags} material={sprites.material} frustumCulled={false} renderOrder={TAG_ORDER} />
      <mesh ref={ring} rotation-x={-Math.PI / 2} visible={false} renderOrder={3}>
        <ringGeometry args={[0.056, 0.065, 40]} />
        <meshBasicMaterial color="#ffd54a" transparent opacity={0.95} depthWrite={false} />
      </mesh>
    </>
  );
}
