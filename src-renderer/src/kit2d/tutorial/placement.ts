/**
 * Where the tutorial's arrow goes: just above what the step points at,
 * pointing down at it (below it, pointing up, where the target is at the
 * window's top; up from inside its bottom edge, where a tall target's top
 * meets the coach's words), never past the window's sides. Pure, so it is tested
 * without a page. The coach itself sits in its own band above the table
 * (TutorialCoach), so it never covers what it points at.
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Arrow {
  /** The arrow's tip, in window coordinates. */
  x: number;
  y: number;
  points: 'down' | 'up';
  /** The small arrow, in the narrow gap under the coach's band. */
  small?: true;
}

/** The room the arrow takes above (or below) its target. */
export const ARROW_ROOM = 36;
/** The arrow as TutorialCoach.css draws it: 28 px wide, 22 px long, 8 px off its tip's point. */
const ARROW_HALF_WIDTH = 14;
const ARROW_LENGTH = 22;
const ARROW_GAP = 8;

/** The room the small arrow takes, between the coach's band and a target right under it. */
export const SMALL_ARROW_ROOM = 12;

/**
 * `avoid`: what the arrow must not cover, the coach's own words and buttons.
 * A tall target (a 3D table's stage) whose arrow above it would lie on the
 * words gets an arrow pointing up from just inside its bottom edge instead.
 * `clear`: the lowest point of the coach's band (0: none). A target right
 * under the band leaves no room above it for the arrow: a small one then
 * points at it from the gap, so that it covers neither the band's words nor
 * the target's.
 */
export function arrowAt(target: Box | null, viewport: { width: number; height: number }, avoid: readonly Box[] = [], clear = 0): Arrow | null {
  if (target === null || target.width <= 0 || target.height <= 0) return null;
  const x = Math.min(Math.max(target.left + target.width / 2, 12), viewport.width - 12);
  if (target.top >= clear + ARROW_ROOM) {
    const above: Arrow = { x, y: Math.min(target.top, viewport.height), points: 'down' };
    const tall = target.height * 2 >= viewport.height;
    if (!tall || !avoid.some((box) => overlaps(arrowBox(above), box))) return above;
    return { x, y: Math.min(target.top + target.height, viewport.height) - ARROW_ROOM, points: 'up' };
  }
  if (clear > 0 && clear + SMALL_ARROW_ROOM <= target.top + target.height) {
    return { x, y: Math.min(Math.max(target.top, clear + SMALL_ARROW_ROOM), viewport.height), points: 'down', small: true };
  }
  return { x, y: Math.max(target.top + target.height, 0), points: 'up' };
}

/** Where the arrow is drawn: above its point (down) or below it (up). */
function arrowBox(arrow: Arrow): Box {
  const top = arrow.points === 'down' ? arrow.y - ARROW_GAP - ARROW_LENGTH : arrow.y + ARROW_GAP;
  return { left: arrow.x - ARROW_HALF_WIDTH, top, width: 2 * ARROW_HALF_WIDTH, height: ARROW_LENGTH };
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

/** The boxes of a step's target: every element the table marks with its name (several seats may share one), in the page now. */
export function targetBoxes(root: ParentNode, target: string | null): Box[] {
  if (target === null) return [];
  const found = root.querySelectorAll<HTMLElement>(`[data-tutorial~="${CSS.escape(target)}"]`);
  const boxes: Box[] = [];
  found.forEach((element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) boxes.push({ left: rect.left, top: rect.top, width: rect.width, height: rect.height });
  });
  return boxes;
}

/** Whether two lists of boxes are the same (the coach redraws only when its target moved). */
export function sameBoxes(a: readonly Box[], b: readonly Box[]): boolean {
  return a.length === b.length && a.every((box, i) => {
    const other = b[i] as Box;
    return Math.round(box.left) === Math.round(other.left) && Math.round(box.top) === Math.round(other.top) && Math.round(box.width) === Math.round(other.width) && Math.round(box.height) === Math.round(other.height);
  });
}
