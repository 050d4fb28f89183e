/**
 * A set of label sprites (label-sprites.ts) for as long as its labels stay:
 * made again when the labels change (the caller memoises them by value), its
 * GPU resources given back when they do and when the bay goes, and a frame
 * asked for, as the bay draws on demand. With `tips`, each label explains
 * itself on hover, long press (tip-board.ts) where it is drawn now (a label
 * moved with moveLabel keeps its tip): `tipOf(i)` is asked when the pointer
 * comes, so it says what is true then.
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { BufferAttribute } from 'three';
import { type LabelSpriteOptions, type LabelSprite, type LabelSprites, labelSprites } from './label-sprites';
import type { TipLabel } from './label-tips';
import type { TipBoard } from './tip-board';

export interface LabelTips {
  board: TipBoard;
  /** The labels' render order (a label drawn over another takes the pointer). */
  order: number;
  /** Label i's tip now, or null: it has none. */
  tipOf(i: number): string | null;
}

/** A label moved out of sight (a boat not on the water): no tip. */
const OUT_OF_SIGHT_Y = -100;

/** The labels with tips, each where its quad hangs now. */
export function tipLabels(sprites: Pick<LabelSprites, 'geometry' | 'quads'>, order: number, tipOf: (i: number) => string | null): TipLabel[] {
  const positions = sprites.geometry.getAttribute('position') as BufferAttribute;
  return sprites.quads.flatMap((quad, i) => {
    const anchor = [positions.getX(i * 4), positions.getY(i * 4), positions.getZ(i * 4)] as const;
    if (anchor[1] < OUT_OF_SIGHT_Y) return [];
    const tip = tipOf(i);
    return tip === null ? [] : [{ anchor, width: quad.width, height: quad.height, centred: quad.centred === true, tip, order }];
  });
}

export function useLabelSprites(labels: readonly LabelSprite[], options: LabelSpriteOptions = {}, tips?: LabelTips): LabelSprites {
  const { span, spare } = options;
  const sprites = useMemo(() => labelSprites(labels, { ...(span === undefined ? {} : { span }), ...(spare === undefined ? {} : { spare }) }), [labels, span, spare]);
  useEffect(() => () => sprites.dispose(), [sprites]);
  const invalidate = useThree((state) => state.invalidate);
  // Drawn on demand: new labels are drawn on the next frame.
  useEffect(() => invalidate(), [invalidate, sprites]);
  const latest = useRef(tips);
  latest.current = tips;
  const board = tips?.board;
  useEffect(() => {
    if (board === undefined) return;
    return board.add(() => {
      const now = latest.current;
      return now === undefined ? [] : tipLabels(sprites, now.order, (i) => now.tipOf(i));
    });
  }, [board, sprites]);
  return sprites;
}
