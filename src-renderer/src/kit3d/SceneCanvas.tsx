/**
 * The canvas of a 3D table: an image for assistive technology (named by
 * `label`), a device-pixel ratio capped at 1.5, antialiasing, and the render
 * stats the benchmark reads. Put a <Room> (or a game's own) inside.
 */
import { Canvas } from '@react-three/fiber';
import type { ReactNode } from 'react';
import { RenderStats } from './RenderStats';

export interface SceneCanvasProps {
  className: string;
  /** The accessible name of the picture (the tests find the canvas by it). */
  label: string;
  /** The perspective camera: field of view 45°, far plane 10 m unless given. */
  camera: { position: [number, number, number]; near: number; fov?: number; far?: number };
  /** 'always' (default) or 'demand': draw only when something calls invalidate(). */
  frameloop?: 'always' | 'demand';
  children: ReactNode;
}

export function SceneCanvas({ className, label, camera, frameloop = 'always', children }: SceneCanvasProps) {
  return (
    <Canvas
      className={className}
      dpr={[1, 1.5]}
      camera={{ fov: 45, far: 10, ...camera }}
      gl={{ antialias: true }}
      frameloop={frameloop}
      aria-label={label}
      role="img"
    >
      <RenderStats />
      {children}
    </Canvas>
  );
}
