/**
 * The guided first game's coach (docs/tutorials.md): the step on screen in a
 * band of its own above the table (what to do and why, what to try after a
 * refused move), so it never covers the table it talks about; Next on a step
 * to read, and at every step Continue as a normal game, Start again and
 * Leave; the table element the step names (`data-tutorial`) ringed, with an
 * arrow at it. The host sends the step; the coach knows no game: the words
 * come worded, the target by its name.
 */
import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TutorialShown } from '../../../../shared/engine/tutorial';
import { type Box, arrowAt, sameBoxes, targetBoxes } from './placement';
import './TutorialCoach.css';

export interface TutorialCoachProps {
  step: TutorialShown;
  /** The step's words, worded. */
  text: string;
  /** What to try, worded: shown after a refused move at this step, else null. */
  hint: string | null;
  busy: boolean;
  onNext(): void;
  onRestart(): void;
  onContinue(): void;
  onLeave(): void;
}

/** How often the coach looks where its target is now (the table moves: cards arrive, panels open). */
const FOLLOW_MS = 250;

interface Seen {
  boxes: Box[];
  /** The coach's own words and buttons, which the arrow must not cover. */
  words: Box[];
  viewport: { width: number; height: number };
  /** The bottom of the coach's band: the arrow stays below it. */
  clear: number;
}

/** The boxes of the coach's words and buttons (the band's padding may be covered). */
function wordsBoxes(coach: HTMLElement | null): Box[] {
  if (coach === null) return [];
  return [...coach.querySelectorAll<HTMLElement>('.tutorial-words, .tutorial-controls')].map((element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
  });
}

/** The target's boxes, the coach's words', the window's size and the band's bottom, followed while the step is on screen (nothing before the page draws). */
function useTargetBoxes(target: string | null, band: RefObject<HTMLElement | null>): Seen {
  const [seen, setSeen] = useState<Seen>({ boxes: [], words: [], viewport: { width: 0, height: 0 }, clear: 0 });
  useEffect(() => {
    const look = () =>
      setSeen((current) => {
        const boxes = targetBoxes(document, target);
        const words = wordsBoxes(band.current);
        const viewport = { width: window.innerWidth, height: window.innerHeight };
        const clear = Math.round(band.current?.getBoundingClientRect().bottom ?? 0);
        const same =
          sameBoxes(current.boxes, boxes) &&
          sameBoxes(current.words, words) &&
          current.viewport.width === viewport.width &&
          current.viewport.height === viewport.height &&
          current.clear === clear;
        return same ? current : { boxes, words, viewport, clear };
      });
    look();
    // The target in sight once, when its step comes (a long page on a small window).
    if (target !== null) document.querySelector(`[data-tutorial~="${CSS.escape(target)}"]`)?.scrollIntoView?.({ block: 'nearest' });
    const timer = window.setInterval(look, FOLLOW_MS);
    window.addEventListener('resize', look);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('resize', look);
    };
  }, [target, band]);
  return seen;
}

export function TutorialCoach({ step, text, hint, busy, onNext, onRestart, onContinue, onLeave }: TutorialCoachProps) {
  const { t } = useTranslation('shell');
  const band = useRef<HTMLElement>(null);
  const { boxes, words, viewport, clear } = useTargetBoxes(step.finished ? null : step.target, band);
  const arrow = arrowAt(boxes[0] ?? null, viewport, words, clear);
  return (
    <>
      {boxes.map((box, i) => (
        <div
          key={i}
          className="tutorial-ring"
          data-testid="tutorial-ring"
          aria-hidden="true"
          style={{ left: box.left - 4, top: box.top - 4, width: box.width + 8, height: box.height + 8 }}
        />
      ))}
      {arrow && (
        <div
          className={`tutorial-arrow tutorial-arrow--${arrow.points}${arrow.small ? ' tutorial-arrow--small' : ''}`}
          data-testid="tutorial-arrow"
          aria-hidden="true"
          style={{ '--tip-x': `${arrow.x}px`, '--tip-y': `${arrow.y}px` } as CSSProperties}
        />
      )}
      <aside ref={band} className="tutorial-coach" aria-label={t('tutorial.label')} data-testid="tutorial-coach" data-step={step.id} data-finished={step.finished}>
        <div className="tutorial-words">
          <p className="tutorial-count">{t('tutorial.step', { index: step.index + 1, count: step.count })}</p>
          {step.finished ? (
            <>
              <h2 className="tutorial-title">{t('tutorial.finishedTitle')}</h2>
              <p className="tutorial-text" role="status">
                {t('tutorial.finished')}
              </p>
            </>
          ) : (
            <p className="tutorial-text" role="status" data-testid="tutorial-text">
              {text}
            </p>
          )}
          {hint && !step.finished && (
            <p className="tutorial-hint" role="alert" data-testid="tutorial-hint">
              {t('tutorial.tryThis', { hint })}
            </p>
          )}
        </div>
        <div className="tutorial-controls">
          {step.reading && (
            <button type="button" className="btn btn-primary tutorial-next" onClick={onNext} disabled={busy} data-testid="tutorial-next">
              {t('tutorial.next')}
            </button>
          )}
          {/* Always there, and small: the way out of the lesson is one click away at every step, and never in the way. */}
          <div className="tutorial-actions">
            <button
              type="button"
              className={step.finished ? 'btn btn-small btn-primary' : 'btn btn-small'}
              onClick={onContinue}
              disabled={busy}
              data-testid="tutorial-continue"
            >
              {t('tutorial.continue')}
            </button>
            <button type="button" className="btn btn-small" onClick={onRestart} disabled={busy} data-testid="tutorial-restart">
              {t('tutorial.restart')}
            </button>
            <button type="button" className="btn btn-small btn-ghost" onClick={onLeave} disabled={busy} data-testid="tutorial-leave">
              {t('tutorial.leave')}
            </button>
          </div>
        </div>
      </aside>
    </>
  );
}
