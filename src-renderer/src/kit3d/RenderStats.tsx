/**
 * The renderer's draw calls and triangles in the last frame, written on the
 * canvas (`data-draw-calls`, `data-triangles`) every 30th frame: the
 * benchmark (src-main/cli/bench-frames.ts) reads them beside the frame times
 * it measures (props that repeat are worth instancing). `data-frames` counts
 * every frame drawn: the tests read it to tell a still canvas (drawn on
 * demand, it draws nothing) from one that moves.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useRef } from 'react';

export function RenderStats() {
  const gl = useThree((state) => state.gl);
  const frame = useRef(0);
  useFrame(() => {
    const canvas = gl.domElement;
    canvas.dataset.frames = String(frame.current + 1);
    if (frame.current++ % 30 !== 0) return;
    canvas.dataset.drawCalls = String(gl.info.render.calls);
    canvas.dataset.triangles = String(gl.info.render.triangles);
  });
  return null;
}
