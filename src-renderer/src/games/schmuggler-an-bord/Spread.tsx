/**
 * The setup's face-down spread in the middle of the ring: one card back per
 * slot still holding a card, a button that the seat drawing now may press
 * (for everyone else the same button, disabled). A drawn slot leaves a gap,
 * so that the cards do not shift under the pointer. A replay with all cards
 * open shows each card's good in its slot.
 */
import { useTranslation } from 'react-i18next';
import type { Good } from '../../../../shared/games/schmuggler-an-bord/goods';
import { GoodIcon } from './GoodIcon';
import { goodName } from './text';

interface SpreadProps {
  spread: readonly boolean[];
  /** A replay's "all cards open": the good lying at each slot (null: face down, as at the table). */
  goods: readonly (Good | null)[] | null;
  /** Whether the seat on screen draws now. */
  drawing: boolean;
  busy: boolean;
  onDraw(slot: number): void;
}

export function Spread({ spread, goods, drawing, busy, onDraw }: SpreadProps) {
  const { t } = useTranslation('schmuggler-an-bord');
  return (
    <div className={`sab-spread${drawing ? ' is-drawing' : ''}`} data-tutorial="spread" role="group" aria-label={t('table.spread')}>
      {spread.map((full, slot) => {
        const good = goods?.[slot] ?? null;
        return full ? (
          <button
            key={slot}
            type="button"
            className={good === null ? 'sab-slot sab-card-back' : 'sab-slot sab-open-card'}
            data-slot={slot}
            // The guided first game rings the very card it asks for (its fixed deal).
            data-tutorial={`slot-${slot}`}
            {...(good === null ? {} : { 'data-open-good': good })}
            disabled={!drawing || busy}
            aria-label={good === null ? t('table.slot', { number: slot + 1 }) : t('table.slotOpen', { number: slot + 1, good: goodName(t, good) })}
            title={good === null ? t('table.slotTip') : goodName(t, good)}
            onClick={() => onDraw(slot)}
          >
            {good !== null && <GoodIcon good={good} />}
          </button>
        ) : (
          <span key={slot} className="sab-slot is-gone" aria-hidden="true" />
        );
      })}
    </div>
  );
}
