/**
 * The rolling track, its seven lanes and the fence with seven holes, drawn
 * from the physics module's pieces: green felt on the lane bed, wooden rails
 * and fence, each hole's size printed over it (HoleLabels).
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { type InstancedMesh, Object3D } from 'three';
import { type Cuboid, useTableGeometry } from './geometry';
import { HoleLabels } from './HoleLabels';
import { FENCE_WOOD, RAIL_WOOD, felt, wood } from './materials';

function Boxes({ boxes, surface, matte = false }: { boxes: Cuboid[]; surface: ReturnType<typeof wood>; matte?: boolean }) {
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (mesh === null) return;
    const dummy = new Object3D();
    boxes.forEach((box, i) => {
      dummy.position.set(...box.centre);
      dummy.scale.set(box.halfExtents[0] * 2, box.halfExtents[1] * 2, box.halfExtents[2] * 2);
      dummy.updateMatrix();
      mesh.setMatrixAt(i, dummy.matrix);
    });
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [boxes]);
  return (
    <instancedMesh ref={ref} args={[undefined, undefined, boxes.length]} castShadow receiveShadow>
      <boxGeometry />
      {/* Felt is matte: Lambert looks the same and costs less per pixel (the lane bed fills much of the picture). */}
      {matte ? <meshLambertMaterial map={surface.map} /> : <meshStandardMaterial {...surface} />}
    </instancedMesh>
  );
}

export function Track({ lane }: { lane: number | null }) {
  const table = useTableGeometry();
  const TRACK = table.track;
  const parts = useMemo(() => table.parts(), [table]);
  useLayoutEffect(() => () => parts.fence.dispose(), [parts]);
  const laneLength = -TRACK.fenceFrontZ;
  return (
    <group>
      <Boxes boxes={parts.floors} surface={felt([5, 5])} matte />
      <Boxes boxes={parts.rails} surface={wood(RAIL_WOOD, [3, 1])} />
      <Boxes boxes={parts.fenceBoxes} surface={wood(FENCE_WOOD)} />
      <mesh geometry={parts.fence} castShadow receiveShadow>
        <meshStandardMaterial {...wood(FENCE_WOOD)} />
      </mesh>
      <HoleLabels />
      {lane !== null && (
        <mesh position={[TRACK.laneX[lane] ?? 0, 0.0005, -laneLength / 2]} rotation={[-Math.PI / 2, 0, 0]}>
          <planeGeometry args={[TRACK.pitch * 0.8, laneLength]} />
          <meshStandardMaterial color="#fff3c4" emissive="#ffd54f" emissiveIntensity={0.25} transparent opacity={0.4} depthWrite={false} />
        </mesh>
      )}
    </group>
  );
}
