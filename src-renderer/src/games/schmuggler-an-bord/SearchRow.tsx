/**
 * The searcher's row during a search, for everyone: his face-down cards in
 * the order they came to him, the places he has turned over marked. The
 * searcher himself turns a card by pressing its place, and sees the goods of
 * the places he turned (his view has them, nobody else's does).
 */
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import type { Good } from '../../../../shared/games/schmuggler-an-bord/goods';
import { GoodIcon } from './GoodIcon';
import { type Place, placeClass } from './offer';
import { goodLabel, goodName, theGood, seatName } from './text';

interface SearchRowProps {
  searcher: Seat;
  good: Good;
  places: readonly Place[];
  names: readonly string[];
  /** Whether the seat on screen is the searcher (his places are buttons). */
  mine: boolean;
  busy: boolean;
  onTurn(index: number): void;
}

export function SearchRow({ searcher, good, places, names, mine, busy, onTurn }: SearchRowProps) {
  const { t } = useTranslation('schmuggler-an-bord');
  return (
    <div className="sab-search" data-tutorial="search" role="group" aria-label={t('search.label', { name: seatName(t, names, searcher), good: theGood(t, good) })}>
      {places.map((place) => {
        const number = place.index + 1;
        const face =
          place.seen !== null ? (
            <span className="sab-place-face" data-seen={place.seen}>
              <GoodIcon good={place.seen} />
              <span className="sab-place-name">{goodLabel(t, place.seen)}</span>
            </span>
          ) : (
            <span className="sab-place-number" aria-hidden="true">
              {number}
            </span>
          );
        const label =
          place.seen !== null
            ? t('search.placeSeen', { number, good: goodName(t, place.seen) })
            : place.turned
              ? t('search.placeTurned', { number })
              : t('search.place', { number });
        const className = placeClass(place);
        return mine ? (
          <button
            key={place.index}
            type="button"
            className={className}
            data-place={place.index}
            disabled={place.turned || busy}
            aria-label={label}
            title={label}
            aria-keyshortcuts={number <= 9 ? String(number) : undefined}
            onClick={() => onTurn(place.index)}
          >
            {face}
          </button>
        ) : (
          <span key={place.index} className={className} data-row-place={place.index} role="img" aria-label={label} title={label}>
            {face}
          </span>
        );
      })}
    </div>
  );
}
