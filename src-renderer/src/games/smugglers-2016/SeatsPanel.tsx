/** Every seat's tokens, stink bombs and whereabouts this round, in plain DOM. */
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import type { PlayerView, SmugglersView } from '../../../../shared/games/smugglers-2016/types';
import { SeatName } from '../../kit2d/SeatName';
import { SeatPanel } from '../../kit2d/SeatPanel';
import { Tooltip } from '../../kit2d/Tooltip';
import { winningSets } from '../../../../shared/games/smugglers-2016/rules';
import { type Words, contrabandA, seatName } from './text';

/** The starting player's badge (a sign, not a word: its tip names it). */
const STAR = '★';

export function roomText(t: Words, player: PlayerView, phase: SmugglersView['phase']): string {
  if (player.room === 'office' && player.place !== null) return t('seats.armchair', { place: player.place });
  if (player.room === 'screen') return phase === 'sculpting' ? (player.sculpted ? t('seats.ballReady') : t('seats.sculpting')) : t('seats.waitingPush');
  return t(`seats.room.${player.room}`);
}

/** What the seat's whereabouts mean: the room's tip (behind the screen, sculpting or waiting, is the screen's). */
export function roomTip(t: Words, player: PlayerView): string {
  return t(`seats.tip.room.${player.room}`);
}

export function SeatsPanel({ view, viewer, names }: { view: SmugglersView; viewer: Seat | null; names: readonly string[] }) {
  const { t } = useTranslation('smugglers-2016');
  // The sets that win this game (the short game's are smaller): each token's tip says them.
  const goal = winningSets(view.options.shortGame);
  return (
    <ul className="sm-seats" data-tutorial="seats" aria-label={t('seats.label')}>
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
              <Tooltip className="sm-chip is-sweet" tip={t('seats.tip.sweet', { count: player.tokens.sweet, ...goal })}>
                {player.tokens.sweet}
              </Tooltip>
              <Tooltip className="sm-chip is-sour" tip={t('seats.tip.sour', { count: player.tokens.sour, ...goal })}>
                {player.tokens.sour}
              </Tooltip>
            </span>
            <Tooltip
              className="sm-seat-bombs"
              tip={t('seats.tip.bombs', { count: player.stinkBombs, used: player.spentBombs })}
              aria-label={t('seats.bombs', { count: player.stinkBombs, used: player.spentBombs })}
            >
              <span className="sm-bomb" aria-hidden="true" />
              {player.stinkBombs}
              {player.spentBombs > 0 && <span className="hint"> {t('seats.used', { count: player.spentBombs })}</span>}
            </Tooltip>
            <Tooltip className="sm-seat-room" tip={roomTip(t, player)}>
              {roomText(t, player, view.phase)}
            </Tooltip>
            {player.contraband !== null && (
              <span className="sm-seat-secret">{t(own ? 'seats.hides' : 'seats.hid', { contraband: contrabandA(t, player.contraband) })}</span>
            )}
          </SeatPanel>
        );
      })}
    </ul>
  );
}
