/**
 * One seat's panel: its name (the seat on screen marked), the turn marker,
 * its face-down cards as card backs with their count, its chips, and the
 * tags of what it does now or did in the latest round.
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import type { SabView } from '../../../../shared/games/schmuggler-an-bord/types';
import { SeatName } from '../../kit2d/SeatName';
import { SeatPanel as Panel } from '../../kit2d/SeatPanel';
import type { LatestRoll } from './round';
import { objectionOf, seatTags, yesNo } from './seatTags';
import { seatName } from './text';

/** The most card backs drawn side by side; the count says the rest. */
const MAX_BACKS = 14;

interface SeatPanelProps {
  view: SabView;
  latest: LatestRoll;
  seat: Seat;
  names: readonly string[];
  /** Whether this is the seat on screen. */
  own: boolean;
  ref?: Ref<HTMLElement>;
}

export function SeatPanel({ view, latest, seat, names, own, ref }: SeatPanelProps) {
  const { t } = useTranslation('schmuggler-an-bord');
  const name = seatName(t, names, seat);
  const cards = view.rows[seat] ?? 0;
  const chips = view.chips[seat] ?? 0;
  const turn = view.phase !== 'over' && view.phase !== 'setup' && view.turn === seat;
  const active = view.activeSeats.includes(seat);
  const tags = seatTags(view, latest, seat);
  const objection = objectionOf(view, latest, seat);
  const searching = view.round?.search?.seat === seat;
  const turned = searching ? (view.round?.search?.turned ?? []) : [];
  return (
    <Panel
      ref={ref}
      className="sab-seat"
      turn={turn}
      active={active}
      own={own}
      data-seat-panel={seat}
      {...(objection.decided !== null ? { 'data-decided': yesNo(objection.decided) } : {})}
      {...(objection.objects !== null ? { 'data-objects': yesNo(objection.objects) } : {})}
    >
      <div className="sab-seat-head">
        {/* The marker and the star are drawn by the CSS: signs, not words. */}
        <span className={`sab-seat-marker${turn ? ' is-on' : ''}`} aria-hidden="true" />
        <span className="sab-seat-who">
          <SeatName
            name={name}
            nameClassName="sab-seat-name"
            you={own ? t('seats.you') : null}
            youClassName="sab-seat-you"
            first={seat === view.firstPlayer ? t('seats.first') : null}
            firstClassName="sab-seat-first"
            turn={turn ? t('seats.turn') : null}
          />
        </span>
        <span className="sab-seat-tags">
          {tags.map((tag) => (
            <span key={tag} className={`sab-tag is-${tag}`} data-tag={tag}>
              {t(`seats.tag.${tag}`)}
            </span>
          ))}
        </span>
      </div>
      <div className="sab-seat-body">
        <span className="sab-seat-cards" title={t('seats.cardsOf', { count: cards })}>
          <span className="sab-backs" aria-hidden="true">
            {Array.from({ length: Math.min(cards, MAX_BACKS) }, (_, i) => (
              <span key={i} className={`sab-back${turned.includes(i) ? ' is-turned' : ''}`} />
            ))}
          </span>
          <span className="visually-hidden">{t('seats.cards')}</span>
          <span className="sab-count" data-cards="">
            {cards}
          </span>
        </span>
        <span className="sab-seat-chips" title={t('seats.chipsOf', { count: chips })}>
          <span className="sab-chip" aria-hidden="true" />
          <span className="visually-hidden">{t('seats.chips')}</span>
          <span className="sab-count" data-chips="">
            {chips}
          </span>
        </span>
      </div>
    </Panel>
  );
}
