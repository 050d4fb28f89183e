/**
 * Fingers on a touch screen (issue #29), through the DevTools protocol's
 * Input.dispatchTouchEvent: the page gets real touch events and the pointer
 * events a finger makes (pointerType "touch"), one or two points at a time.
 * Playwright's locator.tap() covers a tap; these cover what it cannot: a
 * drag, a pinch, a long press.
 */
import type { CDPSession, Page } from '@playwright/test';

export interface Point {
  x: number;
  y: number;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function session(page: Page): Promise<CDPSession> {
  let found = sessions.get(page);
  if (found === undefined) {
    found = page.context().newCDPSession(page);
    sessions.set(page, found);
  }
  return found;
}

type TouchType = 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel';

async function touch(page: Page, type: TouchType, points: readonly Point[]): Promise<void> {
  const cdp = await session(page);
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map((point, id) => ({ x: Math.round(point.x), y: Math.round(point.y), id, radiusX: 4, radiusY: 4, force: 0.5 })),
  });
}

/** One finger down at the path's first point, through each next point, lifted at its last. */
export async function touchDrag(page: Page, path: readonly Point[]): Promise<void> {
  const [first, ...rest] = path;
  if (first === undefined) return;
  await touch(page, 'touchStart', [first]);
  for (const point of rest) await touch(page, 'touchMove', [point]);
  await touch(page, 'touchEnd', []);
}

/** The points from `from` to `to` in `steps` even steps (`from` itself first). */
export function line(from: Point, to: Point, steps: number): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => ({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps }));
}

/**
 * Two fingers round `center`, `fromGap` px apart (side by side), moved to `toGap` apart in `steps`:
 * apart zooms in, together zooms out.
 */
export async function pinch(page: Page, center: Point, fromGap: number, toGap: number, steps = 8): Promise<void> {
  const at = (gap: number): Point[] => [
    { x: center.x - gap / 2, y: center.y },
    { x: center.x + gap / 2, y: center.y },
  ];
  await touch(page, 'touchStart', at(fromGap));
  for (let i = 1; i <= steps; i++) await touch(page, 'touchMove', at(fromGap + ((toGap - fromGap) * i) / steps));
  await touch(page, 'touchEnd', []);
}

/** A finger held still on a point for `ms` (a long press asks for a tip after 500 ms), then lifted. */
export async function longPress(page: Page, point: Point, ms = 800): Promise<void> {
  await touch(page, 'touchStart', [point]);
  await page.waitForTimeout(ms);
  await touch(page, 'touchEnd', []);
}
