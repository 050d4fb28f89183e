/**
 * The goods and the rocks, drawn where the stage has them: every crate (on
 * the islands' quays, in the sea, on the boats, in the air) in one instanced
 * mesh, every rock set on a field in another.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { type InstancedMesh, Matrix4, Quaternion, Vector3 } from 'three';
import type { Seat } from '../../../../../shared/engine/contract';
import type { BayShow } from './stage';
import { fieldXZ } from './layout';
import { crateGeometry, rockGeometry } from './pieces';
import { crateTexture } from './surfaces';

/** Every tile of the game (20) and those in flight, with room to spare. */
const CRATES = 32;
const ROCKS = 8;

const m = new Matrix4();
const q = new Quaternion();
const p = new Vector3();
const s = new Vector3();

/** Crates, and the rocks; a crate aboard the picked boat rises with it by `raise`. */
export function Crates({ director, raised, raise }: { director: BayShow; raised: Seat | null; raise: number }) {
  const crates = useRef<InstancedMesh>(null);
  const rocks = useRef<InstancedMesh>(null);
  const crate = useMemo(() => crateGeometry(), []);
  const rock = useMemo(() => rockGeometry(), []);
  useEffect(
    () => () => {
      crate.dispose();
      rock.dispose();
    },
    [crate, rock],
  );
  const drawn = useRef('');
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [invalidate, raised]);
  useFrame(() => {
    const cm = crates.current;
    const rm = rocks.current;
    const key = `${director.version}:${raised}`;
    if (cm === null || rm === null || drawn.current === key) return;
    drawn.current = key;
    let n = 0;
    for (const c of director.crates) {
      if (n >= CRATES) break;
      const t = c.position;
      const r = c.rotation;
      const lift = c.role.kind === 'boat' && c.role.seat === raised && !c.held ? raise : 0;
      p.set(t.x, t.y + lift, t.z);
      q.set(r.x, r.y, r.z, r.w);
      s.setScalar(c.scale);
      cm.setMatrixAt(n++, m.compose(p, q, s));
    }
    cm.count = n;
    cm.instanceMatrix.needsUpdate = true;
    cm.computeBoundingSphere();
    let k = 0;
    for (const rk of director.rocks) {
      if (k >= ROCKS) break;
      const [x, z] = fieldXZ(rk.field);
      p.set(x, rk.lift, z);
      // Each field's rock turned its own way.
      q.setFromAxisAngle(new Vector3(0, 1, 0), rk.field * 1.7);
      s.setScalar(1);
      rm.setMatrixAt(k++, m.compose(p, q, s));
    }
    rm.count = k;
    rm.instanceMatrix.needsUpdate = true;
    rm.computeBoundingSphere();
  });
  return (
    <>
      <instancedMesh ref={crates} args={[crate, undefined, CRATES]} frustumCulled={false}>
        <meshLambertMaterial map={crateTexture()} />
      </instancedMesh>
      <instancedMesh ref={rocks} args={[rock, undefined, ROCKS]} frustumCulled={false}>
        <meshLambertMaterial vertexColors />
      </instancedMesh>
    </>
  );
}
