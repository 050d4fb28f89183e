/**
 * The viewer's hand. While he loads, each card is a toggle button (click,
 * Space or Enter); the arrow keys, Home and End move between cards. The Load
 * button asks before a load that leaves too few cards for the rest of the night.
 */
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { type Card, MIN_LOAD } from '../../../../shared/games/contrebandes/cards';
import { CardFace } from './CardArt';
import { checkLoad, keepInHand, nextCardIndex, safeLoadLimit, sortHand, toggleCard } from './logic';
import { Tooltip } from '../../kit2d/Tooltip';
import { cardLabel, cardTip } from './text';

interface HandProps {
  hand: readonly Card[];
  /** The viewer is loading now: cards can be chosen. */
  loading: boolean;
  quarter: number;
  busy: boolean;
  onLoad(cards: Card[]): void;
}

export function Hand({ hand, loading, quarter, busy, onLoad }: HandProps) {
  const { t } = useTranslation('contrebandes');
  const cards = useMemo(() => sortHand(hand), [hand]);
  const [selected, setSelected] = useState<Card[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const hintId = useId();
  const headingId = useId();

  const chosen = keepInHand(selected, cards);
  const check = checkLoad(t, cards.length, chosen.length, quarter);
  const index = Math.min(focusIndex, Math.max(0, cards.length - 1));

  useEffect(() => {
    if (!loading) {
      setSelected([]);
      setConfirming(false);
    }
  }, [loading]);

  const toggle = (card: Card) => {
    setSelected((current) => toggleCard(keepInHand(current, cards), card));
    setConfirming(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const next = nextCardIndex(event.key, at, cards.length);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const load = () => {
    if (check.status === 'too-few') return;
    if (check.status === 'risky' && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    onLoad(chosen.slice().sort((a, b) => a - b));
  };

  const limit = safeLoadLimit(cards.length, quarter);

  return (
    <section className={`cb-hand${loading ? ' cb-hand--loading' : ''}`} aria-labelledby={headingId} data-tutorial="hand">
      <h3 id={headingId} className="cb-section-title">
        <Trans t={t} i18nKey="hand.title" count={cards.length} components={[<span key="0" className="cb-muted" />]} />
      </h3>
      {cards.length === 0 ? (
        <p className="cb-muted">{t('hand.empty')}</p>
      ) : loading ? (
        <div className="cb-hand-cards" role="group" aria-label={t('hand.toLoad')} aria-describedby={hintId}>
          {cards.map((card, i) => {
            const pressed = chosen.includes(card);
            return (
              // The button is the tab stop; its focus, a hover or a long press shows what the card means.
              <Tooltip key={card} className="cb-card-tip" tip={cardTip(t, card)} tabIndex={-1}>
              <button
                ref={(element) => {
                  buttons.current[i] = element;
                }}
                type="button"
                className={`cb-hand-card${pressed ? ' cb-hand-card--selected' : ''}`}
                data-testid="hand-card"
                data-card={card}
                aria-pressed={pressed}
                aria-label={cardLabel(t, card)}
                tabIndex={i === index ? 0 : -1}
                onFocus={() => setFocusIndex(i)}
                onClick={() => toggle(card)}
                onKeyDown={(event) => onKeyDown(event, i)}
              >
                <CardFace card={card} size="lg" decorative />
                {pressed && (
                  <span className="cb-check" aria-hidden="true">
                    ✓
                  </span>
                )}
              </button>
              </Tooltip>
            );
          })}
        </div>
      ) : (
        <ul className="cb-hand-cards" aria-label={t('hand.inHand')}>
          {cards.map((card) => (
            <li key={card} className="cb-hand-card cb-hand-card--idle" data-testid="hand-card" data-card={card}>
              <CardFace card={card} size="lg" />
            </li>
          ))}
        </ul>
      )}
      {loading && (
        <div className="cb-load-bar">
          <p id={hintId} className={`cb-load-hint cb-load-hint--${check.status}`} role="status">
            {t('hand.selected', { count: chosen.length })} {check.message}
            {check.status === 'too-few' && limit >= MIN_LOAD && cards.length > MIN_LOAD ? ` ${t('hand.upTo', { limit })}` : ''}
          </p>
          {confirming && check.status === 'risky' ? (
            <div className="cb-confirm" role="alert">
              <p>{t('hand.confirm', { count: chosen.length })}</p>
              <button type="button" className="cb-button cb-button--danger" onClick={load} disabled={busy}>
                {t('hand.loadAnyway')}
              </button>
              <button type="button" className="cb-button" onClick={() => setConfirming(false)}>
                {t('hand.keepChoosing')}
              </button>
            </div>
          ) : (
            <div className="cb-load-actions">
              <button
                type="button"
                className="cb-button cb-button--primary"
                onClick={load}
                disabled={busy || check.status === 'too-few'}
              >
                {t('hand.load')}
              </button>
              {chosen.length > 0 && (
                <button type="button" className="cb-button cb-button--quiet" onClick={() => setSelected([])}>
                  {t('hand.clear')}
                </button>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
