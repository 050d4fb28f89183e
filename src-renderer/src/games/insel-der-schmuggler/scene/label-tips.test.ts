import { PerspectiveCamera } from 'three';
import { describe, expect, it } from 'vitest';
import { labelAt, labelRect } from './label-tips';

/** A camera a unit in front of the origin looking at it, 90° wide on a square canvas: one unit at the origin spans half the canvas. */
function eye() {
  const camera = new PerspectiveCamera(90, 1, 0.01, 10);
  camera.position.set(0, 0, 1);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  return camera;
}
const SIZE = { width: 200, height: 200 };

describe('where a label shows on the canvas', () => {
  it('is as wide and tall on screen as its size (a fraction of the canvas), centred on its anchor or hanging above it', () => {
    const camera = eye();
    const centred = labelRect({ anchor: [0, 0, 0], width: 0.2, height: 0.1, centred: true }, camera.matrixWorldInverse, camera.projectionMatrix, SIZE);
    expect(centred?.left).toBeCloseTo(90);
    expect(centred?.right).toBeCloseTo(110);
    expect(centred?.top).toBeCloseTo(95);
    expect(centred?.bottom).toBeCloseTo(105);
    const hanging = labelRect({ anchor: [0, 0, 0], width: 0.2, height: 0.1 }, camera.matrixWorldInverse, camera.projectionMatrix, SIZE);
    expect(hanging?.top).toBeCloseTo(90);
    expect(hanging?.bottom).toBeCloseTo(100);
  });

  it('keeps its size at any distance, as the billboards do', () => {
    const camera = eye();
    const far = labelRect({ anchor: [0, 0, -3], width: 0.2, height: 0.1, centred: true }, camera.matrixWorldInverse, camera.projectionMatrix, SIZE);
    expect((far?.right ?? 0) - (far?.left ?? 0)).toBeCloseTo(20);
    expect((far?.bottom ?? 0) - (far?.top ?? 0)).toBeCloseTo(10);
  });

  it('slides in from the canvas’s side as the shader does, and is nowhere behind the eye', () => {
    const camera = eye();
    const edge = labelRect({ anchor: [2, 0, 0], width: 0.2, height: 0.1, centred: true }, camera.matrixWorldInverse, camera.projectionMatrix, SIZE);
    expect(edge?.right).toBeCloseTo(199);
    expect(labelRect({ anchor: [0, 0, 2], width: 0.2, height: 0.1 }, camera.matrixWorldInverse, camera.projectionMatrix, SIZE)).toBeNull();
  });
});

describe('the label under the pointer', () => {
  const rect = (left: number, top: number) => ({ left, right: left + 20, top, bottom: top + 10 });
  it('is the one drawn on top where labels overlap (the higher order; of equals, the later)', () => {
    const placed = [
      { label: { name: 'number', order: 19 }, rect: rect(0, 0) },
      { label: { name: 'reach', order: 20 }, rect: rect(5, 0) },
      { label: { name: 'hidden', order: 20 }, rect: null },
      { label: { name: 'tag', order: 21 }, rect: rect(100, 100) },
      { label: { name: 'badge', order: 21 }, rect: rect(105, 100) },
    ];
    expect(labelAt(placed, 2, 5)?.label.name).toBe('number');
    expect(labelAt(placed, 10, 5)?.label.name).toBe('reach');
    expect(labelAt(placed, 110, 105)?.label.name).toBe('badge');
    expect(labelAt(placed, 50, 50)).toBeNull();
  });
});
