/**
 * Names over the bay (the islands', the players' over their boats): drawn
 * once on a canvas as an atlas of pills, shown as billboards that face the
 * camera at a constant size on screen, all of one atlas in one draw call.
 * The words come from the table's catalogue (BayWords); nothing here is text.
 */
import { CanvasTexture, NoColorSpace, ShaderMaterial, type Texture } from 'three';
import type { LabelQuad } from './overlays';

export interface Pill {
  text: string;
  /** The pill's colour (CSS) and the letters'. */
  fill: string;
  ink: string;
  /** A crate drawn before the text (a pile's count). */
  crate?: boolean;
  /** A rim round the pill, in this colour (CSS). */
  rim?: string;
}

export interface Atlas {
  texture: Texture;
  /** Each pill's place in the atlas and its width over its height. */
  entries: { uv: LabelQuad['uv']; aspect: number }[];
}

const ROW = 64;
/** The atlas's width unless told: room for a long name. */
const WIDTH = 512;

/** The pills, one per row of a canvas `span` pixels wide (the texture is sampled as is: its colours are what shows). */
export function drawAtlas(pills: readonly Pill[], span = WIDTH): Atlas {
  const canvas = document.createElement('canvas');
  canvas.width = span;
  canvas.height = Math.max(1, pills.length) * ROW;
  const ctx = canvas.getContext('2d');
  const entries: Atlas['entries'] = [];
  pills.forEach((pill, i) => {
    const top = i * ROW;
    let width = span * 0.5;
    if (ctx !== null) {
      const px = Math.round(ROW * 0.52);
      // eslint-disable-next-line i18next/no-literal-string -- a CSS font
      ctx.font = `600 ${px}px "DejaVu Sans", Arial, sans-serif`;
      const icon = pill.crate === true ? ROW * 0.5 : 0;
      const text = Math.min(span - ROW - icon, ctx.measureText(pill.text).width);
      width = text + icon + ROW * 0.8;
      const r = ROW * 0.4;
      const x0 = 2;
      const y0 = top + ROW * 0.1;
      const h = ROW * 0.8;
      ctx.fillStyle = pill.fill;
      ctx.beginPath();
      ctx.moveTo(x0 + r, y0);
      ctx.arcTo(x0 + width, y0, x0 + width, y0 + h, r);
      ctx.arcTo(x0 + width, y0 + h, x0, y0 + h, r);
      ctx.arcTo(x0, y0 + h, x0, y0, r);
      ctx.arcTo(x0, y0, x0 + width, y0, r);
      ctx.closePath();
      ctx.fill();
      if (pill.rim !== undefined) {
        ctx.strokeStyle = pill.rim;
        ctx.lineWidth = ROW * 0.08;
        ctx.stroke();
      }
      if (icon > 0) {
        // A crate: a square with its planks, as the crates in the bay look.
        const side = ROW * 0.42;
        const cx = x0 + ROW * 0.4;
        const cy = top + ROW / 2 - side / 2;
        ctx.fillStyle = '#c8924e';
        ctx.fillRect(cx, cy, side, side);
        ctx.strokeStyle = '#5a3714';
        ctx.lineWidth = ROW * 0.05;
        ctx.strokeRect(cx, cy, side, side);
        ctx.beginPath();
        ctx.moveTo(cx, cy);
        ctx.lineTo(cx + side, cy + side);
        ctx.stroke();
      }
      ctx.fillStyle = pill.ink;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(pill.text, x0 + icon + (width - icon) / 2, top + ROW / 2 + 1, span - ROW - icon);
    }
    const u1 = (width + 4) / span;
    const v0 = 1 - (top + ROW) / canvas.height;
    const v1 = 1 - top / canvas.height;
    entries.push({ uv: [0, v0, u1, v1], aspect: (width + 4) / ROW });
  });
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = NoColorSpace;
  texture.anisotropy = 4;
  return { texture, entries };
}

/**
 * Billboards: each vertex at its label's anchor, pushed by its `corner` in
 * view space, scaled by the distance so the label keeps its size on screen.
 * Drawn over everything (labels must stay readable), without fog or light.
 */
/* eslint-disable i18next/no-literal-string -- GLSL, not words */
export function billboardMaterial(map: Texture): ShaderMaterial {
  return new ShaderMaterial({
    uniforms: { map: { value: map }, opacity: { value: 1 } },
    vertexShader: /* glsl */ `
      attribute vec2 corner;
      varying vec2 vUv;
      void main() {
        vUv = uv;
        vec4 mv = modelViewMatrix * vec4(position, 1.0);
        // Where the anchor falls across the canvas (-1 to 1), and half the label's width there (the same at any depth).
        vec4 anchor = projectionMatrix * mv;
        float across = anchor.x / anchor.w;
        float halfWidth = abs(corner.x) * projectionMatrix[0][0] + 0.01;
        // A label near the canvas's side slides in to be read whole (an island's name at the bay's edge on a narrow screen).
        float inside = halfWidth < 1.0 ? clamp(across, -1.0 + halfWidth, 1.0 - halfWidth) : across;
        mv.xy += corner * -mv.z;
        gl_Position = projectionMatrix * mv;
        gl_Position.x += (inside - across) * gl_Position.w;
      }
    `,
    fragmentShader: /* glsl */ `
      uniform sampler2D map;
      uniform float opacity;
      varying vec2 vUv;
      void main() {
        vec4 c = texture2D(map, vUv);
        if (c.a < 0.02) discard;
        gl_FragColor = vec4(c.rgb, c.a * opacity);
      }
    `,
    transparent: true,
    depthTest: false,
    depthWrite: false,
  });
}
/* eslint-enable i18next/no-literal-string */
