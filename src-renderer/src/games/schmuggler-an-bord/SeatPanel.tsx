/**
 * One seat's panel: its name (the seat on screen marked), the turn marker,
 * its face-down cards as card backs with their count, its chips, and the
 * tags of what it does now or did in the latest round (in a replay with all
 * cards open, its cards face up, their goods shown). The latest
 * announcement is said here, where it happened (speech.ts): what the seat
 * said in a bubble, the card that came to its row face up at the row's end
 * (it slides in), the chips it paid. Every sign and count has its tip.
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import type { SabView } from '../../../../shared/games/schmuggler-an-bord/types';
import { SeatName } from '../../kit2d/SeatName';
import { SeatPanel as Panel } from '../../kit2d/SeatPanel';
import { Tooltip } from '../../kit2d/Tooltip';
import { GoodIcon } from './GoodIcon';
import type { LatestRoll } from './round';
import { scoreBreakdown } from './score';
import { objectionOf, seatTags, yesNo } from './seatTags';
import type { SeatNews } from './speech';
import { goodName, seatName } from './text';

/** The most card backs drawn side by side; the count says the rest. */
const MAX_BACKS = 14;

interface SeatPanelProps {
  view: SabView;
  latest: LatestRoll;
  seat: Seat;
  names: readonly string[];
  /** What the latest announcement said of this seat. */
  news: SeatNews;
  /** Whether this is the seat on screen. */
  own: boolean;
  ref?: Ref<HTMLElement>;
}

export function SeatPanel({ view, latest, seat, names, news, own, ref }: SeatPanelProps) {
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
  /** A replay's "all cards open" (shared/games/schmuggler-an-bord/replay.ts): the goods of this seat's row, face up. */
  const openRow = view.open?.rows[seat] ?? null;
  const shown = Math.min(cards - (news.arriving === null ? 0 : 1), MAX_BACKS);
  return (
    <Panel
      ref={ref}
      className="sab-seat"
      turn={turn}
      active={active}
      own={own}
      // The guided first game's names: every seat, this one, and the viewer's own or the others'.
      data-tutorial={`seats seat-${seat} ${own ? 'own-seat' : 'others'}`}
      data-seat-panel={seat}
      {...(objection.decided !== null ? { 'data-decided': yesNo(objection.decided) } : {})}
      {...(objection.objects !== null ? { 'data-objects': yesNo(objection.objects) } : {})}
    >
      <div className="sab-seat-head">
        {/* The marker and the star are drawn by the CSS: signs, not words. */}
        {turn ? (
          <Tooltip className="sab-seat-marker is-on" role="img" tip={t('seats.turnTip', { name })} />
        ) : (
          <span className="sab-seat-marker" aria-hidden="true" />
        )}
        <span className="sab-seat-who">
          <SeatName
            name={name}
            nameClassName="sab-seat-name"
            you={own ? t('seats.you') : null}
            youClassName="sab-seat-you"
            first={seat === view.firstPlayer ? t('seats.first') : null}
            firstClassName="sab-seat-first"
            // The marker says whose turn it is, to the eye (its tip) and to screen readers (its name).
            turn={null}
          />
        </span>
        <span className="sab-seat-tags">
          {tags.map((tag) => (
            <Tooltip key={tag} className={`sab-tag is-${tag}`} data-tag={tag} tip={t(`seats.tagTip.${tag}`)}>
              {t(`seats.tag.${tag}`)}
            </Tooltip>
          ))}
        </span>
      </div>
      {news.said !== null && (
        // Keyed by its words: a new announcement pops a new bubble.
        <p key={news.said} className="sab-bubble" data-said={seat}>
          <span className="visually-hidden">{t('said.label', { name })} </span>
          {news.said}
        </p>
      )}
      <div className="sab-seat-body">
        <span className="sab-seat-row">
          <Tooltip className="sab-seat-cards" tip={t('seats.cardsTip', { count: cards })}>
            {openRow !== null ? (
              <span className="sab-backs is-open" data-open-row={seat}>
                {/* Every card of the row but the one that just came: it slides in at the row's end, face up as always. */}
                {openRow.slice(0, openRow.length - (news.arriving === null ? 0 : 1)).map((good, i) => (
                  <span key={i} className={`sab-open-card${turned.includes(i) ? ' is-turned' : ''}`} data-open-good={good}>
                    <GoodIcon good={good} title={goodName(t, good)} />
                  </span>
                ))}
              </span>
            ) : (
              <span className="sab-backs" aria-hidden="true">
                {/* The card that just came is drawn face up at the row's end, in place of its back. */}
                {Array.from({ length: shown }, (_, i) => (
                  <span key={i} className={`sab-back${turned.includes(i) ? ' is-turned' : ''}`} />
                ))}
              </span>
            )}
            <span className="visually-hidden">{t('seats.cards')}</span>
            <span className="sab-count" data-cards="">
              {cards}
            </span>
          </Tooltip>
          {news.arriving !== null && (
            <Tooltip className="sab-arriving" role="img" data-arriving={news.arriving} tip={t('said.arriving', { name, good: goodName(t, news.arriving) })}>
              <GoodIcon good={news.arriving} />
            </Tooltip>
          )}
        </span>
        <Tooltip
          className="sab-seat-chips"
          tip={news.paid === null ? t('seats.chipsTip', { count: chips }) : `${t('said.paid', { count: news.paid })}. ${t('seats.chipsTip', { count: chips })}`}
        >
          <span className="sab-chip" aria-hidden="true" />
          <span className="visually-hidden">{t('seats.chips')}</span>
          <span className="sab-count" data-chips="">
            {chips}
          </span>
          {news.paid !== null && (
            <span className="sab-paid" data-paid={news.paid}>
              <span aria-hidden="true">{t('said.paidShort', { count: news.paid })}</span>
              <span className="visually-hidden">{t('said.paid', { count: news.paid })}</span>
            </span>
          )}
        </Tooltip>
      </div>
      {view.result !== null && (
        <p className="sab-seat-score" data-score={view.result.scores[seat] ?? 0}>
          {scoreBreakdown(t, seat, view.result, view)}
        </p>
      )}
    </Panel>
  );
}
