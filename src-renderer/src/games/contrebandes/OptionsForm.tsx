/** Setup options of Contrebandes: who is the officer of the first night. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContrebandesOptions } from '../../../../shared/games/contrebandes/types';
import { FirstSeatSelect } from '../../components/FirstSeatSelect';
import type { OptionsFormProps } from '../types';

export function ContrebandesOptionsForm({ options, seats, onChange }: OptionsFormProps<ContrebandesOptions>) {
  const { t } = useTranslation('contrebandes');
  const id = useId();
  const hintId = useId();

  return (
    <div className="cb-options field">
      <label className="field-label" htmlFor={id}>
        {t('options.firstOfficer')}
      </label>
      <FirstSeatSelect
        id={id}
        className="select cb-options-select"
        value={options.firstOfficer}
        seats={seats}
        randomLabel={t('options.random')}
        seatLabel={(n) => t('seat', { number: n })}
        onChange={(firstOfficer) => onChange({ ...options, firstOfficer })}
        describedBy={hintId}
      />
      <p id={hintId} className="hint cb-options-hint">
        {t('options.hint')}
      </p>
    </div>
  );
}
