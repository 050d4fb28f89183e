/**
 * Every seat's place at the table, in seat order: his name, the sack if he
 * holds it, how many cards he holds, what he is doing (picking, his card
 * down, drawing), the score of the goods in front of him, and those goods
 * stacked by kind, a count on each stack (in a replay with all cards open,
 * also his hand and his card put down, OpenCards). Every sign and stack says what it
 * is on hover and focus (a kit Tooltip).
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import { KINDS, type Kind, isLegal } from '../../../../shared/games/smugglers-2025/goods';
import { scoreSeat } from '../../../../shared/games/smugglers-2025/scoring';
import type { S25View } from '../../../../shared/games/smugglers-2025/types';
import { SeatName } from '../../kit2d/SeatName';
import { SeatPanel } from '../../kit2d/SeatPanel';
import { Tooltip } from '../../kit2d/Tooltip';
import { KindIcon } from './kindIcons';
import { OpenCards } from './OpenCards';
import { toDraw } from './offer';
import { type Words, cardLabel, kindName, seatName } from './text';

interface SeatsProps {
  view: S25View;
  viewer: Seat | null;
  names: readonly string[];
}

/** The goods in front of a seat as stacks: each kind once, in the order of KINDS, with its count. */
export function stacksOf(front: readonly Kind[]): { kind: Kind; count: number }[] {
  return KINDS.flatMap((kind) => {
    const count = front.filter((k) => k === kind).length;
    return count > 0 ? [{ kind, count }] : [];
  });
}

/** What a seat is doing now, as a short tag (null: nothing to say). */
function statusOf(t: Words, view: S25View, seat: Seat): { text: string; tone: 'busy' | 'done' | 'idle' } | null {
  if (view.phase === 'smuggle') {
    if (view.picked[seat] === true) return { text: t('seats.picked'), tone: 'done' };
    if (view.activeSeats.includes(seat)) return { text: t('seats.picking'), tone: 'busy' };
    return { text: t('seats.noCards'), tone: 'idle' };
  }
  if (view.phase === 'draw' && view.drawing?.seat === seat) return { text: t('seats.drawing', { count: toDraw(view, seat) }), tone: 'busy' };
  return null;
}

export function Seats({ view, viewer, names }: SeatsProps) {
  const { t } = useTranslation('smugglers-2025');
  return (
    <ul className={`s25-seats s25-seats--${view.seats}`} aria-label={t('seats.label')} data-tutorial="seats">
      {Array.from({ length: view.seats }, (_, seat) => {
        const name = seatName(t, names, seat);
        const status = statusOf(t, view, seat);
        const front = view.front[seat] ?? [];
        const byKind = scoreSeat(front, []).byKind;
        const active = view.activeSeats.includes(seat);
        // Alone against the robots there is a score, not a winner.
        const winner = view.seats > 1 && (view.result?.winners.includes(seat) ?? false);
        return (
          <SeatPanel
            key={seat}
            className={`s25-seat${winner ? ' is-winner' : ''}`}
            own={seat === viewer}
            active={active}
            data-seat-area={seat}
            data-tutorial={seat === viewer ? 'own-seat' : undefined}
            aria-label={name}
          >
            <div className="s25-seat-head">
              <SeatName name={name} nameClassName="s25-seat-name" you={seat === viewer ? t('seats.you') : null} youClassName="s25-tag is-you" />
              {view.sack === seat && (
                <Tooltip className="s25-tip" tip={t('seats.sack')} role="img" data-sack="">
                  <svg className="s25-sack" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M8 7c-4 3-6 7-5 11 1 3 4 4 9 4s8-1 9-4c1-4-1-8-5-11z" fill="#b98a4e" stroke="#3a2a1c" />
                    <path d="M8 7 6.5 3h11L16 7z" fill="#d4a86a" stroke="#3a2a1c" />
                    <path d="M7.5 7.2h9" stroke="#5a3a1a" strokeWidth="1.8" strokeLinecap="round" />
                  </svg>
                </Tooltip>
              )}
              <Tooltip className="s25-tip" role="img" tip={t('seats.handCount', { count: view.handCounts[seat] ?? 0 })}>
                <span className="s25-seat-hand">
                  <span className="s25-mini-back" />
                  <span>{view.handCounts[seat] ?? 0}</span>
                </span>
              </Tooltip>
              {status !== null && <span className={`s25-tag is-${status.tone}`}>{status.text}</span>}
              {winner && <span className="s25-tag is-winner">{t('seats.winner')}</span>}
              <Tooltip className="s25-tip s25-tip--end" tip={t('seats.frontScoreTitle')}>
                <span className="s25-seat-score">
                  <span data-front-score={view.frontScores[seat] ?? 0}>{view.frontScores[seat] ?? 0}</span>
                  <span className="s25-seat-score-unit">{t('seats.points')}</span>
                </span>
              </Tooltip>
            </div>
            <OpenCards view={view} seat={seat} name={name} />
            {front.length === 0 ? (
              <p className="s25-front-empty">{t('seats.frontEmpty')}</p>
            ) : (
              <ul className="s25-front" aria-label={t('seats.front', { name })}>
                {stacksOf(front).map(({ kind, count }) => {
                  const label = t('seats.stack', { kind: kindName(t, kind), count, points: byKind[kind] ?? 0 });
                  return (
                    <li key={kind} className={`s25-stack ${isLegal(kind) ? 'is-legal' : 'is-illegal'}`} data-front-group={kind} data-count={count}>
                      <Tooltip className="s25-tip" role="img" tip={`${label}. ${cardLabel(t, kind)}`}>
                        <span className="s25-stack-face">
                          <span className="s25-stack-cards">
                            {Array.from({ length: count }, (_, index) => (
                              <span key={index} className="s25-stack-card" data-front-kind={kind} style={{ '--i': index } as CSSProperties}>
                                {index === count - 1 && <KindIcon kind={kind} className="s25-stack-icon" />}
                              </span>
                            ))}
                          </span>
                          {count > 1 && <span className="s25-stack-count">{t('seats.times', { count })}</span>}
                        </span>
                      </Tooltip>
                    </li>
                  );
                })}
              </ul>
            )}
          </SeatPanel>
        );
      })}
    </ul>
  );
}
