/**
 * Who plays a seat, as tags in its head: a bot (and whether it is thinking);
 * at a LAN table, a person's seat that a bot stands in for (and why, in its
 * tip), and whether that person is connected. A person at his own screen
 * needs no tag. The words are the game's (words), the classes its BEM
 * modifiers of `${look}-tag`.
 */
import type { SeatStatus } from '../../../shared/protocol/messages';
import { Tooltip } from './Tooltip';

type StandIn = NonNullable<SeatStatus['standIn']>;

export interface SeatStatusWords {
  bot: string;
  thinking: string;
  standsIn: string;
  /** Why a bot stands in for the person. */
  standInTip(reason: StandIn): string;
  connected: string;
  connectedTip: string;
  away: string;
  awayTip: string;
}

export interface SeatStatusTagsProps {
  look: string;
  seat: number;
  status: SeatStatus | undefined;
  /** A LAN table: people's seats say whether they are connected, and who stands in. */
  lan: boolean;
  words: SeatStatusWords;
}

export function SeatStatusTags({ look, seat, status, lan, words }: SeatStatusTagsProps) {
  if (status === undefined) return null;
  const tag = `${look}-tag`;
  const thinking = status.thinking ? (
    <span className={`${tag}-more`}>
      {' · '}
      {words.thinking}
    </span>
  ) : null;
  const botClass = `${tag} ${tag}--bot${status.thinking ? ` ${tag}--thinking` : ''}`;
  if (status.kind === 'bot') {
    return (
      <span className={botClass}>
        {words.bot}
        {thinking}
      </span>
    );
  }
  if (!lan) return null;
  return (
    <>
      {status.standIn && (
        <Tooltip className={botClass} tip={words.standInTip(status.standIn)} data-testid={`stand-in-${seat}`}>
          {words.standsIn}
          {thinking}
        </Tooltip>
      )}
      {status.presence && (
        <Tooltip
          className={`${tag} ${tag}--presence ${tag}--${status.presence}`}
          tip={status.presence === 'connected' ? words.connectedTip : words.awayTip}
          data-testid={`presence-${seat}`}
        >
          {status.presence === 'connected' ? words.connected : words.away}
        </Tooltip>
      )}
    </>
  );
}
