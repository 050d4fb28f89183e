/**
 * Shortcuts by where a key sits, not by what it types: a table binds its keys
 * as they are on a QWERTY keyboard (Q, W, E side by side), and on AZERTY or
 * QWERTZ the same places answer (A, Z, E on AZERTY), each cap showing the
 * letter the player's own keyboard has there.
 *
 * That needs the keyboard's layout (what each place types), which only some
 * browsers tell (navigator.keyboard.getLayoutMap: Chromium and Electron, on a
 * secure page). Where it is unknown the letters go by what they type, as the
 * caps show them, so that a cap never names a key that does nothing. The
 * number row answers by place everywhere: AZERTY prints its digits there too
 * (typed with Shift).
 */

/** What each key place (KeyboardEvent.code: "KeyQ") types on the player's keyboard ("a" on AZERTY). */
export type LayoutMap = ReadonlyMap<string, string>;

const LETTER_PLACE = /^Key([A-Z])$/;
const DIGIT_PLACE = /^Digit([0-9])$/;
const LETTER = /^[a-z]$/i;

/** What of a key press the binding reads (a DOM KeyboardEvent is one). */
export interface PlacedKey {
  /** What it types: "a", "&", "Enter". */
  key: string;
  /** Where it sits: "KeyQ", "Digit1", "Enter" ("" where the browser cannot tell). */
  code: string;
}

/**
 * The key a press stands for in a table's bindings: the QWERTY letter of its
 * place ("q" for the key that types "a" on AZERTY) where the layout is
 * known, the digit of its place on the number row, else what it types.
 */
export function boundKey(press: PlacedKey, layout: LayoutMap | null): string {
  const digit = DIGIT_PLACE.exec(press.code);
  if (digit !== null) return digit[1] as string;
  const letter = LETTER_PLACE.exec(press.code);
  if (letter !== null && layout !== null) return (letter[1] as string).toLowerCase();
  return press.key;
}

/**
 * What the player's keyboard has at the place of a bound key, as a cap or
 * aria-keyshortcuts says it: "A" for Q on AZERTY, "Z" for Y on QWERTZ; the
 * bound key itself for a digit, a named key, or where the layout is unknown.
 */
export function keyLabel(bound: string, layout: LayoutMap | null): string {
  if (layout === null || !LETTER.test(bound)) return bound;
  const typed = layout.get(`Key${bound.toUpperCase()}`);
  return typed === undefined || [...typed].length !== 1 ? bound : typed.toUpperCase();
}
