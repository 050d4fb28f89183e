/** Every seat's tokens, stink bombs and whereabouts this round, in plain DOM. */
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import type { PlayerView, SmugglersView } from '../../../../shared/games/smugglers-2016/types';
import { SeatName } from '../../kit2d/SeatName';
import { SeatPanel } from '../../kit2d/SeatPanel';
import { type Words, contrabandA, seatName } from './text';

/** The starting player's badge (a sign, not a word: its tip names it). */
const STAR = '★';

export function roomText(t: Words, player: PlayerView, phase: SmugglersView['phase']): string {
  if (player.room === 'office' && player.place !== null) return t('seats.armchair', { place: player.place });
  if (player.room === 'screen') return phase === 'sculpting' ? (player.sculpted ? t('seats.ballReady') : t('seats.sculpting')) : t('seats.waitingPush');
  return t(`seats.room.${player.room}`);
}

export function SeatsPanel({ view, viewer, names }: { view: SmugglersView; viewer: Seat | null; names: readonly string[] }) {
  const { t } = useTranslation('smugglers-2016');
  return (
    <ul className="sm-seats" aria-label={t('seats.label')}>
      {view.players.map((player) => {
        const own = player.seat === viewer;
        return (
          <SeatPanel
            key={player.seat}
            className={`sm-seat seat-${player.seat}`}
            active={view.activeSeats.includes(player.seat)}
            own={own}
            data-testid={`sm-seat-${player.seat}`}
          >
            <span className="sm-seat-name">
              <SeatName
                name={seatName(t, names, player.seat)}
                you={own ? t('seats.you') : null}
                youClassName="hint"
                first={player.seat === view.startingPlayer ? t('seats.starting') : null}
                firstClassName="sm-badge"
                firstSign={STAR}
              />
            </span>
            <span className="sm-seat-tokens" aria-label={t('seats.tokens', { sweet: player.tokens.sweet, sour: player.tokens.sour })}>
              <span className="sm-chip is-sweet">{player.tokens.sweet}</span>
              <span className="sm-chip is-sour">{player.tokens.sour}</span>
            </span>
            <span className="sm-seat-bombs" aria-label={t('seats.bombs', { count: player.stinkBombs, used: player.spentBombs })}>
              <span className="sm-bomb" aria-hidden="true" />
              {player.stinkBombs}
              {player.spentBombs > 0 && <span className="hint"> {t('seats.used', { count: player.spentBombs })}</span>}
            </span>
            <span className="sm-seat-room">{roomText(t, player, view.phase)}</span>
            {player.contraband !== null && (
              <span className="sm-seat-secret">{t(own ? 'seats.hides' : 'seats.hid', { contraband: contrabandA(t, player.contraband) })}</span>
            )}
          </SeatPanel>
        );
      })}
    </ul>
  );
}
