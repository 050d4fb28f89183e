/**
 * A seat's secret cards face up, in a replay with all cards open (shared/
 * games/smugglers-2025/replay.ts): his hand and, in the smuggling step, the
 * card he has put down, each a small card with its picture and its tip.
 * Nothing is drawn in any other view: there the seat's hand is a count.
 */
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import { type Kind, isLegal } from '../../../../shared/games/smugglers-2025/goods';
import type { S25View } from '../../../../shared/games/smugglers-2025/types';
import { Tooltip } from '../../kit2d/Tooltip';
import { KindIcon } from './kindIcons';
import { cardLabel } from './text';

interface OpenCardsProps {
  view: S25View;
  seat: Seat;
  name: string;
}

export function OpenCards({ view, seat, name }: OpenCardsProps) {
  const { t } = useTranslation('smugglers-2025');
  const hand = view.open?.hands[seat] ?? null;
  const pick = view.open?.picks[seat] ?? null;
  if (hand === null) return null;
  return (
    <div className="s25-open" data-open-seat={seat}>
      <Tooltip className="s25-tip s25-open-label" tip={t('seats.openHandTip', { name })}>
        {t('seats.openHand')}
      </Tooltip>
      <ul className="s25-open-cards" aria-label={t('seats.openHandTip', { name })}>
        <CardRow kinds={hand} part="hand" />
      </ul>
      {pick !== null && (
        <>
          <Tooltip className="s25-tip s25-open-label" tip={t('seats.openPickTip', { name, count: pick.length })}>
            {t('seats.openPick')}
          </Tooltip>
          <ul className="s25-open-cards" aria-label={t('seats.openPickTip', { name, count: pick.length })}>
            <CardRow kinds={pick} part="pick" />
          </ul>
        </>
      )}
    </div>
  );
}

/** Small cards in a row, each marked `data-open-hand` or `data-open-pick` with its kind. */
function CardRow({ kinds, part }: { kinds: readonly Kind[]; part: 'hand' | 'pick' }) {
  const { t } = useTranslation('smugglers-2025');
  return kinds.map((kind, index) => (
    <li
      key={index}
      className={`s25-open-card ${isLegal(kind) ? 'is-legal' : 'is-illegal'}`}
      data-open-hand={part === 'hand' ? kind : undefined}
      data-open-pick={part === 'pick' ? kind : undefined}
    >
      <Tooltip className="s25-tip" role="img" tip={cardLabel(t, kind)}>
        <KindIcon kind={kind} className="s25-open-icon" />
      </Tooltip>
    </li>
  ));
}
