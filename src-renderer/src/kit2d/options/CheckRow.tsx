/** A yes/no option: a checkbox, its label in bold and its hint beside it, all one click target. */
import type { CheckRow as CheckRowSpec } from '../../../../shared/engine/options-form';
import { type RowProps, describedBy } from './rowProps';

export function CheckRow({ row, values, id, hintId, say, change }: RowProps<CheckRowSpec<unknown>>) {
  return (
    <div className="field">
      <label className="check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-describedby={describedBy(row.hint, hintId)}
          checked={values[row.option] === true}
          onChange={(event) => change(row.option, event.target.checked)}
        />
        <span>
          <span className="check-title">{say(row.label)}</span>
          {row.hint !== undefined && (
            <span id={hintId} className="hint check-hint">
              {say(row.hint)}
            </span>
          )}
        </span>
      </label>
    </div>
  );
}
