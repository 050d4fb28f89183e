/**
 * Setup options of Insel der Schmuggler: the rocks variant (how many, placed
 * by the players or by chance), how the starting harbours are chosen, and the
 * first player. Hints are short: the form shares the new-game screen's side
 * column with Start.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InselOptions } from '../../../../shared/games/insel-der-schmuggler/types';
import { FirstSeatSelect } from '../../components/FirstSeatSelect';
import type { OptionsFormProps } from '../types';

const ROCKS = [0, 1, 2, 3] as const;

export function InselOptionsForm({ options, seats, onChange }: OptionsFormProps<InselOptions>) {
  const { t } = useTranslation('insel-der-schmuggler');
  const rocksId = useId();
  const rocksHintId = useId();
  const placementId = useId();
  const harboursId = useId();
  const firstId = useId();

  return (
    <div className="insel-options">
      <div className="field">
        <label className="field-label" htmlFor={rocksId}>
          {t('options.rocks')}
        </label>
        <select
          id={rocksId}
          className="select"
          aria-describedby={rocksHintId}
          value={String(options.rocks)}
          onChange={(event) => onChange({ ...options, rocks: Number(event.target.value) })}
        >
          {ROCKS.map((count) => (
            <option key={count} value={String(count)}>
              {count === 0 ? t('options.rocksNone') : t('options.rocksCount', { count })}
            </option>
          ))}
        </select>
        <span id={rocksHintId} className="hint">
          {t('options.rocksHint')}
        </span>
      </div>
      {options.rocks > 0 && (
        <div className="field">
          <label className="field-label" htmlFor={placementId}>
            {t('options.placement')}
          </label>
          <select
            id={placementId}
            className="select"
            value={options.rockPlacement}
            onChange={(event) => onChange({ ...options, rockPlacement: event.target.value === 'random' ? 'random' : 'turns' })}
          >
            <option value="turns">{t('options.placementTurns')}</option>
            <option value="random">{t('options.placementRandom')}</option>
          </select>
        </div>
      )}
      <div className="field">
        <label className="field-label" htmlFor={harboursId}>
          {t('options.harbours')}
        </label>
        <select
          id={harboursId}
          className="select"
          value={options.startHarbours}
          onChange={(event) => onChange({ ...options, startHarbours: event.target.value === 'random' ? 'random' : 'choose' })}
        >
          <option value="choose">{t('options.harboursChoose')}</option>
          <option value="random">{t('options.harboursRandom')}</option>
        </select>
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
          seatLabel={(n) => t('seat', { n })}
          onChange={(firstPlayer) => onChange({ ...options, firstPlayer })}
        />
      </div>
    </div>
  );
}
