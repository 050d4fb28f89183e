/**
 * How a 3D canvas is set up for the machine it runs on. Where the CPU draws
 * WebGL (no GPU: Mesa's llvmpipe, Chromium's SwiftShader), multisampled
 * antialiasing is the dearest thing in a frame: the bench measured the bay's
 * browser CPU per moving frame at 161 ms with it and 99 ms without, the
 * table's at 103 and 88. There the canvas draws without it, at one pixel
 * per CSS pixel (a HiDPI laptop without a GPU would otherwise shade 2.25×
 * the pixels). With a GPU, edges stay smooth and HiDPI screens sharp.
 *
 * The canvas is opaque either way (every scene paints its own background):
 * the compositor then copies it instead of blending it over the page, about
 * 5 ms less per frame where the CPU composites.
 */

export interface DrawingTier {
  /** True where the WebGL renderer draws in software. */
  software: boolean;
  antialias: boolean;
  /** The device-pixel ratios react-three-fiber may use: [min, max]. */
  dpr: [number, number];
}

/** Words in the renderer's name that say the CPU draws. */
const SOFTWARE_RENDERER = /llvmpipe|softpipe|lavapipe|swiftshader|software|basic render driver/i;

/** Whether a WebGL renderer's name (UNMASKED_RENDERER_WEBGL, else RENDERER) is a software one. */
export function isSoftwareRenderer(name: string): boolean {
  return SOFTWARE_RENDERER.test(name);
}

/** The tier for a renderer's name; `maxDpr` is what the screen may use with a GPU. */
export function drawingTierFor(rendererName: string | null, maxDpr: number): DrawingTier {
  const software = rendererName !== null && isSoftwareRenderer(rendererName);
  return software ? { software, antialias: false, dpr: [1, 1] } : { software, antialias: true, dpr: [1, maxDpr] };
}

let probed: string | null | undefined;

/**
 * Where the renderer's name is kept between starts: the probe costs a WebGL
 * context of its own, a second of the bay's start on a slow machine without
 * a GPU (issue #27), and the answer changes only with the machine's GPU or
 * driver, which a scene's own context then tells (confirmRendererName).
 */
export const RENDERER_NAME_KEY = 'smugglers.webglRenderer';

/** What keeps the name (localStorage; the tests give their own). */
export interface NameStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The name an earlier start found: undefined when none was kept (null: that start found no name). */
export function rememberedRendererName(store: NameStore | null): string | null | undefined {
  try {
    const kept = store?.getItem(RENDERER_NAME_KEY);
    if (kept === null || kept === undefined) return undefined;
    const name: unknown = JSON.parse(kept);
    return typeof name === 'string' || name === null ? name : undefined;
  } catch {
    return undefined;
  }
}

export function rememberRendererName(store: NameStore | null, name: string | null): void {
  try {
    store?.setItem(RENDERER_NAME_KEY, JSON.stringify(name));
  } catch {
    // Storage refused (private mode, full): the next start probes again.
  }
}

function localStore(): NameStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A context's renderer name (UNMASKED_RENDERER_WEBGL, else RENDERER), or null. */
function nameOf(gl: WebGLRenderingContext | WebGL2RenderingContext): string | null {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = gl.getParameter(info === null ? gl.RENDERER : info.UNMASKED_RENDERER_WEBGL);
  return typeof name === 'string' ? name : null;
}

/**
 * The WebGL renderer's name: the one an earlier start kept, else asked once
 * of a throwaway context (then let go of), before the first scene's own
 * context is made: antialiasing is chosen when a context is created. Null
 * where WebGL or the name is not to be had (then the GPU settings apply).
 */
export function webglRendererName(store: NameStore | null = localStore()): string | null {
  if (probed !== undefined) return probed;
  const remembered = rememberedRendererName(store);
  if (remembered !== undefined) {
    probed = remembered;
    return probed;
  }
  probed = null;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (gl !== null) {
      probed = nameOf(gl);
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    probed = null;
  }
  rememberRendererName(store, probed);
  return probed;
}

/**
 * Asks for the renderer's name in a task of its own, now rather than when the first scene mounts: a page
 * that fetches a 3D table ahead (a LAN guest's, while he joins or waits in the lobby) makes the throwaway
 * context while the table's chunks are still on the link. On the throttled phone of the bench, with nothing
 * kept yet (a guest's first table at a host), it was the bay's first task once its chunks were in.
 */
export function probeRendererAhead(): void {
  if (probed !== undefined) return;
  setTimeout(() => void webglRendererName(), 0);
}

/**
 * A scene's own context is made: its renderer's name is the truth. Where it
 * is not the name this start set up for (a kept name from before a new GPU
 * or driver), the next start sets up for the new one.
 */
export function confirmRendererName(gl: WebGLRenderingContext | WebGL2RenderingContext, store: NameStore | null = localStore()): void {
  try {
    const actual = nameOf(gl);
    if (actual !== probed) rememberRendererName(store, actual);
  } catch {
    // A lost context says nothing: keep what is kept.
  }
}

/** Forgets this page's answer (tests). */
export function forgetProbe(): void {
  probed = undefined;
}

/** The tier for this machine (see drawingTierFor). */
export function drawingTier(maxDpr: number): DrawingTier {
  return drawingTierFor(webglRendererName(), maxDpr);
}
