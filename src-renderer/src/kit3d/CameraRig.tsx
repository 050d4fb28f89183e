/**
 * The camera rig: the camera glides to a pose (where it looks from and at)
 * and looks at it; under reduced motion it jumps there. `aim` may move the
 * point looked at every frame (the game's table follows a rolling ball).
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import { Vector3 } from 'three';
import { glide } from './glide';

export interface CameraPose {
  from: Vector3;
  at: Vector3;
}

export interface CameraRigProps {
  pose: CameraPose;
  reducedMotion: boolean;
  /** How fast it glides: the share of the way covered per second (default 2.2). */
  rate?: number;
  /** Moves the point looked at this frame (it starts as pose.at). */
  aim?(target: Vector3): void;
}

export function CameraRig({ pose, reducedMotion, rate = 2.2, aim }: CameraRigProps) {
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  const look = useRef<Vector3 | null>(null);
  const target = useMemo(() => new Vector3(), []);
  useFrame((_, delta) => {
    target.copy(pose.at);
    aim?.(target);
    let gliding = false;
    if (look.current === null || reducedMotion) {
      camera.position.copy(pose.from);
      look.current = target.clone();
    } else {
      const k = Math.min(1, delta * rate);
      // Both glide every frame (no short cut): each lands on its goal when it has arrived (glide.ts).
      const moving = glide(camera.position, pose.from, k);
      const turning = glide(look.current, target, k);
      gliding = moving || turning;
    }
    camera.lookAt(look.current);
    // Rendered on demand (SceneCanvas frameloop="demand"), a gliding camera asks for its next frame itself.
    if (gliding) invalidate();
  });
  return null;
}
