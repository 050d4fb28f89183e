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
 * The WebGL renderer's name, asked once of a throwaway context (then let go
 * of), before the first scene's own context is made: antialiasing is chosen
 * when a context is created. Null where WebGL or the name is not to be had
 * (then the GPU settings apply).
 */
export function webglRendererName(): string | null {
  if (probed !== undefined) return probed;
  probed = null;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (gl !== null) {
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      const name: unknown = gl.getParameter(info === null ? gl.RENDERER : info.UNMASKED_RENDERER_WEBGL);
      probed = typeof name === 'string' ? name : null;
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    probed = null;
  }
  return probed;
}

/** The tier for this machine (see drawingTierFor). */
export function drawingTier(maxDpr: number): DrawingTier {
  return drawingTierFor(webglRendererName(), maxDpr);
}
