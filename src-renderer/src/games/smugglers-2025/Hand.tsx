/**
 * The viewer's hand, face up to him alone: one button per card (digits 1–9
 * select them too). A click selects the card for the move at hand (the
 * cards to smuggle, the one to discard) or puts it back; aria-pressed says
 * which are chosen. Each card says what it scores on hover, focus and long
 * press (its tip). A spectator sees no hand (in a replay with all cards
 * open, every hand lies face up at its seat instead, OpenCards).
 */
import { useTranslation } from 'react-i18next';
import type { Kind } from '../../../../shared/games/smugglers-2025/goods';
import { GoodsCard } from './GoodsCard';
import { KeyCap } from '../../kit2d/KeyCap';
import { Tooltip } from '../../kit2d/Tooltip';
import { cardLabel } from './text';

interface HandProps {
  hand: readonly Kind[] | null;
  selection: readonly number[];
  /** How many cards may be selected now (0: none, the cards are not buttons that do anything). */
  limit: number;
  busy: boolean;
  onToggle(index: number): void;
  /** A replay's "all cards open": the hands are at the seats, not hidden. */
  allOpen?: boolean;
}

export function Hand({ hand, selection, limit, busy, onToggle, allOpen = false }: HandProps) {
  const { t } = useTranslation('smugglers-2025');
  if (hand === null) {
    return (
      <section className="s25-hand" aria-label={t('hand.label')}>
        <p className="s25-hand-empty">{allOpen ? t('hand.allOpen') : t('hand.spectator')}</p>
      </section>
    );
  }
  return (
    <section className="s25-hand" aria-label={t('hand.label')} data-tutorial="hand smuggle discard">
      {hand.length === 0 ? (
        <p className="s25-hand-empty">{t('hand.empty')}</p>
      ) : (
        <ul className="s25-hand-cards">
          {hand.map((kind, index) => {
            const selected = selection.includes(index);
            const disabled = busy || limit === 0;
            return (
              <li key={index}>
                {/* An enabled button takes the focus and its tip shows meanwhile; a disabled one cannot, so the tip's trigger takes it. */}
                <Tooltip className="s25-card-tip" tip={cardLabel(t, kind)} tabIndex={disabled ? 0 : -1}>
                  <button
                    type="button"
                    className={`s25-hand-card${selected ? ' is-selected' : ''}`}
                    data-hand-kind={kind}
                    aria-pressed={selected}
                    aria-label={cardLabel(t, kind)}
                    aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
                    disabled={disabled}
                    onClick={() => onToggle(index)}
                  >
                    <GoodsCard kind={kind} size="large" />
                    {index < 9 && limit > 0 && <KeyCap className="s25-key">{String(index + 1)}</KeyCap>}
                  </button>
                </Tooltip>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
