/** A number on a slider; the label says the value as it moves. */
import type { RangeRow as RangeRowSpec } from '../../../../shared/engine/options-form';
import { Field } from './Field';
import { type RowProps, describedBy } from './rowProps';

export function RangeRow({ row, values, id, hintId, say, change }: RowProps<RangeRowSpec<unknown>>) {
  const value = values[row.option];
  return (
    <Field id={id} hintId={hintId} label={say(row.label, { value })} hint={row.hint === undefined ? null : say(row.hint)}>
      <input
        id={id}
        type="range"
        aria-describedby={describedBy(row.hint, hintId)}
        min={row.min}
        max={row.max}
        step={row.step}
        value={typeof value === 'number' ? value : row.min}
        onChange={(event) => change(row.option, Number(event.target.value))}
      />
    </Field>
  );
}
