/**
 * The end-of-night table, shown step by step: cashed goods, cheeses
 * cancelling the highest cards, goods counted, bonus owed, bonus cards and the
 * night's total. During the bonus phase the picker takes his cards here.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnOpen } from '../../components/useFocusHeading';
import { Tooltip } from '../../kit2d/Tooltip';
import type { Seat } from '../../../../shared/engine/contract';
import { type Card, GOODS } from '../../../../shared/games/contrebandes/cards';
import type { ContrebandesView, NightScore } from '../../../../shared/games/contrebandes/types';
import { CardFace, KindIcon } from './CardArt';
import { SCORING_STEPS, scoredCards } from './logic';
import { Caisse } from './Panels';
import { kindLabel, seatName } from './text';

interface NightScoringProps {
  scoring: NightScore;
  view: ContrebandesView;
  names: readonly string[];
  seat: Seat | null;
  reducedMotion: boolean;
  busy: boolean;
  error: string | null;
  onTake(card: Card): void;
  onClose(): void;
}

const LAST_STEP = SCORING_STEPS.length - 1;
const STEP_MS = 1300;

export function NightScoring({ scoring, view, names, seat, reducedMotion, busy, error, onTake, onClose }: NightScoringProps) {
  const { t } = useTranslation('contrebandes');
  const [step, setStep] = useState(reducedMotion ? LAST_STEP : 0);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const stepId = useId();

  // The count opens over the table: it takes the focus, even from the frame that comes up after a curtain.
  useFocusOnOpen(dialog);

  // Escape closes it wherever the focus is (on the page, not in another dialog over it), without a click first.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      const inOther = target?.closest('[role="dialog"], [role="alertdialog"], dialog');
      if (inOther && inOther !== dialog.current) return;
      event.preventDefault();
      event.stopPropagation();
      close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (reducedMotion) setStep(LAST_STEP);
  }, [reducedMotion]);

  useEffect(() => {
    if (reducedMotion || step >= LAST_STEP) return;
    const timer = window.setTimeout(() => setStep((s) => Math.min(LAST_STEP, s + 1)), STEP_MS);
    return () => window.clearTimeout(timer);
  }, [step, reducedMotion]);

  const bonusUnderWay = view.phase === 'bonus' && view.night === scoring.night;
  const picker = bonusUnderWay ? view.activeSeats[0] : undefined;
  const picking = picker !== undefined && picker === seat;
  const owedNow = bonusUnderWay ? (view.bonusQueue[0]?.owed ?? 0) : 0;
  const lastOfficer = seatName(t, names, scoring.lastOfficer);
  const totalOwed = scoring.seats.reduce((sum, s) => sum + s.bonusOwed, 0);

  return (
    <div className="cb-overlay" role="presentation">
      <div
        ref={dialog}
        className="cb-scoring"
        data-testid="night-scoring"
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={stepId}
        tabIndex={-1}
      >
        <header className="cb-scoring-head">
          <h2 id={titleId}>{t('night.title', { night: scoring.night + 1 })}</h2>
          <p id={stepId} className="cb-scoring-step" aria-live="polite">
            {t('night.step', { step: step + 1, steps: SCORING_STEPS.length, name: t(`night.steps.${SCORING_STEPS[step] ?? 'total'}`) })}
          </p>
        </header>

        <div className="cb-scoring-scroll">
          <table className="cb-scoring-table">
            <thead>
              <tr>
                <th scope="col">{t('night.player')}</th>
                <th scope="col">
                  <Tooltip tip={t('night.tip.cashed')}>{t('night.cashed')}</Tooltip>
                </th>
                <th scope="col" className={step < 2 ? 'cb-pending' : ''}>
                  <Tooltip tip={t('night.tip.points')}>{t('night.points')}</Tooltip>
                </th>
                {GOODS.map((good) => (
                  <th key={good} scope="col" className={`cb-num${step < 2 ? ' cb-pending' : ''}`}>
                    <Tooltip tip={t('night.goodTitle', { kind: kindLabel(t, good) })}>
                      <KindIcon kind={good} />
                      <span className="cb-sr">{t('night.goodCards', { kind: kindLabel(t, good) })}</span>
                    </Tooltip>
                  </th>
                ))}
                <th scope="col" className={step < 3 ? 'cb-pending' : ''}>
                  <Tooltip tip={t('night.tip.bonusOwed')}>{t('night.bonusOwed')}</Tooltip>
                </th>
                <th scope="col" className={step < 4 ? 'cb-pending' : ''}>
                  <Tooltip tip={t('night.tip.bonusCards')}>{t('night.bonusCards')}</Tooltip>
                </th>
                <th scope="col" className={step < 4 ? 'cb-pending' : ''}>
                  <Tooltip tip={t('night.tip.total')}>{t('night.total')}</Tooltip>
                </th>
              </tr>
            </thead>
            <tbody>
              {scoring.seats.map((score) => {
                const cards = scoredCards(score);
                const hide = (from: number) => step < from;
                return (
                  <tr key={score.seat} className={score.seat === seat ? 'cb-row-own' : undefined}>
                    <th scope="row">
                      {seatName(t, names, score.seat)}
                      {score.couldNotLoad && <span className="cb-warning cb-warning--inline">{t('night.couldNotLoad')}</span>}
                    </th>
                    <td>
                      {cards.length === 0 ? (
                        <span className="cb-muted">{t('nothing')}</span>
                      ) : (
                        <span className="cb-scoring-cards">
                          {cards.map((entry) => (
                            <CardFace
                              key={entry.card}
                              card={entry.card}
                              size="xs"
                              struck={step >= 1 && entry.cancelled}
                              className={step >= 1 && entry.cheese ? 'cb-face--cheese-active' : undefined}
                            />
                          ))}
                        </span>
                      )}
                      {step >= 1 && score.cheeses > 0 && !score.couldNotLoad && (
                        <span className="cb-scoring-note">
                          {score.cancelled.length === 0
                            ? t('night.cheeseCancelsNothing', { count: score.cheeses })
                            : t('night.cheeseCancels', { count: score.cheeses, cancelled: score.cancelled.length })}
                        </span>
                      )}
                    </td>
                    <td className="cb-num">{hide(2) ? '' : score.goodsPoints}</td>
                    {GOODS.map((good) => (
                      <td key={good} className={`cb-num${!hide(2) && score.counts[good] >= 3 ? ' cb-num--bonus' : ''}`}>
                        {hide(2) ? '' : score.counts[good]}
                      </td>
                    ))}
                    <td className="cb-num">{hide(3) ? '' : score.bonusOwed}</td>
                    <td>
                      {hide(4) ? null : (
                        <>
                          {score.bonusCards.length === 0 && score.bonusOwed === 0 && <span className="cb-muted">—</span>}
                          {score.bonusCards.length > 0 && (
                            <span className="cb-scoring-cards">
                              {score.bonusCards.map((card) => (
                                <CardFace key={card} card={card} size="xs" />
                              ))}
                            </span>
                          )}
                          {score.bonusCards.length < score.bonusOwed && !bonusUnderWay && (
                            <span className="cb-muted cb-scoring-note-plain">{t('night.ranOut')}</span>
                          )}
                        </>
                      )}
                    </td>
                    <td className="cb-num cb-num--total">{hide(4) ? '' : score.total}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>

        <section className="cb-scoring-bonus" aria-label={t('night.bonusCards')}>
          <p>
            {scoring.bonusOrder.length > 0
              ? t('night.bonusRuleOrder', {
                  count: scoring.caisse.length,
                  officer: lastOfficer,
                  order: scoring.bonusOrder.map((s) => seatName(t, names, s)).join(t('separator')),
                })
              : t('night.bonusRule', { count: scoring.caisse.length, officer: lastOfficer })}
            {totalOwed === 0 ? ` ${t('night.nobodyEarned')}` : ''}
          </p>
          {bonusUnderWay && picker !== undefined && (
            <>
              <p className="cb-scoring-turn" role="status">
                {picking ? t('night.yourPick', { count: owedNow }) : t('night.choosing', { name: seatName(t, names, picker), count: owedNow })}
              </p>
              <Caisse
                cards={view.caisse}
                onTake={picking ? onTake : null}
                busy={busy}
                testId="bonus-caisse"
                title={t('night.caisseNow')}
              />
            </>
          )}
          {error && (
            <p className="cb-error" role="alert">
              {error}
            </p>
          )}
        </section>

        <footer className="cb-scoring-foot">
          {step < LAST_STEP && (
            <>
              <button type="button" className="cb-button" onClick={() => setStep((s) => Math.min(LAST_STEP, s + 1))}>
                {t('night.next')}
              </button>
              <button type="button" className="cb-button cb-button--quiet" onClick={() => setStep(LAST_STEP)}>
                {t('night.showAll')}
              </button>
            </>
          )}
          <button type="button" className="cb-button cb-button--primary" aria-label={t('night.close')} onClick={onClose}>
            {t('night.continue')}
          </button>
        </footer>
      </div>
    </div>
  );
}
