/**
 * The setup option every game has in some form: which seat begins (the first
 * player, the first officer), or a draw from the seed. A seat that no longer
 * sits at the table (the seat count went down) reads as a draw and is handed
 * back as one, so the options never name a seat the game does not have.
 */
import { useEffect } from 'react';

export interface FirstSeatSelectProps {
  id: string;
  className: string;
  /** The chosen seat, or null for a draw. */
  value: number | null;
  seats: number;
  randomLabel: string;
  /** A seat's name in the list, from its number as players count (1 for seat 0). */
  seatLabel(number: number): string;
  onChange(seat: number | null): void;
  describedBy?: string;
}

export function FirstSeatSelect({ id, className, value, seats, randomLabel, seatLabel, onChange, describedBy }: FirstSeatSelectProps) {
  const outOfRange = value !== null && value >= seats;
  useEffect(() => {
    if (outOfRange) onChange(null);
  }, [outOfRange, onChange]);
  return (
    <select
      id={id}
      className={className}
      aria-describedby={describedBy}
      value={value === null || outOfRange ? 'random' : String(value)}
      onChange={(event) => onChange(event.target.value === 'random' ? null : Number(event.target.value))}
    >
      <option value="random">{randomLabel}</option>
      {Array.from({ length: seats }, (_, seat) => (
        <option key={seat} value={String(seat)}>
          {seatLabel(seat + 1)}
        </option>
      ))}
    </select>
  );
}
