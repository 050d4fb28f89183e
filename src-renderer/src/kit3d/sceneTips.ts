/**
 * Tips on a 3D table: what a drawn thing is (a hole's size, a marker, a
 * prop), told on hover, keyboard focus and long press as in the 2D kit. A
 * scene names each thing with a point in the table's coordinates; the tips'
 * triggers are DOM elements (kit2d SceneTipLayer.tsx) placed over those
 * points (SceneTipAnchors.tsx). Pure: where a point shows on the canvas, and
 * the keys that go from one to the next.
 */

/** Where a thing that moves is now (a ball rolling in a replay), written by the scene as it draws each frame. */
export interface MovingPoint {
  readonly current: { x: number; y: number; z: number } | null;
}

/**
 * One explained thing: its id (stable across renders), its tip and the point of the table it stands at
 * (metres). A thing that moves also has `follow`: its trigger goes where it is at each frame drawn, and to
 * `at` while it has no place yet.
 */
export interface SceneTip {
  id: string;
  tip: string;
  at: readonly [number, number, number];
  follow?: MovingPoint;
}

/** Where a tip's thing is now: where it moved to, else its point. */
export function tipPoint(tip: SceneTip): readonly [number, number, number] {
  const now = tip.follow?.current;
  return now ? [now.x, now.y, now.z] : tip.at;
}

/** A point in normalised device coordinates (three's Vector3.project: x, y in −1…1 on the canvas, z in −1…1 between the near and far planes). */
export interface Projected {
  x: number;
  y: number;
  z: number;
}

/** Where a projected point shows on a canvas of `width`×`height` CSS pixels, from its top left; null behind the camera or off the canvas. */
export function canvasSpot(point: Projected, width: number, height: number): { x: number; y: number } | null {
  if (!(point.z > -1 && point.z < 1) || Math.abs(point.x) > 1 || Math.abs(point.y) > 1) return null;
  return { x: Math.round(((point.x + 1) / 2) * width), y: Math.round(((1 - point.y) / 2) * height) };
}

/**
 * The tip a key moves the keyboard's focus to, from tip `index` of `count`
 * (null: not a key of the tips). The tips are one tab stop: the arrows go
 * from one to the next and round, Home and End to the first and the last.
 */
export function tipAfterKey(index: number, count: number, key: string): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index + count - 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
