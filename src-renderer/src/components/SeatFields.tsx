/** The seat fields the new-game screen and the LAN lobby share: player count, name, bot difficulty. */
import type { BotLevel } from '../../../shared/engine/contract';

const LEVELS: { value: BotLevel; label: string }[] = [
  { value: 'easy', label: 'Easy' },
  { value: 'normal', label: 'Normal' },
  { value: 'hard', label: 'Hard' },
];

export function SeatNameField({ seat, name, invalid, onChange }: { seat: number; name: string; invalid: boolean; onChange(name: string): void }) {
  return (
    <label className="field seat-name">
      <span className="field-label">Name</span>
      <input
        className="input"
        value={name}
        maxLength={24}
        aria-label={`Seat ${seat} name`}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

export function BotLevelField({ seat, level, onChange }: { seat: number; level: BotLevel; onChange(level: BotLevel): void }) {
  return (
    <label className="field seat-level">
      <span className="field-label">Difficulty</span>
      <select className="select" value={level} aria-label={`Seat ${seat} difficulty`} onChange={(event) => onChange(event.target.value as BotLevel)}>
        {LEVELS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The "Number of players" radio buttons, min to max. */
export function PlayerCountPicker({ name, min, max, count, onChange }: { name: string; min: number; max: number; count: number; onChange(count: number): void }) {
  return (
    <fieldset className="count-picker">
      <legend className="field-label">Number of players</legend>
      <div className="count-options">
        {Array.from({ length: max - min + 1 }, (_, offset) => min + offset).map((value) => (
          <label key={value} className="count-option">
            <input type="radio" name={name} value={value} checked={count === value} onChange={() => onChange(value)} aria-label={`${value} players`} />
            <span aria-hidden="true">{value}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
