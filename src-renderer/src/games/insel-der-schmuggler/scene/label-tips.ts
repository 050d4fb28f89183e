/**
 * Where a label over the bay shows on the canvas, and which label a pointer
 * is over: the labels are billboards that labels.ts's shader places in view
 * space at a constant size on screen (and slides in from the canvas's side),
 * so no raycast against their quads finds them; this does the shader's sums
 * for one label instead. Pure.
 */
import { type Matrix4, Vector4 } from 'three';
import type { LabelQuad } from './overlays';

/** A box on the canvas (or in the window), in CSS pixels from its top left corner. */
export interface ScreenRect {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A label that explains itself: where it hangs, its size, what its tip says, and how high it is drawn (its render order: the higher covers the lower). */
export interface TipLabel extends Pick<LabelQuad, 'anchor' | 'width' | 'height' | 'centred'> {
  tip: string;
  order: number;
}

const v = new Vector4();

/** Where a label shows on a canvas `size` px, seen with this camera (its view and projection matrices); null behind the eye. */
export function labelRect(label: Pick<LabelQuad, 'anchor' | 'width' | 'height' | 'centred'>, view: Matrix4, projection: Matrix4, size: { width: number; height: number }): ScreenRect | null {
  v.set(label.anchor[0], label.anchor[1], label.anchor[2], 1).applyMatrix4(view);
  if (v.z > -1e-6) return null;
  v.applyMatrix4(projection);
  const across = v.x / v.w;
  const up = v.y / v.w;
  const p = projection.elements;
  const sx = p[0] ?? 1;
  const sy = p[5] ?? 1;
  // As the shader: a label near the canvas's side slides in to be read whole.
  const halfWidth = (label.width / 2) * sx + 0.01;
  const inside = halfWidth < 1 ? Math.min(1 - halfWidth, Math.max(-1 + halfWidth, across)) : across;
  const low = label.centred === true ? -label.height / 2 : 0;
  const x0 = inside - (label.width / 2) * sx;
  const x1 = inside + (label.width / 2) * sx;
  const y0 = up + low * sy;
  const y1 = up + (low + label.height) * sy;
  return {
    left: ((x0 + 1) / 2) * size.width,
    right: ((x1 + 1) / 2) * size.width,
    top: ((1 - y1) / 2) * size.height,
    bottom: ((1 - y0) / 2) * size.height,
  };
}

/** The label drawn on top at (x, y), among labels with their places: the highest order, the later of equals. */
export function labelAt<T extends { order: number }>(placed: readonly { label: T; rect: ScreenRect | null }[], x: number, y: number): { label: T; rect: ScreenRect } | null {
  let best: { label: T; rect: ScreenRect } | null = null;
  for (const { label, rect } of placed) {
    if (rect === null || x < rect.left || x > rect.right || y < rect.top || y > rect.bottom) continue;
    if (best === null || label.order >= best.label.order) best = { label, rect };
  }
  return best;
}
