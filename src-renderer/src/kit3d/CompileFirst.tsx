/**
 * A canvas's first frame waits until the GPU has linked its scene's shader
 * programs. Three links a program when a frame first draws with it, and the
 * page then waits on each in turn: on a machine whose CPU draws WebGL
 * (llvmpipe) the bay's first frame waited ~0.65 s on its nine programs, the
 * page's thread idle all along. Asked ahead with `compileAsync`
 * (KHR_parallel_shader_compile), the GPU process links them side by side while
 * the page goes on with its own work; where the extension is missing, they
 * link at the first frame as before.
 *
 * <CompileFirst> goes last among the canvas's children (its effect runs after
 * theirs: every object the first commit made is in the scene), and calls
 * `onCompiled` once they are linked, or at once if that fails (the first frame
 * then links what is left). <DrawFirstFrame> asks for the first frame then.
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';

export function CompileFirst({ onCompiled }: { onCompiled(): void }) {
  const latest = useRef(onCompiled);
  latest.current = onCompiled;
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) latest.current();
    };
    gl.compileAsync(scene, camera).then(done, done);
    return () => {
      live = false;
    };
  }, [gl, scene, camera]);
  return null;
}

/** Asks for one frame when it mounts (the canvas's loop has just been let go). */
export function DrawFirstFrame() {
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [invalidate]);
  return null;
}
