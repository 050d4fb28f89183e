/** The seats of a LAN lobby as everyone sees them: who sits where, and whether a guest is connected. */
import type { ReactNode } from 'react';
import type { LobbySeat } from '../../../../shared/protocol/lan';
import './Lan.css';

const LEVEL = { easy: 'easy', normal: 'normal', hard: 'hard' } as const;

/** A short line for a seat: "Zoé · guest · connected". */
export function describeLobbySeat(seat: LobbySeat): { who: string; what: string } {
  switch (seat.kind) {
    case 'open':
      return { who: 'Open seat', what: 'waiting for a guest' };
    case 'guest':
      return { who: seat.name ?? 'A guest', what: seat.connected ? 'guest · connected' : 'guest · disconnected' };
    case 'bot':
      return { who: seat.name ?? 'Bot', what: `bot · ${seat.level ? LEVEL[seat.level] : 'normal'}` };
    case 'local':
      return { who: seat.name ?? 'Host', what: 'at the host’s screen' };
  }
}

export function LobbySeats({ seats, action }: { seats: readonly LobbySeat[]; action?: (seat: LobbySeat) => ReactNode }) {
  return (
    <ol className="lan-seats" aria-label="Seats">
      {seats.map((seat) => {
        const { who, what } = describeLobbySeat(seat);
        return (
          <li
            key={seat.seat}
            className={`lan-seat lan-seat-${seat.kind}${seat.yours ? ' lan-seat-yours' : ''}${seat.kind === 'guest' && !seat.connected ? ' lan-seat-away' : ''}`}
            data-testid={`lobby-seat-${seat.seat + 1}`}
          >
            <span className="seat-number" aria-hidden="true">
              {seat.seat + 1}
            </span>
            <span className="lan-seat-who">
              <span className="lan-seat-name">
                <span className="visually-hidden">Seat {seat.seat + 1}: </span>
                {who}
                {seat.yours && <span className="lan-seat-you"> (you)</span>}
              </span>
              <span className="lan-seat-what">
                {seat.kind === 'guest' && (
                  <span className={`lan-dot ${seat.connected ? 'lan-dot-on' : 'lan-dot-off'}`} aria-hidden="true" />
                )}
                {what}
              </span>
            </span>
            {action && <span className="lan-seat-action">{action(seat)}</span>}
          </li>
        );
      })}
    </ol>
  );
}
