/**
 * Who sits at a seat, as every 2D table says it: the name (a long one cut
 * short by the game's CSS, with a tip that says it all), "you" on the seat
 * on screen, the badge of the seat that starts, and for screen readers
 * whose turn it is (the eye sees the panel's own turn marker). The parts
 * are siblings, spaced by plain spaces, so the game lays them out in its
 * own head (a flex row, or a line of text); their classes are the game's.
 */
import type { ReactNode } from 'react';
import { Tooltip } from './Tooltip';

export interface SeatNameProps {
  name: string;
  /** The name's class: a name that may be cut short gets its own span, with the whole name as its title. */
  nameClassName?: string;
  /** Drawn before the name (the seat's colour mark). */
  mark?: ReactNode;
  /** The word for "you", on the seat on screen only (null: not his seat). */
  you?: string | null;
  youClassName?: string;
  /** The starting seat's badge: its words (null: not the starting seat). */
  first?: string | null;
  firstClassName?: string;
  /** The badge's sign (absent: the game's CSS draws it). */
  firstSign?: string;
  /** Words for screen readers on the seat whose turn it is (null: not his turn). */
  turn?: string | null;
}

export function SeatName({ name, nameClassName, mark, you = null, youClassName, first = null, firstClassName, firstSign, turn = null }: SeatNameProps) {
  return (
    <>
      {mark}
      {nameClassName === undefined ? (
        name
      ) : (
        <span className={nameClassName} title={name}>
          {name}
        </span>
      )}
      {you !== null && (
        <>
          {' '}
          <span className={youClassName}>{you}</span>
        </>
      )}
      {first !== null && (
        <>
          {' '}
          <Tooltip tip={first} role="img" className={firstClassName}>
            {firstSign}
          </Tooltip>
        </>
      )}
      {turn !== null && <span className="visually-hidden"> {turn}</span>}
    </>
  );
}
