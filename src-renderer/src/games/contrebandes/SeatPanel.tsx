/** One player's place at the table: name, officer badge, mule, declaration and counts. */
import { useId, useState } from 'react';
import type { Seat } from '../../../../shared/engine/contract';
import type { ContrebandesView } from '../../../../shared/games/contrebandes/types';
import type { SeatStatus } from '../../../../shared/protocol/messages';
import { BackStack, CardFace, FlipCard } from './CardArt';
import { type ShownMule, sortHand } from './logic';
import { DeclarationChips } from './Panels';
import { cardsText, outcomeCaption, pointsText } from './text';
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

const OUTCOME_TAG = { cheese: 'Cheese!', 'all-legal': 'All legal', illegal: 'Caught' } as const;

export function SeatPanel({ view, seat, name, status, own, shown, reducedMotion, placement, lan = false }: SeatPanelProps) {
  const player = view.players[seat];
  const [showCashed, setShowCashed] = useState(false);
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
  const ownMule = own ? (view.mule ?? []) : [];
  // What the inspection showed comes from the events; the outcome alone is also in the view.
  const outcome = shown?.outcome ?? view.inspections.find((inspection) => inspection.seat === seat)?.outcome;
  const cashed = own ? (view.ownCashed ?? []) : [];

  let muleCount: string;
  if (player.muleCount === null || (loading && own && !player.hasLoaded)) {
    muleCount = player.hasLoaded ? 'loaded' : 'loading…';
  } else {
    muleCount = String(player.muleCount);
  }

  const classes = ['cb-seat', `cb-seat--${placement}`];
  if (active) classes.push('cb-seat--active');
  if (isOfficer) classes.push('cb-seat--officer');
  if (own) classes.push('cb-seat--own');
  if (nightDone) classes.push('cb-seat--done');

  return (
    <section className={classes.join(' ')} data-testid={`seat-${seat}`} aria-label={`${name}${own ? ' (you)' : ''}`}>
      <header className="cb-seat-head">
        <span className="cb-seat-name">
          {name}
          {own && <span className="cb-muted"> (you)</span>}
        </span>
        {status?.kind === 'bot' && (
          <span className={`cb-tag cb-tag--bot${status.thinking ? ' cb-tag--thinking' : ''}`}>
            bot{status.thinking && <span className="cb-tag-more"> · thinking…</span>}
          </span>
        )}
        {lan && status?.kind === 'human' && status.standIn && (
          <span
            className={`cb-tag cb-tag--bot${status.thinking ? ' cb-tag--thinking' : ''}`}
            data-testid={`stand-in-${seat}`}
            title={`A ${status.standIn} bot plays this seat while its player is away`}
          >
            bot stands in{status.thinking && <span className="cb-tag-more"> · thinking…</span>}
          </span>
        )}
        {lan && status?.kind === 'human' && status.presence && (
          <span
            className={`cb-tag cb-tag--presence cb-tag--${status.presence}`}
            data-testid={`presence-${seat}`}
            title={status.presence === 'connected' ? 'Connected' : 'Away: disconnected'}
          >
            {status.presence === 'connected' ? 'connected' : 'away'}
          </span>
        )}
        {isOfficer && (
          <span className="cb-badge" title="Customs officer">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 2.5 20 6v5.5c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10V6Z" />
              <path className="cb-badge-star" d="m12 7 1.4 2.9 3.1.4-2.3 2.2.6 3.1-2.8-1.5-2.8 1.5.6-3.1-2.3-2.2 3.1-.4Z" />
            </svg>
            <span className="cb-badge-text">Officer</span>
          </span>
        )}
        {active && (
          // A new step remounts the dot: it pulses a few times when the turn comes, then holds still.
          <span
            key={`${view.night}-${view.quarter}-${view.phase}-${view.inspections.length}`}
            className="cb-turn-dot"
            title="To play"
            aria-label="to play"
            role="img"
          />
        )}
      </header>

      {!nightDone && (
        <div className="cb-seat-mule">
          <span className="cb-seat-label">Mule</span>
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
          ) : own && ownMule.length > 0 ? (
            <span className="cb-shown-cards">
              {sortHand(ownMule).map((card) => (
                <CardFace key={card} card={card} size="xs" className={ownMuleArrived(card) ? 'cb-arrive' : undefined} />
              ))}
            </span>
          ) : player.muleCount !== null && player.muleCount > 0 && !(loading && own && !player.hasLoaded) ? (
            <BackStack count={player.muleCount} size="sm" max={4} />
          ) : null}
          {outcome && (
            <span className={`cb-tag cb-tag--${outcome}`} title={outcomeCaption(outcome)}>
              {OUTCOME_TAG[outcome]}
            </span>
          )}
          <span className="cb-mule-count">
            <span data-testid={`mule-count-${seat}`}>{muleCount}</span>
            {/^\d+$/.test(muleCount) ? (muleCount === '1' ? ' card' : ' cards') : ''}
            {shown && view.phase === 'inspecting' && outcome === 'cheese' ? ' left' : ''}
          </span>
        </div>
      )}

      {player.declaration && !nightDone && (
        <div className="cb-bubble" data-testid={`declaration-${seat}`}>
          <DeclarationChips declaration={player.declaration} />
        </div>
      )}

      {/* Hand and Cashed count cards; only Score is points (of the nights already scored). */}
      <dl className="cb-seat-stats">
        <div>
          <dt>Hand</dt>
          <dd data-testid={`hand-count-${seat}`}>{cardsText(player.handCount)}</dd>
        </div>
        <div title="Cards brought home this night: they are scored at dawn">
          <dt>Cashed</dt>
          <dd
            key={player.cashedCount}
            className={player.cashedCount !== firstCashed ? 'cb-bump' : undefined}
            data-testid={`cashed-count-${seat}`}
          >
            {cardsText(player.cashedCount)}
          </dd>
        </div>
        <div title="Points of the nights already scored">
          <dt>Score</dt>
          <dd data-testid={`score-${seat}`}>{pointsText(player.total)}</dd>
        </div>
      </dl>

      {player.couldNotLoad && (
        <p className="cb-warning" role="note">
          Could not load 2 cards — scores nothing this night
        </p>
      )}

      {own && cashed.length > 0 && (
        <div className="cb-own-cashed">
          <button
            type="button"
            className="cb-button cb-button--quiet cb-button--small"
            aria-expanded={showCashed}
            aria-controls={showCashed ? cashedId : undefined}
            onClick={() => setShowCashed((open) => !open)}
          >
            {/* The count is in the seat's Cashed line: the label stays short enough for a narrow seat. */}
            {showCashed ? 'Hide' : 'Show'} my cashed cards
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
    </section>
  );
}
