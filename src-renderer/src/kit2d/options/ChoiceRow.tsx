/** One of a few named values: a list, each value in the game's words. */
import type { ChoiceRow as ChoiceRowSpec } from '../../../../shared/engine/options-form';
import { Field } from './Field';
import { type RowProps, describedBy } from './rowProps';

export function ChoiceRow({ row, values, id, hintId, say, change }: RowProps<ChoiceRowSpec<unknown>>) {
  return (
    <Field id={id} hintId={hintId} label={say(row.label)} hint={row.hint === undefined ? null : say(row.hint)}>
      <select
        id={id}
        className="select"
        aria-describedby={describedBy(row.hint, hintId)}
        value={String(values[row.option])}
        onChange={(event) => {
          const chosen = row.choices.find((choice) => String(choice.value) === event.target.value);
          if (chosen !== undefined) change(row.option, chosen.value);
        }}
      >
        {row.choices.map((choice) => (
          <option key={String(choice.value)} value={String(choice.value)}>
            {say(choice.label)}
          </option>
        ))}
      </select>
    </Field>
  );
}
