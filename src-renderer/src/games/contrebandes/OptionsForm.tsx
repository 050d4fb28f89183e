/** Setup options of Contrebandes: who is the officer of the first night. */
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContrebandesOptions } from '../../../../shared/games/contrebandes/types';
import type { OptionsFormProps } from '../types';

export function ContrebandesOptionsForm({ options, seats, onChange }: OptionsFormProps<ContrebandesOptions>) {
  const { t } = useTranslation('contrebandes');
  const id = useId();
  const hintId = useId();
  const first = options.firstOfficer;
  const outOfRange = first !== null && first >= seats;

  // Fewer seats than before: a first officer who no longer sits at the table becomes a draw.
  useEffect(() => {
    if (outOfRange) onChange({ ...options, firstOfficer: null });
  }, [outOfRange, options, onChange]);

  return (
    <div className="cb-options field">
      <label className="field-label" htmlFor={id}>
        {t('options.firstOfficer')}
      </label>
      <select
        id={id}
        className="select cb-options-select"
        aria-describedby={hintId}
        value={first === null || outOfRange ? 'random' : String(first)}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...options, firstOfficer: value === 'random' ? null : Number(value) });
        }}
      >
        <option value="random">{t('options.random')}</option>
        {Array.from({ length: seats }, (_, seat) => (
          <option key={seat} value={String(seat)}>
            {t('seat', { number: seat + 1 })}
          </option>
        ))}
      </select>
      <p id={hintId} className="hint cb-options-hint">
        {t('options.hint')}
      </p>
    </div>
  );
}
