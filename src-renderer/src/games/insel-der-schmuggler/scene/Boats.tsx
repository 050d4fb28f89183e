/**
 * The boats, drawn where the stage has them: two instanced meshes for all of
 * them (the wood, and the sails in the seats' colours), the players' names
 * over them (one billboard mesh), a ring round the boat the player picked
 * (raised a little out of the water). A boat is clickable; hovering one
 * brightens it.
 */
import { type ThreeEvent, useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Color, type InstancedMesh, Matrix4, type Mesh, Quaternion, Vector3 } from 'three';
import type { Seat } from '../../../../../shared/engine/contract';
import { boatColor } from './contract';
import type { BayDirector } from './director';
import { billboardMaterial, drawAtlas } from './labels';
import { yawRotation } from './layout';
import { labelGeometry, moveLabel } from './overlays';
import { boatColourGeometry, boatWoodGeometry } from './pieces';

/** Room for every seat's boat. */
const CAPACITY = 4;
/** How far the picked boat rises out of the water (its crate with it). */
export const RAISE = 0.012;
const TAG_Y = 0.096;

export interface BoatsProps {
  director: BayDirector;
  names: readonly string[];
  selectedBoat: Seat | null;
  hovered: Seat | null;
  onHover(seat: Seat | null): void;
  /** A click on a boat: where it stands, by the rules (the table decides whether that is a target). */
  onClick(seat: Seat): void;
}

const m = new Matrix4();
const q = new Quaternion();
const p = new Vector3();
const s = new Vector3();
const c = new Color();

export function Boats({ director, names, selectedBoat, hovered, onHover, onClick }: BoatsProps) {
  const wood = useRef<InstancedMesh>(null);
  const sails = useRef<InstancedMesh>(null);
  const ring = useRef<Mesh>(null);
  const woodGeometry = useMemo(() => boatWoodGeometry(), []);
  const colourGeometry = useMemo(() => boatColourGeometry(), []);
  const seats = director.boats.map((b) => b.seat);
  const seatKey = seats.join(',');
  const atlas = useMemo(
    () => drawAtlas((seatKey === '' ? [] : seatKey.split(',')).map((seat) => ({ text: names[Number(seat)] ?? '', fill: boatColor(Number(seat)), ink: '#ffffff' }))),
    [names, seatKey],
  );
  const tags = useMemo(
    () =>
      labelGeometry(
        atlas.entries.map((entry) => ({ anchor: [0, -1000, 0] as const, width: 0.021 * entry.aspect, height: 0.021, uv: entry.uv })),
      ),
    [atlas],
  );
  const tagMaterial = useMemo(() => billboardMaterial(atlas.texture), [atlas]);
  useEffect(
    () => () => {
      tags.dispose();
      tagMaterial.dispose();
      atlas.texture.dispose();
    },
    [tags, tagMaterial, atlas],
  );
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
      <mesh geometry={tags} material={tagMaterial} frustumCulled={false} renderOrder={21} />
      <mesh ref={ring} rotation-x={-Math.PI / 2} visible={false} renderOrder={3}>
        <ringGeometry args={[0.056, 0.065, 40]} />
        <meshBasicMaterial color="#ffd54a" transparent opacity={0.95} depthWrite={false} />
      </mesh>
    </>
  );
}
