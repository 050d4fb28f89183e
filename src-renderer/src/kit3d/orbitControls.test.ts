import { PerspectiveCamera, Vector3 } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { describe, expect, it } from 'vitest';
import { TABLE_LIMITS, distanceMm } from './orbit-limits';
import { setUpControls } from './orbitControls';

/** What OrbitControls asks of its canvas: events, a style, pointer capture, a size. */
class FakeCanvas extends EventTarget {
  readonly style: Record<string, string> = {};
  readonly ownerDocument = new EventTarget();
  readonly clientWidth = 390;
  readonly clientHeight = 400;
  setPointerCapture(): void {}
  releasePointerCapture(): void {}
  getRootNode(): EventTarget {
    return this.ownerDocument;
  }
}

type Finger = { id: number; x: number; y: number };

function pointer(type: string, { id, x, y }: Finger): Event {
  return Object.assign(new Event(type), { pointerId: id, pointerType: 'touch', button: 0, pageX: x, pageY: y, clientX: x, clientY: y });
}

/** A table's camera under fingers, as the orbit camera sets it up. */
function table() {
  const canvas = new FakeCanvas();
  const camera = new PerspectiveCamera(45, 390 / 400, 0.01, 10);
  camera.position.set(0, 0.6, 0.6);
  const controls = new OrbitControls(camera, canvas as unknown as HTMLElement);
  setUpControls(controls, TABLE_LIMITS);
  controls.update();
  const changes: string[] = [];
  for (const type of ['start', 'change', 'end'] as const) controls.addEventListener(type, () => changes.push(type));
  const down = (finger: Finger) => canvas.dispatchEvent(pointer('pointerdown', finger));
  const move = (finger: Finger) => canvas.ownerDocument.dispatchEvent(pointer('pointermove', finger));
  const up = (finger: Finger) => canvas.ownerDocument.dispatchEvent(pointer('pointerup', finger));
  const distance = () => distanceMm(camera.position, controls.target);
  /** Two fingers side by side round (195, 200), `from` px apart, moved to `to` apart. */
  const pinch = (from: number, to: number) => {
    const at = (gap: number): [Finger, Finger] => [
      { id: 1, x: 195 - gap / 2, y: 200 },
      { id: 2, x: 195 + gap / 2, y: 200 },
    ];
    for (const finger of at(from)) down(finger);
    for (let step = 1; step <= 8; step++) for (const finger of at(from + ((to - from) * step) / 8)) move(finger);
    for (const finger of at(to)) up(finger);
  };
  return { camera, controls, changes, down, move, up, distance, pinch };
}

describe('the table’s camera under fingers', () => {
  it('two fingers spread bring it nearer, drawn together take it away, never past the table’s limits', () => {
    const t = table();
    const start = t.distance();
    t.pinch(40, 220);
    const nearer = t.distance();
    expect(nearer).toBeLessThan(start * 0.6);
    t.pinch(220, 40);
    expect(t.distance()).toBeGreaterThan(nearer);
    // A pinch as wide as the screen, again and again: no nearer than the limit, no farther either.
    for (let i = 0; i < 4; i++) t.pinch(10, 380);
    expect(t.distance()).toBe(TABLE_LIMITS.minDistance * 1000);
    for (let i = 0; i < 6; i++) t.pinch(380, 10);
    expect(t.distance()).toBe(TABLE_LIMITS.maxDistance * 1000);
  });

  it('one finger turns it round the point looked at, at the same distance, never under the table', () => {
    const t = table();
    const start = t.camera.position.clone();
    const distance = t.distance();
    const finger = { id: 1, x: 150, y: 200 };
    t.down(finger);
    for (let step = 1; step <= 8; step++) t.move({ ...finger, x: 150 + step * 15 });
    t.up({ ...finger, x: 270 });
    expect(t.camera.position.distanceTo(start)).toBeGreaterThan(0.05);
    expect(Math.abs(t.distance() - distance)).toBeLessThanOrEqual(1);
    // Dragged far down the screen: the camera stops 10° above the table's plane.
    t.down(finger);
    for (let step = 1; step <= 10; step++) t.move({ ...finger, y: 200 - step * 60 });
    t.up({ ...finger, y: -400 });
    const height = t.camera.position.y - t.controls.target.y;
    expect(Math.acos(height / t.camera.position.distanceTo(t.controls.target))).toBeLessThanOrEqual(TABLE_LIMITS.maxPolar + 1e-6);
  });

  it('a tap moves nothing: it stays a choice on the table', () => {
    const t = table();
    const start = t.camera.position.clone();
    const finger = { id: 1, x: 200, y: 220 };
    t.down(finger);
    t.up(finger);
    expect(t.changes).toEqual(['start', 'end']);
    expect(t.camera.position.equals(start)).toBe(true);
    expect(t.controls.target.equals(new Vector3())).toBe(true);
  });
});

describe('the camera’s distance written on the canvas', () => {
  it('is in whole millimetres', () => {
    expect(distanceMm({ x: 0, y: 0.6, z: 0.6 }, { x: 0, y: 0, z: 0 })).toBe(849);
    expect(distanceMm({ x: 0.1, y: 0.2, z: 0 }, { x: 0.1, y: 0.08, z: 0 })).toBe(120);
  });
});
