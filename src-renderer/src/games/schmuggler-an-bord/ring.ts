/**
 * The ring's geometry on the square board, in percent of its side: field 0
 * (coffee, the start) at the top, the fields going clockwise as the pawn does;
 * the pawn walks on an inner lane so that it never hides a field. And the
 * pawn's walk: the fields it steps over after a roll, one at a time. And the
 * keys that move the keyboard's focus round the ring.
 */
import { FIELD_COUNT, type Field } from '../../../../shared/games/schmuggler-an-bord/goods';

/** The fields' centres lie on this circle (percent of the board's side, from its centre). */
export const FIELD_RADIUS = 42.5;
/** A field's card lies under it, poking out towards the rim. */
export const CARD_RADIUS = 45.2;
/** The pawn's lane, inside the fields. */
export const PAWN_RADIUS = 34.5;
/** The most pips of the die: a longer way is not a roll (an undo, another viewer) and the pawn jumps. */
const LONGEST_ROLL = 6;

export interface Point {
  /** Percent of the board's width, from the left. */
  x: number;
  /** Percent of the board's height, from the top. */
  y: number;
}

/** Where a field (or the pawn on it, with PAWN_RADIUS) lies. */
export function pointOf(field: Field, radius: number): Point {
  const angle = -Math.PI / 2 + (2 * Math.PI * field) / FIELD_COUNT;
  return { x: round(50 + radius * Math.cos(angle)), y: round(50 + radius * Math.sin(angle)) };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The fields the pawn steps on going clockwise from `from` to `to`, `to`
 * last; just [to] when the way is no roll of the die (none, or longer than 6).
 */
export function walk(from: Field, to: Field): Field[] {
  const steps = (((to - from) % FIELD_COUNT) + FIELD_COUNT) % FIELD_COUNT;
  if (steps === 0 || steps > LONGEST_ROLL) return [to];
  return Array.from({ length: steps }, (_, i) => (from + i + 1) % FIELD_COUNT);
}

/**
 * The field a key moves the keyboard's focus to, from `field` (null: not a
 * key of the ring). The ring is one tab stop: the arrows go round it as the
 * pawn does (right and down clockwise, left and up back), past the start as
 * the pawn does; Home is the start (coffee), End the field before it.
 */
export function fieldAfterKey(field: Field, key: string): Field | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (field + 1) % FIELD_COUNT;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (field + FIELD_COUNT - 1) % FIELD_COUNT;
    case 'Home':
      return 0;
    case 'End':
      return FIELD_COUNT - 1;
    default:
      return null;
  }
}
