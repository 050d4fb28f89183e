import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type NameStore,
  RENDERER_NAME_KEY,
  confirmRendererName,
  drawingTierFor,
  drawingTier,
  forgetProbe,
  isSoftwareRenderer,
  probeRendererAhead,
  rememberRendererName,
  rememberedRendererName,
  webglRendererName,
} from './drawing-tier';

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

describe("the renderer's name, kept between starts", () => {
  const LLVMPIPE = 'ANGLE (Mesa, llvmpipe (LLVM 15.0.6, 256 bits), OpenGL 4.5)';
  const store = (): NameStore & { kept: Map<string, string> } => {
    const kept = new Map<string, string>();
    return { kept, getItem: (key) => kept.get(key) ?? null, setItem: (key, value) => void kept.set(key, value) };
  };
  /** A WebGL context that names its renderer, counting the questions. */
  const context = (name: string) => ({
    RENDERER: 0x1f01,
    getExtension: () => ({ UNMASKED_RENDERER_WEBGL: 0x9246 }),
    getParameter: () => name,
  });

  afterEach(() => forgetProbe());

  it('uses the name an earlier start kept, without a throwaway context', () => {
    const kept = store();
    rememberRendererName(kept, LLVMPIPE);
    const createElement = vi.fn();
    vi.stubGlobal('document', { createElement });
    expect(webglRendererName(kept)).toBe(LLVMPIPE);
    expect(createElement).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("keeps a scene's own renderer name for the next start when it is not the one this start set up for", () => {
    const kept = store();
    rememberRendererName(kept, LLVMPIPE);
    expect(webglRendererName(kept)).toBe(LLVMPIPE);
    confirmRendererName(context(LLVMPIPE) as unknown as WebGL2RenderingContext, kept);
    expect(rememberedRendererName(kept)).toBe(LLVMPIPE);
    // A GPU now: this start drew in software, the next one sets up for the GPU.
    const gpu = 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)';
    confirmRendererName(context(gpu) as unknown as WebGL2RenderingContext, kept);
    expect(rememberedRendererName(kept)).toBe(gpu);
  });

  it('asked ahead (a table fetched before it starts), probes in a task of its own, and the scene then asks nothing', async () => {
    const lost = vi.fn();
    const probe = { ...context(LLVMPIPE), getExtension: (name: string) => (name === 'WEBGL_lose_context' ? { loseContext: lost } : { UNMASKED_RENDERER_WEBGL: 0x9246 }) };
    const createElement = vi.fn(() => ({ getContext: () => probe }));
    vi.stubGlobal('document', { createElement });
    try {
      probeRendererAhead();
      // Not in the caller's task: it is the one that asks for the table's chunks.
      expect(createElement).not.toHaveBeenCalled();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(createElement).toHaveBeenCalledTimes(1);
      expect(lost).toHaveBeenCalledTimes(1);
      // The scene mounts: its tier is known, no second throwaway context.
      expect(drawingTier(1.5)).toEqual({ software: true, antialias: false, dpr: [1, 1] });
      probeRendererAhead();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(createElement).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads nothing from a kept value that is not a name', () => {
    const kept = store();
    kept.setItem(RENDERER_NAME_KEY, '{"not":"a name"}');
    expect(rememberedRendererName(kept)).toBeUndefined();
    kept.setItem(RENDERER_NAME_KEY, 'null');
    expect(rememberedRendererName(kept)).toBeNull();
    expect(rememberedRendererName(null)).toBeUndefined();
  });
});
