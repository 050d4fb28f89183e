import { describe, expect, it } from 'vitest';
import { drawingTierFor, isSoftwareRenderer } from './drawing-tier';

describe('the drawing tier', () => {
  it.each([
    ['ANGLE (Mesa, llvmpipe (LLVM 15.0.6, 256 bits), OpenGL 4.5)', true],
    ['ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)', true],
    ['Google SwiftShader', true],
    ['ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)', true],
    ['llvmpipe (LLVM 15.0.6, 256 bits)', true],
    ['ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 (0x00002504) Direct3D11 vs_5_0 ps_5_0, D3D11)', false],
    ['ANGLE (Apple, ANGLE Metal Renderer: Apple M1, Unspecified Version)', false],
    ['Mesa Intel(R) UHD Graphics 620 (KBL GT2)', false],
    ['WebKit WebGL', false],
  ])('%s draws in software: %s', (name, software) => {
    expect(isSoftwareRenderer(name)).toBe(software);
  });

  it('without a GPU: no multisampling, one pixel per CSS pixel', () => {
    expect(drawingTierFor('ANGLE (Mesa, llvmpipe (LLVM 15.0.6, 256 bits), OpenGL 4.5)', 2)).toEqual({ software: true, antialias: false, dpr: [1, 1] });
  });

  it('with a GPU, or when the name is unknown: smooth edges and the screen’s sharpness up to the cap', () => {
    expect(drawingTierFor('ANGLE (Apple, ANGLE Metal Renderer: Apple M1, Unspecified Version)', 1.5)).toEqual({ software: false, antialias: true, dpr: [1, 1.5] });
    expect(drawingTierFor(null, 2)).toEqual({ software: false, antialias: true, dpr: [1, 2] });
  });
});
