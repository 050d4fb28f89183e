/**
 * Labels drawn as sprites over the bay: a row of pills (labels.ts) drawn
 * once on one canvas, shown as billboards that face the camera (one geometry
 * of quads, one material: one draw call), and everything they hold given
 * back to the GPU together. The sector numbers, the piles' badges, the
 * islands' names, the reach's chances and the boats' name tags are all made
 * this way (useLabelSprites.ts keeps one set for as long as its labels stay).
 */
import type { BufferGeometry, ShaderMaterial } from 'three';
import { type Atlas, type Pill, billboardMaterial, drawAtlas } from './labels';
import { type LabelQuad, labelGeometry } from './overlays';

/** One label: its pill, where it hangs and how tall it is (billboard units; its width follows its text). */
export interface LabelSprite extends Pill {
  anchor: LabelQuad['anchor'];
  height: number;
  /** Centred on its anchor (a mark on the water) rather than hanging above it. */
  centred?: boolean;
}

export interface LabelSprites {
  geometry: BufferGeometry;
  material: ShaderMaterial;
  /** Each label's place in the atlas, then each of `spare`'s (a label may be shown with one later: relabel). */
  entries: Atlas['entries'];
  /** Each label's quad as drawn first (its anchor, size and place in the atlas). */
  quads: LabelQuad[];
  /** The geometry, the material and the atlas's texture go. */
  dispose(): void;
}

export interface LabelSpriteOptions {
  /** The atlas's width in pixels (labels.ts: room for a long name unless told). */
  span?: number;
  /** Pills drawn in the atlas after the labels' own, to swap in later (a number lit by the beam). */
  spare?: readonly Pill[];
}

const NOWHERE: Atlas['entries'][number] = { uv: [0, 0, 0, 0], aspect: 1 };

export function labelSprites(labels: readonly LabelSprite[], { span, spare = [] }: LabelSpriteOptions = {}): LabelSprites {
  const pills: Pill[] = [...labels, ...spare].map(({ text, fill, ink, crate, rim }) => ({
    text,
    fill,
    ink,
    ...(crate === undefined ? {} : { crate }),
    ...(rim === undefined ? {} : { rim }),
  }));
  const atlas = drawAtlas(pills, span);
  const quads = labels.map((label, i): LabelQuad => {
    const entry = atlas.entries[i] ?? NOWHERE;
    return { anchor: label.anchor, width: label.height * entry.aspect, height: label.height, uv: entry.uv, ...(label.centred === true ? { centred: true } : {}) };
  });
  const geometry = labelGeometry(quads);
  const material = billboardMaterial(atlas.texture);
  return {
    geometry,
    material,
    entries: atlas.entries,
    quads,
    dispose() {
      geometry.dispose();
      material.dispose();
      atlas.texture.dispose();
    },
  };
}
