/** Which seat begins, or a draw: the seats at the table (FirstSeatSelect hands back a seat that left as a draw). */
import type { FirstSeatRow as FirstSeatRowSpec } from '../../../../shared/engine/options-form';
import { FirstSeatSelect } from '../../components/FirstSeatSelect';
import { Field } from './Field';
import { type RowProps, describedBy } from './rowProps';

export function FirstSeatRow({ row, values, seats, id, hintId, say, change }: RowProps<FirstSeatRowSpec<unknown>>) {
  const value = values[row.option];
  return (
    <Field id={id} hintId={hintId} label={say(row.label)} hint={row.hint === undefined ? null : say(row.hint)}>
      <FirstSeatSelect
        id={id}
        className="select"
        value={typeof value === 'number' ? value : null}
        seats={seats}
        randomLabel={say(row.random)}
        // The games' words name a seat's number `number` or `n`: both are told.
        seatLabel={(number) => say(row.seat, { number, n: number })}
        onChange={(seat) => change(row.option, seat)}
        describedBy={describedBy(row.hint, hintId)}
      />
    </Field>
  );
}
