/** Every seat's tokens, stink bombs and whereabouts this round, in plain DOM. */
import type { Seat } from '../../../../shared/engine/contract';
import type { PlayerView, Room, SmugglersView } from '../../../../shared/games/smugglers-2016/types';
import { contrabandLabel, seatName } from './text';

const ROOM: Record<Room, string> = {
  screen: 'behind the screen',
  track: 'on the track',
  bar: 'in the bar',
  office: 'in the office',
  junk: 'in the junk room',
};

export function roomText(player: PlayerView, phase: SmugglersView['phase']): string {
  if (player.room === 'office' && player.place !== null) return `armchair ${player.place}`;
  if (player.room === 'screen') return phase === 'sculpting' ? (player.sculpted ? 'ball ready' : 'sculpting') : 'waiting to push';
  return ROOM[player.room];
}

export function SeatsPanel({ view, viewer, names }: { view: SmugglersView; viewer: Seat | null; names: readonly string[] }) {
  return (
    <ul className="sm-seats" aria-label="Players">
      {view.players.map((player) => {
        const own = player.seat === viewer;
        return (
          <li
            key={player.seat}
            className={`sm-seat seat-${player.seat}${view.activeSeats.includes(player.seat) ? ' is-active' : ''}${own ? ' is-own' : ''}`}
            data-testid={`sm-seat-${player.seat}`}
          >
            <span className="sm-seat-name">
              {seatName(names, player.seat)}
              {own && <span className="hint"> (you)</span>}
              {player.seat === view.startingPlayer && <span className="sm-badge" title="Starting player"> ★</span>}
            </span>
            <span className="sm-seat-tokens" aria-label={`${player.tokens.sweet} sweet, ${player.tokens.sour} sour tokens`}>
              <span className="sm-chip is-sweet">{player.tokens.sweet}</span>
              <span className="sm-chip is-sour">{player.tokens.sour}</span>
            </span>
            <span
              className="sm-seat-bombs"
              aria-label={`${player.stinkBombs} stink bomb${player.stinkBombs === 1 ? '' : 's'} held, ${player.spentBombs} used`}
            >
              <span className="sm-bomb" aria-hidden="true" />
              {player.stinkBombs}
              {player.spentBombs > 0 && <span className="hint"> ({player.spentBombs} used)</span>}
            </span>
            <span className="sm-seat-room">{roomText(player, view.phase)}</span>
            {player.contraband !== null && (
              <span className="sm-seat-secret">
                {own ? 'hides' : 'hid'} a {contrabandLabel(player.contraband)}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
