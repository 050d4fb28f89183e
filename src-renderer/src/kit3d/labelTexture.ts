/**
 * Words and numbers printed on a table's pieces: drawn once on a canvas
 * (transparent around the letters) and used as a texture on a flat mesh, so
 * a row of labels costs one draw call.
 */
import { CanvasTexture, SRGBColorSpace, type Texture } from 'three';

export interface PrintedText {
  text: string;
  /** Centre of the text, as a share of the label's width and height (0..1, y down). */
  x: number;
  y: number;
  /** Height of the letters, as a share of the label's height. */
  size: number;
  /** The widest the text may be, as a share of the label's width: a longer text gets smaller letters. */
  maxWidth?: number;
}

/** A label `width`×`height` px with these texts in `color` (bold, centred). */
export function labelTexture(width: number, height: number, texts: readonly PrintedText[], color = '#f6e7c8'): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (ctx !== null) {
    ctx.fillStyle = color;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const t of texts) {
      let px = Math.round(t.size * height);
      // eslint-disable-next-line i18next/no-literal-string -- a CSS font
      ctx.font = `bold ${px}px "DejaVu Sans", Arial, sans-serif`;
      const room = (t.maxWidth ?? 1) * width;
      const wide = ctx.measureText(t.text).width;
      if (wide > room) {
        px = Math.max(1, Math.floor((px * room) / wide));
        // eslint-disable-next-line i18next/no-literal-string -- a CSS font
        ctx.font = `bold ${px}px "DejaVu Sans", Arial, sans-serif`;
      }
      ctx.fillText(t.text, t.x * width, t.y * height);
    }
  }
  const tex = new CanvasTexture(canvas);
  tex.colorSpace = SRGBColorSpace;
  tex.anisotropy = 4;
  return tex;
}
