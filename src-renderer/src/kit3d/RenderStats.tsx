/**
 * The renderer's draw calls and triangles in the last frame, written on the
 * canvas (`data-draw-calls`, `data-triangles`) every 30th frame: the
 * benchmark (src-main/cli/bench-frames.ts) reads them beside the frame times
 * it measures (props that repeat are worth instancing).
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useRef } from 'react';

export function RenderStats() {
  const gl = useThree((state) => state.gl);
  const frame = useRef(0);
  useFrame(() => {
    if (frame.current++ % 30 !== 0) return;
    const canvas = gl.domElement;
    canvas.dataset.drawCalls = String(gl.info.render.calls);
    canvas.dataset.triangles = String(gl.info.render.triangles);
  });
  return null;
}
