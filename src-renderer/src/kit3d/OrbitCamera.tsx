/**
 * A table's camera that the game and the player share. The game's shots
 * (`pose`) glide in as with the CameraRig (a jump under reduced motion); a
 * drag turns the view around the point looked at, the wheel zooms and a
 * right drag pans; on a touch screen one finger turns it and two pinch to
 * zoom and move together to pan; all within `limits` (never under the table). Once the player
 * moves it, the view is his until the game's shot changes (`shot`) or he
 * presses "Reset view" (viewControl). Rendered on demand: every change of
 * the controls, and every frame of a glide, asks for the next frame.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Vector3 } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { CameraPose } from './CameraRig';
import { glide } from './glide';
import { setUpControls } from './orbitControls';
import { type OrbitLimits, TABLE_LIMITS, clampTarget, distanceMm } from './orbit-limits';
import { viewControl } from './viewControl';

export interface OrbitCameraProps {
  pose: CameraPose;
  /** Names the game's shot: when it changes, the game takes the view back. */
  shot: string;
  reducedMotion: boolean;
  /** How fast the game's shots glide: the share of the way covered per second (default 2.2). */
  rate?: number;
  /** Moves the point looked at this frame (it starts as pose.at): a shot that follows a ball. */
  aim?(target: Vector3): void;
  limits?: OrbitLimits;
}

export function OrbitCamera({ pose, shot, reducedMotion, rate = 2.2, aim, limits = TABLE_LIMITS }: OrbitCameraProps) {
  const camera = useThree((state) => state.camera);
  const element = useThree((state) => state.gl.domElement);
  const invalidate = useThree((state) => state.invalidate);
  const controls = useMemo(() => new OrbitControls(camera, element), [camera, element]);
  const held = useRef(false);
  const placed = useRef(false);
  const aimed = useMemo(() => new Vector3(), []);

  useEffect(() => setUpControls(controls, limits), [controls, limits]);

  useEffect(() => {
    // Damping glides on after the hand lets go: not under reduced motion.
    controls.enableDamping = !reducedMotion;
    controls.dampingFactor = 0.18;
  }, [controls, reducedMotion]);

  useEffect(() => {
    // A press that does not move the view (a click) leaves it to the game; the first real move takes it.
    let pressed = false;
    const onStart = () => {
      pressed = true;
    };
    const onEnd = () => {
      pressed = false;
    };
    const onChange = () => {
      if (pressed && !held.current) {
        held.current = true;
        viewControl.hold(true);
      }
      const t = controls.target;
      const [x, y, z] = clampTarget([t.x, t.y, t.z], limits);
      if (x !== t.x || y !== t.y || z !== t.z) {
        // Panned past the table's edge: move the camera back with its target.
        camera.position.add(new Vector3(x - t.x, y - t.y, z - t.z));
        t.set(x, y, z);
      }
      invalidate();
    };
    controls.addEventListener('start', onStart);
    controls.addEventListener('change', onChange);
    controls.addEventListener('end', onEnd);
    return () => {
      controls.removeEventListener('end', onEnd);
      controls.removeEventListener('start', onStart);
      controls.removeEventListener('change', onChange);
    };
  }, [controls, camera, invalidate, limits]);

  useEffect(() => () => controls.dispose(), [controls]);

  // A new shot, or the reset button: the game's view again.
  useEffect(() => {
    held.current = false;
    viewControl.hold(false);
    invalidate();
  }, [shot, invalidate]);
  useEffect(
    () =>
      viewControl.subscribe(() => {
        if (held.current && !viewControl.get().held) {
          held.current = false;
          invalidate();
        }
      }),
    [invalidate],
  );
  useEffect(() => () => viewControl.hold(false), []);

  useFrame((_, delta) => {
    if (held.current) {
      // update() applies damping and limits; it reports a change while the view still drifts.
      if (controls.update(delta)) invalidate();
      return;
    }
    aimed.copy(pose.at);
    aim?.(aimed);
    let gliding = false;
    if (!placed.current || reducedMotion) {
      camera.position.copy(pose.from);
      controls.target.copy(aimed);
      placed.current = true;
    } else {
      const k = Math.min(1, delta * rate);
      // Both glide every frame (no short cut): each lands on its goal when it has arrived (glide.ts).
      const moving = glide(camera.position, pose.from, k);
      const turning = glide(controls.target, aimed, k);
      gliding = moving || turning;
    }
    camera.lookAt(controls.target);
    // Rendered on demand, a gliding camera asks for its next frame itself.
    if (gliding) invalidate();
  });
  // How far the camera stands from what it looks at, on the canvas (as RenderStats writes its counts): the tests read a pinch by it.
  useFrame(() => {
    const distance = String(distanceMm(camera.position, controls.target));
    if (element.dataset.cameraDistance !== distance) element.dataset.cameraDistance = distance;
  });
  return null;
}
