/**
 * Tips on a 3D table (sceneTips.ts): the canvas's half. The triggers are DOM
 * elements over the canvas (kit2d SceneTipLayer); <SceneTipAnchors>, inside
 * the canvas, moves each over its thing after each frame the scene draws
 * anyway (after it, so the camera has moved), writing their style, not React
 * state: a still table draws nothing (render on demand), and the tips cost it
 * nothing either. A thing that moves (SceneTip.follow) is followed in each
 * frame it is drawn in.
 */
import { addAfterEffect, useStore, useThree } from '@react-three/fiber';
import { type RefObject, useEffect, useRef } from 'react';
import { Vector3 } from 'three';
import { type SceneTip, canvasSpot, tipPoint } from './sceneTips';

/** A trigger's element in the layer. */
function triggers(layer: HTMLElement): HTMLElement[] {
  return Array.from(layer.querySelectorAll<HTMLElement>('[data-scene-tip]'));
}

/** What a frame's placing depends on: the camera's pose and lens, and the canvas's size (a frame that changed none needs none). */
function viewKey(target: Float64Array, world: ArrayLike<number>, projection: ArrayLike<number>, width: number, height: number): boolean {
  let changed = false;
  const write = (at: number, value: number) => {
    if (target[at] !== value) {
      target[at] = value;
      changed = true;
    }
  };
  for (let i = 0; i < 16; i++) write(i, world[i] ?? 0);
  for (let i = 0; i < 16; i++) write(16 + i, projection[i] ?? 0);
  write(32, width);
  write(33, height);
  return changed;
}

/**
 * Inside the canvas: puts each trigger of `layer` over its thing after a
 * frame in which the camera moved or the canvas changed size (the frames
 * drawn for what moves), and once more when the tips change.
 */
export function SceneTipAnchors({ tips, layer }: { tips: readonly SceneTip[]; layer: RefObject<HTMLElement | null> }) {
  const store = useStore();
  const invalidate = useThree((state) => state.invalidate);
  const latest = useRef(tips);
  useEffect(() => {
    latest.current = tips;
  }, [tips]);
  // New or moved things: one frame to place their triggers. Only then: a table drawn anew with the same
  // things (another tip's words, a parent's render) draws no frame.
  const where = tips.map((tip) => `${tip.id}@${tip.at.join(',')}`).join(' ');
  useEffect(() => invalidate(), [where, invalidate]);
  useEffect(() => {
    const seen = new Float64Array(34);
    const point = new Vector3();
    let placed: readonly SceneTip[] | null = null;
    // After the frame: every useFrame (the camera rig's too) has run and the picture is drawn.
    return addAfterEffect(() => {
      const element = layer.current;
      if (element === null) return;
      const { camera, size } = store.getState();
      camera.updateMatrixWorld();
      const moved = viewKey(seen, camera.matrixWorld.elements, camera.projectionMatrix.elements, size.width, size.height);
      // A thing that moves (a rolling ball) draws the frames it moves in: its trigger follows it in each.
      const following = latest.current.some((tip) => tip.follow?.current);
      if (!moved && !following && placed === latest.current) return;
      placed = latest.current;
      const at = new Map(placed.map((tip) => [tip.id, tipPoint(tip)]));
      for (const trigger of triggers(element)) {
        const where = at.get(trigger.dataset.sceneTip ?? '');
        const spot = where === undefined ? null : canvasSpot(point.set(where[0], where[1], where[2]).project(camera), size.width, size.height);
        // Off the canvas (the camera turned away): no trigger to hover there.
        trigger.style.visibility = spot === null ? 'hidden' : 'visible';
        if (spot !== null) trigger.style.transform = `translate(${spot.x}px, ${spot.y}px)`;
      }
    });
  }, [store, layer]);
  return null;
}
