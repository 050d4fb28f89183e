/**
 * The viewer's hand, face up to him alone: one button per card (digits 1–9
 * select them too). A click selects the card for the move at hand (the
 * cards to smuggle, the one to discard) or puts it back; aria-pressed says
 * which are chosen. A spectator sees no hand.
 */
import { useTranslation } from 'react-i18next';
import type { Kind } from '../../../../shared/games/smugglers-2025/goods';
import { GoodsCard } from './GoodsCard';
import { KeyCap } from '../../kit2d/KeyCap';
import { cardLabel } from './text';

interface HandProps {
  hand: readonly Kind[] | null;
  selection: readonly number[];
  /** How many cards may be selected now (0: none, the cards are not buttons that do anything). */
  limit: number;
  busy: boolean;
  onToggle(index: number): void;
}

export function Hand({ hand, selection, limit, busy, onToggle }: HandProps) {
  const { t } = useTranslation('smugglers-2025');
  if (hand === null) {
    return (
      <section className="s25-hand" aria-label={t('hand.label')}>
        <p className="s25-hand-empty">{t('hand.spectator')}</p>
      </section>
    );
  }
  return (
    <section className="s25-hand" aria-label={t('hand.label')}>
      {hand.length === 0 ? (
        <p className="s25-hand-empty">{t('hand.empty')}</p>
      ) : (
        <ul className="s25-hand-cards">
          {hand.map((kind, index) => {
            const selected = selection.includes(index);
            return (
              <li key={index}>
                <button
                  type="button"
                  className={`s25-hand-card${selected ? ' is-selected' : ''}`}
                  data-hand-kind={kind}
                  aria-pressed={selected}
                  aria-label={cardLabel(t, kind)}
                  aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
                  disabled={busy || limit === 0}
                  onClick={() => onToggle(index)}
                >
                  <GoodsCard kind={kind} size="large" />
                  {index < 9 && limit > 0 && <KeyCap className="s25-key">{String(index + 1)}</KeyCap>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
