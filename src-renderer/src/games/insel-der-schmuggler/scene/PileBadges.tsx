/**
 * A badge over every pile of goods in the sea: a crate and the count, hung
 * over the pile (pile-badges.ts) so that a pile can be seen and counted from
 * anywhere, a boat on its field or not. A pile where a caught boat's goods
 * went has a red rim while the catch is marked. One billboard mesh, made
 * again only when a pile's count changes. Each badge explains itself
 * (how many tiles, who may load them, whose catch threw them there).
 */
import { useFrame } from '@react-three/fiber';
import { useMemo, useRef, useState } from 'react';
import type { FieldId } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { BayShow } from './stage';
import { badgeAnchor, seaPiles } from './pile-badges';
import type { TipBoard } from './tip-board';
import { useLabelSprites } from './useLabelSprites';

const HEIGHT = 0.018;
const BADGE = { fill: 'rgba(40, 26, 12, 0.86)', ink: '#ffe9c4' } as const;
export const CAUGHT_RIM = '#ff4d4d';
/** Over the boats' name tags and the islands' names. */
export const BADGE_ORDER = 22;

export interface PileBadgesProps {
  director: BayShow;
  caughtFields: ReadonlySet<FieldId>;
  tips: TipBoard;
  /** A pile's tip: its count and the field it lies on. */
  tipOf(field: FieldId, count: number): string;
}

export function PileBadges({ director, caughtFields, tips, tipOf }: PileBadgesProps) {
  const [piles, setPiles] = useState<{ field: FieldId; count: number }[]>([]);
  const pilesKey = piles.map((p) => `${p.field}:${p.count}`).join(',');
  const seen = useRef({ version: -1, key: '' });
  useFrame(() => {
    if (seen.current.version === director.version) return;
    const now = seaPiles(director.crates.map((crate) => crate.role));
    const key = now.map((p) => `${p.field}:${p.count}`).join(',');
    seen.current = { version: director.version, key };
    // A new count: the badges are made again (and drawn on the next frame).
    if (key !== pilesKey) setPiles(now);
  });
  const caughtKey = [...caughtFields].sort((a, b) => a - b).join(',');
  const labels = useMemo(
    () =>
      piles.map((p) => ({
        text: String(p.count),
        ...BADGE,
        crate: true,
        ...(caughtFields.has(p.field) ? { rim: CAUGHT_RIM } : {}),
        anchor: badgeAnchor(p.field, p.count),
        height: HEIGHT,
        centred: true,
      })),
    // By value: a new set with the same fields, or new piles with the same counts, draw nothing new.
    [pilesKey, caughtKey],
  );
  const sprites = useLabelSprites(labels, { span: 160 }, { board: tips, order: BADGE_ORDER, tipOf: (i) => (piles[i] === undefined ? null : tipOf(piles[i].field, piles[i].count)) });
  if (piles.length === 0) return null;
  return <mesh geometry={sprites.geometry} material={sprites.material} frustumCulled={false} renderOrder={BADGE_ORDER} />;
}
