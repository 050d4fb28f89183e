/**
 * Setup options of Smugglers (2025): the robots (each plays the deck's top
 * card in every smuggling step; at least 2 solo and 1 with two players, so
 * the list starts at the table's minimum), the long game (16 rounds, the 4
 * long-game customs cards), the gold and silver coins variant, and who holds
 * the sack first, or a draw.
 */
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ROBOTS, minRobots } from '../../../../shared/games/smugglers-2025/rules';
import type { S25Options } from '../../../../shared/games/smugglers-2025/types';
import { FirstSeatSelect } from '../../components/FirstSeatSelect';
import type { OptionsFormProps } from '../types';

export function S25OptionsForm({ options, seats, onChange }: OptionsFormProps<S25Options>) {
  const { t } = useTranslation('smugglers-2025');
  const robotsId = useId();
  const robotsHintId = useId();
  const longId = useId();
  const longHintId = useId();
  const coinsId = useId();
  const coinsHintId = useId();
  const firstId = useId();

  // Fewer robots than this table needs (the seat count went down): the options are handed back with the minimum.
  const least = minRobots(seats);
  const tooFew = options.robots < least;
  useEffect(() => {
    if (tooFew) onChange({ ...options, robots: least });
  }, [tooFew, least, options, onChange]);
  const choices = Array.from({ length: MAX_ROBOTS - least + 1 }, (_, i) => least + i);

  return (
    <div className="s25-options">
      <div className="field">
        <label className="field-label" htmlFor={robotsId}>
          {t('options.robots')}
        </label>
        <select
          id={robotsId}
          className="select"
          aria-describedby={robotsHintId}
          value={String(Math.max(options.robots, least))}
          onChange={(event) => onChange({ ...options, robots: Number(event.target.value) })}
        >
          {choices.map((count) => (
            <option key={count} value={String(count)}>
              {count === 0 ? t('options.robotsNone') : t('options.robotsCount', { count })}
            </option>
          ))}
        </select>
        <span id={robotsHintId} className="hint">
          {least > 0 ? t('options.robotsHintLeast', { count: least }) : t('options.robotsHint')}
        </span>
      </div>
      <div className="field">
        <label className="check" htmlFor={longId}>
          <input
            id={longId}
            type="checkbox"
            aria-describedby={longHintId}
            checked={options.longGame}
            onChange={(event) => onChange({ ...options, longGame: event.target.checked })}
          />
          <span>
            <span className="check-title">{t('options.longGame')}</span>
            <span id={longHintId} className="hint check-hint">
              {t('options.longGameHint')}
            </span>
          </span>
        </label>
      </div>
      <div className="field">
        <label className="check" htmlFor={coinsId}>
          <input
            id={coinsId}
            type="checkbox"
            aria-describedby={coinsHintId}
            checked={options.coins}
            onChange={(event) => onChange({ ...options, coins: event.target.checked })}
          />
          <span>
            <span className="check-title">{t('options.coins')}</span>
            <span id={coinsHintId} className="hint check-hint">
              {t('options.coinsHint')}
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
