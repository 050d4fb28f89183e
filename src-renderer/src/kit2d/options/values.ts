/**
 * A game's options as the form reads and changes them: an object of named
 * values (the game's schema made it so). The form never checks them: the
 * host checks what is sent against the schema, as before.
 */
import type { CountRow, OptionRow } from '../../../../shared/engine/options-form';

export type OptionValues = Readonly<Record<string, unknown>>;

/** The options with one of them changed; `undefined` leaves the option out (an optional one, such as a profile). */
export function withOption(values: OptionValues, option: string, value: unknown): OptionValues {
  if (value !== undefined) return { ...values, [option]: value };
  const { [option]: _dropped, ...rest } = values;
  return rest;
}

/** A count row's value for `seats`, brought into its range. */
export function countFor(row: CountRow<unknown>, values: OptionValues, seats: number): number {
  const { least, most } = row.range(seats);
  const value = values[row.option];
  return Math.min(most, Math.max(least, typeof value === 'number' ? value : least));
}

/**
 * The options with every count brought into its range for `seats` (the seat
 * count went down or up under a choice made for another table), or null when
 * every count is in range already. The first seat is handed back by
 * FirstSeatSelect itself.
 */
export function intoRange(rows: readonly OptionRow<unknown>[], values: OptionValues, seats: number): OptionValues | null {
  let changed: OptionValues | null = null;
  for (const row of rows) {
    if (row.kind !== 'count') continue;
    const count = countFor(row, values, seats);
    if (values[row.option] !== count) changed = withOption(changed ?? values, row.option, count);
  }
  return changed;
}
