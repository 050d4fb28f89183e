/**
 * A count of things (rocks, robots): a list of the counts this table allows.
 * A count out of range shows as the nearest one; the form hands the options
 * back with it (values.ts intoRange).
 */
import type { CountRow as CountRowSpec } from '../../../../shared/engine/options-form';
import { Field } from './Field';
import { type RowProps, describedBy } from './rowProps';
import { countFor } from './values';

export function CountRow({ row, values, seats, id, hintId, say, change }: RowProps<CountRowSpec<unknown>>) {
  const { least, most } = row.range(seats);
  const counts = Array.from({ length: most - least + 1 }, (_, at) => least + at);
  const hint = least > 0 && row.hintAtLeast !== undefined ? say(row.hintAtLeast, { count: least }) : row.hint === undefined ? null : say(row.hint);
  return (
    <Field id={id} hintId={hintId} label={say(row.label)} hint={hint}>
      <select
        id={id}
        className="select"
        aria-describedby={describedBy(hint ?? undefined, hintId)}
        value={String(countFor(row, values, seats))}
        onChange={(event) => change(row.option, Number(event.target.value))}
      >
        {counts.map((count) => (
          <option key={count} value={String(count)}>
            {count === 0 ? say(row.none) : say(row.counted, { count })}
          </option>
        ))}
      </select>
    </Field>
  );
}
