import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { labelSprites } from './label-sprites';

/** No DOM here: a canvas that cannot draw (labels.ts then leaves each pill half the atlas's width). */
beforeEach(() => {
  vi.stubGlobal('document', { createElement: () => ({ width: 0, height: 0, getContext: () => null }) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAIN = { fill: '#000', ink: '#fff' } as const;

describe('label sprites', () => {
  it('hangs one quad per label at its anchor, as tall as told and as wide as its pill, centred only when told', () => {
    const sprites = labelSprites(
      [
        { text: '13', ...PLAIN, anchor: [0.1, 0.006, -0.7], height: 0.02, centred: true },
        { text: 'Palm Island', ...PLAIN, anchor: [0.5, 0.14, 0.2], height: 0.028 },
      ],
      { span: 128 },
    );
    expect(sprites.quads).toHaveLength(2);
    const [number, name] = sprites.quads;
    expect(number?.anchor).toEqual([0.1, 0.006, -0.7]);
    expect(number?.centred).toBe(true);
    expect(name?.centred).toBeUndefined();
    for (const [i, quad] of sprites.quads.entries()) {
      expect(quad.width).toBeCloseTo(quad.height * (sprites.entries[i]?.aspect ?? 0));
      expect(quad.uv).toEqual(sprites.entries[i]?.uv);
    }
    // Four corners a label, each at its anchor; two triangles a label.
    const positions = sprites.geometry.getAttribute('position');
    expect(positions.count).toBe(8);
    expect([positions.getX(4), positions.getY(4), positions.getZ(4)].map((n) => Number(n.toFixed(3)))).toEqual([0.5, 0.14, 0.2]);
    expect(sprites.geometry.getIndex()?.count).toBe(12);
    sprites.dispose();
  });

  it('keeps spare pills in the atlas after the labels, drawn nowhere until swapped in', () => {
    const sprites = labelSprites([{ text: '1', ...PLAIN, anchor: [0, 0, 0], height: 0.02 }], { spare: [{ text: '1', fill: '#ffe08a', ink: '#3a2a00' }] });
    expect(sprites.entries).toHaveLength(2);
    expect(sprites.quads).toHaveLength(1);
    expect(sprites.entries[1]?.uv).not.toEqual(sprites.entries[0]?.uv);
    sprites.dispose();
  });

  it('gives back its geometry, material and atlas together', () => {
    const sprites = labelSprites([{ text: '3', ...PLAIN, crate: true, rim: '#ff4d4d', anchor: [0, 0, 0], height: 0.018, centred: true }]);
    const gone: string[] = [];
    sprites.geometry.addEventListener('dispose', () => gone.push('geometry'));
    sprites.material.addEventListener('dispose', () => gone.push('material'));
    (sprites.material.uniforms.map?.value as { addEventListener(type: 'dispose', listener: () => void): void }).addEventListener('dispose', () => gone.push('texture'));
    sprites.dispose();
    expect(gone.sort()).toEqual(['geometry', 'material', 'texture']);
  });
});
