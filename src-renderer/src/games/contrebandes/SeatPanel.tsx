/** One player's place at the table: name, officer badge, mule, declaration and counts. */
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import { MIN_LOAD } from '../../../../shared/games/contrebandes/cards';
import type { ContrebandesView } from '../../../../shared/games/contrebandes/types';
import type { SeatStatus } from '../../../../shared/protocol/messages';
import { SeatName } from '../../kit2d/SeatName';
import { SeatPanel as Panel } from '../../kit2d/SeatPanel';
import { SeatStatusTags } from '../../kit2d/SeatStatusTags';
import { Tooltip } from '../../kit2d/Tooltip';
import { BackStack, CardFace, FlipCard } from './CardArt';
import { type ShownMule, sortHand } from './logic';
import { DeclarationChips } from './Panels';
import { OUTCOME_KEY, cardsText, outcomeCaption, pointsText } from './text';
import { useArrivals } from './useArrivals';

interface SeatPanelProps {
  view: ContrebandesView;
  seat: Seat;
  name: string;
  status: SeatStatus | undefined;
  /** This is the viewer's own seat: his mule shows face up. */
  own: boolean;
  shown: ShownMule | undefined;
  reducedMotion: boolean;
  placement: 'left' | 'top' | 'right' | 'bottom';
  /** A LAN game: people's seats show whether they are connected. */
  lan?: boolean;
}

export function SeatPanel({ view, seat, name, status, own, shown, reducedMotion, placement, lan = false }: SeatPanelProps) {
  const { t } = useTranslation('contrebandes');
  const player = view.players[seat];
  const [showCashed, setShowCashed] = useState(false);
  /** A replay's "all cards open" (shared/games/contrebandes/replay.ts): this seat's cards face up, as the own seat's are. */
  const opened = view.open;
  const ownMuleArrived = useArrivals(own ? (view.mule ?? []) : []);
  // The cashed count as the seat was first drawn: a count that grew since plays a short bump.
  const [firstCashed] = useState(() => view.players[seat]?.cashedCount ?? 0);
  const cashedId = useId();
  if (!player) return null;
  const isOfficer = view.officer === seat;
  const active = view.activeSeats.includes(seat);
  const loading = view.phase === 'loading';
  const over = view.phase === 'over';
  /** After the night's last quarter, its mules and declarations are history: the seat shows only its counts. */
  const nightDone = over || view.phase === 'bonus';
  const faceUpMule = own ? (view.mule ?? []) : (opened?.mules[seat] ?? []);
  // What the inspection showed comes from the events; the outcome alone is also in the view.
  const outcome = shown?.outcome ?? view.inspections.find((inspection) => inspection.seat === seat)?.outcome;
  const cashed = own ? (view.ownCashed ?? []) : (opened?.cashed[seat] ?? []);
  const openHand = !own && opened ? (opened.hands[seat] ?? []) : null;

  /** The mule's card count once it is known to this viewer, else null (the seat says loading or loaded). */
  const muleCount = player.muleCount === null || (loading && own && !player.hasLoaded) ? null : player.muleCount;
  const muleCountKey = shown && view.phase === 'inspecting' && outcome === 'cheese' ? 'seatPanel.muleCardsLeft' : 'seatPanel.muleCards';

  const classes = ['cb-seat', `cb-seat--${placement}`];
  if (isOfficer) classes.push('cb-seat--officer');
  if (nightDone) classes.push('cb-seat--done');
  if (openHand !== null) classes.push('cb-seat--open');
  const words = {
    bot: t('seatPanel.bot'),
    thinking: t('seatPanel.thinking'),
    standsIn: t('seatPanel.standsIn'),
    standInTip: (level: 'easy' | 'normal' | 'hard') => t(`seatPanel.standIn.${level}`),
    connected: t('seatPanel.connected'),
    connectedTip: t('seatPanel.connectedTitle'),
    away: t('seatPanel.away'),
    awayTip: t('seatPanel.awayTitle'),
  };

  return (
    <Panel
      as="section"
      className={classes.join(' ')}
      active={active}
      own={own}
      data-testid={`seat-${seat}`}
      // The tutorial points at the other players' seats (docs/tutorials.md).
      data-tutorial={own ? 'own-seat' : 'seats'}
      aria-label={own ? t('seatPanel.nameYou', { name }) : name}
    >
      <header className="cb-seat-head">
        <span className="cb-seat-name">
          <SeatName name={name} you={own ? t('you') : null} youClassName="cb-muted" />
        </span>
        <SeatStatusTags look="cb" seat={seat} status={status} lan={lan} words={words} />
        {isOfficer && (
          <Tooltip className="cb-badge" tip={t('seatPanel.officerTitle')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 2.5 20 6v5.5c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10V6Z" />
              <path className="cb-badge-star" d="m12 7 1.4 2.9 3.1.4-2.3 2.2.6 3.1-2.8-1.5-2.8 1.5.6-3.1-2.3-2.2 3.1-.4Z" />
            </svg>
            <span className="cb-badge-text">{t('seatPanel.officer')}</span>
          </Tooltip>
        )}
        {active && (
          // A new step remounts the dot: it pulses a few times when the turn comes, then holds still.
          <Tooltip
            key={`${view.night}-${view.quarter}-${view.phase}-${view.inspections.length}`}
            className="cb-turn-dot"
            tip={t('seatPanel.toPlayTitle')}
            role="img"
          />
        )}
      </header>

      {!nightDone && (
        <div className="cb-seat-mule">
          <Tooltip className="cb-seat-label" tip={t('seatPanel.muleTitle')}>
            {t('seatPanel.mule')}
          </Tooltip>
          {shown ? (
            <span className="cb-shown-cards">
              {shown.cards.map((card, i) => (
                <FlipCard
                  key={card}
                  card={card}
                  size={shown.cards.length <= 3 ? 'sm' : 'xs'}
                  animate={shown.animate && !reducedMotion}
                  delayMs={i * 160}
                />
              ))}
            </span>
          ) : faceUpMule.length > 0 ? (
            <span className="cb-shown-cards" data-testid={`mule-cards-${seat}`}>
              {sortHand(faceUpMule).map((card) => (
                <CardFace key={card} card={card} size="xs" className={ownMuleArrived(card) ? 'cb-arrive' : undefined} />
              ))}
            </span>
          ) : player.muleCount !== null && player.muleCount > 0 && !(loading && own && !player.hasLoaded) ? (
            <BackStack count={player.muleCount} size="sm" max={4} />
          ) : null}
          {outcome && (
            <Tooltip className={`cb-tag cb-tag--${outcome}`} tip={outcomeCaption(t, outcome)}>
              {t(`outcome.tag.${OUTCOME_KEY[outcome]}`)}
            </Tooltip>
          )}
          <span className="cb-mule-count">
            {muleCount === null ? (
              <span data-testid={`mule-count-${seat}`}>{player.hasLoaded ? t('seatPanel.loaded') : t('seatPanel.loading')}</span>
            ) : (
              <Trans t={t} i18nKey={muleCountKey} count={muleCount} components={[<span key="0" data-testid={`mule-count-${seat}`} />]} />
            )}
          </span>
        </div>
      )}

      {player.declaration && !nightDone && (
        <div className="cb-bubble" data-testid={`declaration-${seat}`}>
          <DeclarationChips declaration={player.declaration} />
        </div>
      )}

      {openHand !== null && openHand.length > 0 && (
        <div className="cb-seat-open-hand">
          <Tooltip className="cb-seat-label" tip={t('seatPanel.handTitle')}>
            {t('seatPanel.hand')}
          </Tooltip>
          <span className="cb-shown-cards" data-testid={`hand-cards-${seat}`}>
            {sortHand(openHand).map((card) => (
              <CardFace key={card} card={card} size="xs" />
            ))}
          </span>
        </div>
      )}

      {/* Hand and Cashed count cards; only Score is points (of the nights already scored). */}
      <dl className="cb-seat-stats">
        <div>
          <dt>
            <Tooltip tip={t('seatPanel.handTitle')}>{t('seatPanel.hand')}</Tooltip>
          </dt>
          <dd data-testid={`hand-count-${seat}`}>{cardsText(t, player.handCount)}</dd>
        </div>
        <div>
          <dt>
            <Tooltip tip={t('seatPanel.cashedTitle')}>{t('seatPanel.cashed')}</Tooltip>
          </dt>
          <dd
            key={player.cashedCount}
            className={player.cashedCount !== firstCashed ? 'cb-bump' : undefined}
            data-testid={`cashed-count-${seat}`}
          >
            {cardsText(t, player.cashedCount)}
          </dd>
        </div>
        <div>
          <dt>
            <Tooltip tip={t('seatPanel.scoreTitle')}>{t('seatPanel.score')}</Tooltip>
          </dt>
          <dd data-testid={`score-${seat}`}>{pointsText(t, player.total)}</dd>
        </div>
      </dl>

      {player.couldNotLoad && (
        <p className="cb-warning" role="note">
          {t('seatPanel.couldNotLoad', { min: MIN_LOAD })}
        </p>
      )}

      {cashed.length > 0 && (
        <div className="cb-own-cashed">
          <button
            type="button"
            className="cb-button cb-button--quiet cb-button--small"
            aria-expanded={showCashed}
            aria-controls={showCashed ? cashedId : undefined}
            onClick={() => setShowCashed((open) => !open)}
          >
            {/* The count is in the seat's Cashed line: the label stays short enough for a narrow seat. */}
            {own ? (showCashed ? t('seatPanel.hideCashed') : t('seatPanel.showCashed')) : showCashed ? t('seatPanel.hideSeatCashed') : t('seatPanel.showSeatCashed')}
          </button>
          {showCashed && (
            <div id={cashedId} className="cb-shown-cards cb-own-cashed-cards">
              {sortHand(cashed).map((card) => (
                <CardFace key={card} card={card} size="xs" />
              ))}
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}
