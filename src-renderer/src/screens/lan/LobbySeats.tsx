/** The seats of a LAN lobby as everyone sees them: who sits where, and whether a guest is connected. */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LobbySeat } from '../../../../shared/protocol/lan';
import './Lan.css';

/** A short line for a seat: "Zoé · guest · connected". */
export function describeLobbySeat(t: TFunction<'lan'>, seat: LobbySeat): { who: string; what: string } {
  switch (seat.kind) {
    case 'open':
      return { who: t('seats.open'), what: t('seats.openWhat') };
    case 'guest':
      return { who: seat.name ?? t('seats.guest'), what: seat.connected ? t('seats.guestConnected') : t('seats.guestDisconnected') };
    case 'bot':
      return { who: seat.name ?? t('seats.bot'), what: t('seats.botWhat', { level: t(`seats.level.${seat.level ?? 'normal'}`) }) };
    case 'local':
      return { who: seat.name ?? t('seats.host'), what: t('seats.localWhat') };
  }
}

export function LobbySeats({ seats, action }: { seats: readonly LobbySeat[]; action?: (seat: LobbySeat) => ReactNode }) {
  const { t } = useTranslation('lan');
  return (
    <ol className="lan-list" aria-label={t('seats.label')}>
      {seats.map((seat) => {
        const { who, what } = describeLobbySeat(t, seat);
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
                <span className="visually-hidden">{t('seats.seat', { n: seat.seat + 1 })} </span>
                {who}
                {seat.yours && <span className="lan-seat-you"> {t('seats.you')}</span>}
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
