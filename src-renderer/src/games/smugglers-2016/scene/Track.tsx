/** The rolling track, its seven lanes and the fence with seven holes, drawn from the physics module's pieces. */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { type InstancedMesh, Object3D } from 'three';
import { type Cuboid, useTableGeometry } from './geometry';

function Boxes({ boxes, color }: { boxes: Cuboid[]; color: string }) {
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
  }, [boxes]);
  return (
    <instancedMesh ref={ref} args={[undefined, undefined, boxes.length]} receiveShadow>
      <boxGeometry />
      <meshStandardMaterial color={color} roughness={0.7} />
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
      <Boxes boxes={parts.floors} color="#c8b08a" />
      <Boxes boxes={parts.rails} color="#8d6e4f" />
      <Boxes boxes={parts.fenceBoxes} color="#5d4037" />
      <mesh geometry={parts.fence}>
        <meshStandardMaterial color="#5d4037" roughness={0.6} />
      </mesh>
      {lane !== null && (
        <mesh position={[TRACK.laneX[lane] ?? 0, 0.0005, -laneLength / 2]} rotation={[-Math.PI / 2, 0, 0]}>
          <planeGeometry args={[TRACK.pitch * 0.8, laneLength]} />
          <meshStandardMaterial color="#fff3c4" emissive="#ffd54f" emissiveIntensity={0.25} transparent opacity={0.55} />
        </mesh>
      )}
    </group>
  );
}
