/**
 * A game's options form, drawn from the rows its options spec lists
 * (shared/games/<id>/options.ts `form`): checkboxes, lists, counts, a slider,
 * the first seat, and the game's own controls where it has any. The new-game
 * screen and the LAN lobby show it; the host checks what is sent against the
 * game's schema, as before.
 */
import type { Namespace } from 'i18next';
import { type ComponentType, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionRow } from '../../../../shared/engine/options-form';
import { CheckRow } from './CheckRow';
import { ChoiceRow } from './ChoiceRow';
import { CountRow } from './CountRow';
import { FirstSeatRow } from './FirstSeatRow';
import { RangeRow } from './RangeRow';
import type { Say } from './rowProps';
import { type OptionValues, intoRange, withOption } from './values';

/** What a control of the game's own is handed: the whole options, and a way to change them. */
export interface OptionsFormProps<O> {
  options: O;
  seats: number;
  onChange(options: O): void;
}

/** What a game's UI adds to its options' rows. */
export interface OptionsFormLook<O> {
  /** The form's class: the game's styles (colours, spacing) hang on it. */
  className: string;
  /** The controls of its `own` rows, by option. */
  own?: { readonly [K in keyof O]?: ComponentType<OptionsFormProps<O>> };
}

export interface OptionsFormOfProps extends OptionsFormProps<unknown> {
  /** The game's words' namespace: its id. */
  namespace: string;
  rows: readonly OptionRow<unknown>[];
  look: OptionsFormLook<unknown>;
}

export function OptionsForm({ namespace, rows, look, options, seats, onChange }: OptionsFormOfProps) {
  const { t } = useTranslation(namespace as Namespace);
  // The keys are the game's, named in shared/ (typed there as plain strings); a missing one shows as itself.
  const say = t as unknown as Say;
  const base = useId();

  // A count chosen for another table (the seat count changed) is handed back in range.
  const inRange = intoRange(rows, options as OptionValues, seats);
  useEffect(() => {
    if (inRange !== null) onChange(inRange);
  }, [inRange, onChange]);

  return (
    <div className={look.className}>
      <OptionRows rows={rows} own={look.own} options={options} seats={seats} onChange={onChange} base={base} say={say} />
    </div>
  );
}

export interface OptionRowsProps extends OptionsFormProps<unknown> {
  rows: readonly OptionRow<unknown>[];
  own: OptionsFormLook<unknown>['own'];
  /** The start of every control's id (one form's own). */
  base: string;
  say: Say;
}

/** The form's rows, each handed the whole options to change: hook-free, so that a test may call it and press a control. */
export function OptionRows({ rows, own, options, seats, onChange, base, say }: OptionRowsProps) {
  const values = options as OptionValues;
  const owned = own as Readonly<Record<string, ComponentType<OptionsFormProps<unknown>> | undefined>> | undefined;
  const change = (option: string, value: unknown) => onChange(withOption(values, option, value));
  return rows.map((row) => {
    if (row.kind === 'own') {
      const Own = owned?.[row.option];
      return Own && <Own key={row.option} options={options} seats={seats} onChange={onChange} />;
    }
    if (row.shownWhen !== undefined && !row.shownWhen(options)) return null;
    const props = { values, seats, id: `${base}${row.option}`, hintId: `${base}${row.option}-hint`, say, change };
    switch (row.kind) {
      case 'check':
        return <CheckRow key={row.option} row={row} {...props} />;
      case 'choice':
        return <ChoiceRow key={row.option} row={row} {...props} />;
      case 'count':
        return <CountRow key={row.option} row={row} {...props} />;
      case 'range':
        return <RangeRow key={row.option} row={row} {...props} />;
      case 'firstSeat':
        return <FirstSeatRow key={row.option} row={row} {...props} />;
    }
  });
}
