/**
 * What the options form hands each of its rows. Rows hold no state and no
 * hooks: the form gives them their ids and words, so that a row is a plain
 * function of its props (and testable as one).
 */
import type { OptionValues } from './values';

/** A word of the game's namespace, told its values. */
export type Say = (key: string, values?: Readonly<Record<string, unknown>>) => string;

export interface RowProps<R> {
  row: R;
  values: OptionValues;
  seats: number;
  /** The control's id, and its hint's. */
  id: string;
  hintId: string;
  say: Say;
  change(option: string, value: unknown): void;
}

/** The hint's id for a control to name, or undefined when the row has no hint. */
export function describedBy(hint: string | undefined, hintId: string): string | undefined {
  return hint === undefined ? undefined : hintId;
}
