/**
 * Setup options of Insel der Schmuggler: the rocks variant (how many, placed
 * by the players or by chance), how the starting harbours are chosen, and the
 * first player. Hints are short: the form shares the new-game screen's side
 * column with Start.
 */
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { maxVariantRocks } from '../../../../shared/games/insel-der-schmuggler/options';
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
  // With 2 players the strait's rock is one of the box's 3 (RULINGS 7, decision 10): 3 more are not offered, and a
  // choice of 3 made for more players comes down to 2 when the table shrinks to two.
  const maxRocks = maxVariantRocks(seats);
  useEffect(() => {
    if (options.rocks > maxRocks) onChange({ ...options, rocks: maxRocks });
  }, [options, maxRocks, onChange]);

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
          {ROCKS.filter((count) => count <= maxRocks).map((count) => (
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
