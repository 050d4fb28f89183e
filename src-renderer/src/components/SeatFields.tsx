/** The seat fields the new-game screen and the LAN lobby share: player count, name, bot difficulty. */
import { useTranslation } from 'react-i18next';
import type { BotLevel } from '../../../shared/engine/contract';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

export function SeatNameField({ seat, name, invalid, onChange }: { seat: number; name: string; invalid: boolean; onChange(name: string): void }) {
  const { t } = useTranslation('shell');
  return (
    <label className="field seat-name">
      <span className="field-label">{t('seats.name')}</span>
      <input
        className="input"
        value={name}
        maxLength={24}
        aria-label={t('seats.nameOf', { seat })}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

export function BotLevelField({ seat, level, onChange }: { seat: number; level: BotLevel; onChange(level: BotLevel): void }) {
  const { t } = useTranslation('shell');
  return (
    <label className="field seat-level">
      <span className="field-label">{t('seats.difficulty')}</span>
      <select className="select" value={level} aria-label={t('seats.difficultyOf', { seat })} onChange={(event) => onChange(event.target.value as BotLevel)}>
        {LEVELS.map((value) => (
          <option key={value} value={value}>
            {t(`seats.levels.${value}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The "Number of players" radio buttons, min to max. */
export function PlayerCountPicker({ name, min, max, count, onChange }: { name: string; min: number; max: number; count: number; onChange(count: number): void }) {
  const { t } = useTranslation('shell');
  return (
    <fieldset className="count-picker">
      <legend className="field-label">{t('seats.count')}</legend>
      <div className="count-options">
        {Array.from({ length: max - min + 1 }, (_, offset) => min + offset).map((value) => (
          <label key={value} className="count-option">
            <input
              type="radio"
              name={name}
              value={value}
              checked={count === value}
              onChange={() => onChange(value)}
              aria-label={t('players.exactly', { count: value })}
            />
            <span aria-hidden="true">{value}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
