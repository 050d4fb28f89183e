/**
 * Where a caught boat's goods went overboard: a red frame round each such
 * field while the catch is marked (catch-marks.ts) and goods still lie there
 * (loaded again, nothing is left to point at). One small mesh per field, a
 * catch or two at a time.
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { DoubleSide, MeshBasicMaterial } from 'three';
import type { FieldId } from '../../../../../shared/games/insel-der-schmuggler/board';
import { outlineBand } from './overlays';

export const CATCH_COLOR = '#ff4d4d';

export function CatchFrames({ fields }: { fields: readonly FieldId[] }) {
  const key = fields.join(',');
  // By value: the same fields keep their frames.
  const bands = useMemo(() => (key === '' ? [] : key.split(',').map((field) => outlineBand(Number(field), 0.01))), [key]);
  const material = useMemo(
    () => new MeshBasicMaterial({ color: CATCH_COLOR, transparent: true, opacity: 0.95, depthWrite: false, side: DoubleSide, forceSinglePass: true, fog: false }),
    [],
  );
  useEffect(() => () => bands.forEach((band) => band.dispose()), [bands]);
  useEffect(() => () => material.dispose(), [material]);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [invalidate, bands]);
  return (
    <>
      {bands.map((band, i) => (
        <mesh key={i} geometry={band} material={material} renderOrder={6} />
      ))}
    </>
  );
}
