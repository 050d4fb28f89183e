/**
 * Setup options of Schmuggler an Bord: the open history (the table lists
 * every event, not only the latest: casual play) and the first player (who
 * draws and rolls first; the rulebook's youngest player), or a draw.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SabOptions } from '../../../../shared/games/schmuggler-an-bord/types';
import { FirstSeatSelect } from '../../components/FirstSeatSelect';
import type { OptionsFormProps } from '../types';

export function SabOptionsForm({ options, seats, onChange }: OptionsFormProps<SabOptions>) {
  const { t } = useTranslation('schmuggler-an-bord');
  const historyId = useId();
  const historyHintId = useId();
  const firstId = useId();

  return (
    <div className="sab-options">
      <div className="field">
        <label className="check" htmlFor={historyId}>
          <input
            id={historyId}
            type="checkbox"
            aria-describedby={historyHintId}
            checked={options.openHistory}
            onChange={(event) => onChange({ ...options, openHistory: event.target.checked })}
          />
          <span>
            <span className="check-title">{t('options.openHistory')}</span>
            <span id={historyHintId} className="hint check-hint">
              {t('options.openHistoryHint')}
            </span>
          </span>
        </label>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={firstId}>
          {t('options.firstPlayer')}
        </label>
        <FirstSeatSelect
          id={firstId}
          className="select"
          value={options.firstPlayer}
          seats={seats}
          randomLabel={t('options.random')}
          seatLabel={(n) => t('seat', { number: n })}
          onChange={(firstPlayer) => onChange({ ...options, firstPlayer })}
        />
      </div>
    </div>
  );
}
