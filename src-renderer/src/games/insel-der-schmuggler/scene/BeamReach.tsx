/**
 * Where the beam may stop on the next lighthouse roll (beam-reach.ts), drawn
 * while the player chooses where his boat ends its move: each sector it can
 * reach washed in one calm colour, never the beam's, a little stronger where
 * the chance is higher, with its number and chance at the rim ("13 · 1 in 6",
 * "12 · 1–2 in 6": the black face is the next roller's choice); each pill
 * says on hover which faces bring the beam there. Two draw calls, made when
 * the beam or the choosing changes, none otherwise.
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { DoubleSide, MeshBasicMaterial } from 'three';
import { type BeamReach as Reach, beamReach } from './beam-reach';
import type { BayWords } from './contract';
import { sectorWashGeometry } from './overlays';
import { rimPlace, sectorNumber } from './rim';
import type { TipBoard } from './tip-board';
import { useLabelSprites } from './useLabelSprites';

export const REACH_COLOR = '#e8436f';
const PILL = { fill: 'rgba(150, 28, 64, 0.92)', ink: '#ffffff' } as const;
/** The pills a little larger than the plain numbers they cover. */
const HEIGHT = 0.022;
const Y = 0.006;
/** Over the sector numbers they cover. */
export const REACH_ORDER = 20;

/** How strongly a reached sector is washed: a sure sixth, or a sixth and a possible second. */
export function washOf(most: number): { fill: number; rim: number } {
  return most > 1 ? { fill: 0.2, rim: 0.85 } : { fill: 0.12, rim: 0.6 };
}

export interface BeamReachProps {
  beam: number;
  words: Pick<BayWords, 'reach'>;
  tips: TipBoard;
  /** A reached sector's tip: its chance and the faces that bring the beam there. */
  tipOf(reach: Reach): string;
}

export function BeamReach({ beam, words, tips, tipOf }: BeamReachProps) {
  const reach = useMemo(() => beamReach(beam), [beam]);
  const wash = useMemo(() => sectorWashGeometry(reach.map((r) => ({ sector: r.sector, ...washOf(r.most) }))), [reach]);
  const washMaterial = useMemo(
    () => new MeshBasicMaterial({ color: REACH_COLOR, vertexColors: true, transparent: true, depthWrite: false, side: DoubleSide, forceSinglePass: true, fog: false }),
    [],
  );
  const labels = useMemo(
    () =>
      reach.map((r) => {
        const [x, z] = rimPlace(r.sector);
        return { text: words.reach(sectorNumber(r.sector), r.least, r.most), ...PILL, anchor: [x, Y, z] as const, height: HEIGHT, centred: true };
      }),
    [reach, words],
  );
  const pills = useLabelSprites(labels, {}, { board: tips, order: REACH_ORDER, tipOf: (i) => (reach[i] === undefined ? null : tipOf(reach[i])) });
  useEffect(() => () => wash.dispose(), [wash]);
  useEffect(() => () => washMaterial.dispose(), [washMaterial]);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    // Drawn on demand: shown, changed or gone, the bay draws one frame.
    invalidate();
    return () => invalidate();
  }, [invalidate, wash, pills]);
  return (
    <>
      <mesh geometry={wash} material={washMaterial} renderOrder={3} />
      <mesh geometry={pills.geometry} material={pills.material} frustumCulled={false} renderOrder={REACH_ORDER} />
    </>
  );
}
