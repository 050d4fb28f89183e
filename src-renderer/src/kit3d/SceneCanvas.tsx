/**
 * The canvas of a 3D table: an image for assistive technology (named by
 * `label`), opaque, set up for the machine (drawing-tier.ts: with a GPU,
 * antialiased and a device-pixel ratio up to 1.5; where the CPU draws, neither),
 * and the render stats the benchmark reads. Put a <Room> (or a game's own) inside.
 *
 * It draws on demand: only when something calls invalidate() (a prop that
 * changes does so itself; whatever moves in useFrame asks for its next frame
 * while it moves: the replay player, the camera rig). A still table costs
 * no CPU, which a machine without a GPU needs (WebGL drawn in software).
 * Its first frame waits for the GPU to link the scene's shader programs
 * (CompileFirst.tsx): the loop is held ('never') until then.
 */
import { Canvas } from '@react-three/fiber';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { CompileFirst, DrawFirstFrame } from './CompileFirst';
import { DemandClock } from './DemandClock';
import { confirmRendererName, drawingTier } from './drawing-tier';
import { RenderStats } from './RenderStats';

export interface SceneCanvasProps {
  className: string;
  /** The accessible name of the picture (the tests find the canvas by it). */
  label: string;
  /** The perspective camera: field of view 45°, far plane 10 m unless given. */
  camera: { position: [number, number, number]; near: number; fov?: number; far?: number };
  /** 'demand' (default): draw only when something calls invalidate(); 'always': every display frame. */
  frameloop?: 'always' | 'demand';
  children: ReactNode;
}

const TAKES_TOUCHES = { touchAction: 'none' } as const;

export function SceneCanvas({ className, label, camera, frameloop = 'demand', children }: SceneCanvasProps) {
  const tier = useMemo(() => drawingTier(1.5), []);
  const [compiled, setCompiled] = useState(false);
  const whenCompiled = useCallback(() => setCompiled(true), []);
  return (
    <Canvas
      className={className}
      dpr={tier.dpr}
      camera={{ fov: 45, far: 10, ...camera }}
      gl={{ antialias: tier.antialias, alpha: false }}
      data-drawing={tier.software ? 'software' : 'gpu'}
      frameloop={compiled ? frameloop : 'never'}
      onCreated={({ gl }) => confirmRendererName(gl.getContext())}
      aria-label={label}
      role="img"
      // A finger on the table turns, pinches or taps it (OrbitCamera, the scene's own events): the page must not scroll or zoom instead.
      style={TAKES_TOUCHES}
    >
      <DemandClock />
      <RenderStats />
      {children}
      {compiled ? <DrawFirstFrame /> : <CompileFirst onCompiled={whenCompiled} />}
    </Canvas>
  );
}
