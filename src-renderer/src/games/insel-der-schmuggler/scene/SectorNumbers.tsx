/**
 * The sectors' numbers at the rim of the sea (rim.ts), small and calm, so
 * that every place the words name can be found on the board; the number of
 * the sector the beam lights now is written in the beam's colour. One
 * billboard mesh: its atlas holds each number twice (plain and lit), and the
 * lit one is swapped in when the beam stops somewhere else. Each number
 * explains itself: which sector of twenty, where it lies, lit or not.
 */
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { SECTORS } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { BayShow } from './stage';
import { relabel } from './overlays';
import { SECTOR_IDS, rimPlace, sectorNumber } from './rim';
import type { TipBoard } from './tip-board';
import { useLabelSprites } from './useLabelSprites';

/** The numbers' height (billboard units: about this fraction of the distance to the eye). */
const HEIGHT = 0.02;
/** Just over the water: a mark on the sea, not a sign in the air. */
const Y = 0.006;
export const PLAIN = { fill: 'rgba(18, 40, 56, 0.55)', ink: '#e6f3f7' } as const;
export const LIT = { fill: '#ffe08a', ink: '#3a2a00' } as const;
/** Under the reach's pills, which cover some of them. */
export const NUMBER_ORDER = 19;

/** The sector the beam points along now (the stage turns it in steps of a sector; mid-turn, the nearest). */
export function sectorOfAngle(angle: number): number {
  return (((Math.round((angle / (Math.PI * 2)) * SECTORS) % SECTORS) + SECTORS) % SECTORS) as number;
}

const NUMBERS = SECTOR_IDS.map((sector) => {
  const [x, z] = rimPlace(sector);
  return { text: String(sectorNumber(sector)), ...PLAIN, anchor: [x, Y, z] as const, height: HEIGHT, centred: true };
});
/** Each number again in the beam's colours, swapped in where the beam stops. */
const LIT_NUMBERS = SECTOR_IDS.map((s) => ({ text: String(sectorNumber(s)), ...LIT }));
const OPTIONS = { span: 128, spare: LIT_NUMBERS };

export interface SectorNumbersProps {
  director: BayShow;
  tips: TipBoard;
  /** A sector's tip (the board's sector, from 0), lit by the beam now or not. */
  tipOf(sector: number, lit: boolean): string;
}

export function SectorNumbers({ director, tips, tipOf }: SectorNumbersProps) {
  const sprites = useLabelSprites(NUMBERS, OPTIONS, { board: tips, order: NUMBER_ORDER, tipOf: (sector) => tipOf(sector, sector === sectorOfAngle(director.beamAngle)) });
  const lit = useRef(-1);
  useFrame(() => {
    const now = sectorOfAngle(director.beamAngle);
    if (now === lit.current) return;
    const before = lit.current;
    lit.current = now;
    const uvOf = (entry: number) => sprites.entries[entry]?.uv ?? ([0, 0, 0, 0] as const);
    if (before >= 0) relabel(sprites.geometry, before, uvOf(before));
    relabel(sprites.geometry, now, uvOf(SECTORS + now));
  });
  return <mesh geometry={sprites.geometry} material={sprites.material} frustumCulled={false} renderOrder={NUMBER_ORDER} />;
}
