/**
 * The setup's face-down spread in the middle of the ring: one card back per
 * slot still holding a card, a button that the seat drawing now may press
 * (for everyone else the same button, disabled). A drawn slot leaves a gap,
 * so that the cards do not shift under the pointer.
 */
import { useTranslation } from 'react-i18next';

interface SpreadProps {
  spread: readonly boolean[];
  /** Whether the seat on screen draws now. */
  drawing: boolean;
  busy: boolean;
  onDraw(slot: number): void;
}

export function Spread({ spread, drawing, busy, onDraw }: SpreadProps) {
  const { t } = useTranslation('schmuggler-an-bord');
  return (
    <div className={`sab-spread${drawing ? ' is-drawing' : ''}`} role="group" aria-label={t('table.spread')}>
      {spread.map((full, slot) =>
        full ? (
          <button
            key={slot}
            type="button"
            className="sab-slot sab-card-back"
            data-slot={slot}
            disabled={!drawing || busy}
            aria-label={t('table.slot', { number: slot + 1 })}
            onClick={() => onDraw(slot)}
          />
        ) : (
          <span key={slot} className="sab-slot is-gone" aria-hidden="true" />
        ),
      )}
    </div>
  );
}
