/**
 * "What would you do?": asks the host for a hint at the seat's own decision
 * (the hard bot's move from what the seat can see, and why), and says the
 * reason under the top bar until the player dismisses it or the game moves
 * on. The table marks the move where it can (TableProps.hint). Every game's
 * screen shows it the same way: the GameScreen's top bar holds it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefusalMessage, Seat } from '../../../shared/engine/contract';
import type { HintAnswer } from '../../../shared/protocol/messages';
import { Tooltip } from './Tooltip';

/** A hint as the screen keeps it: for which seat and version it was worked out. */
export interface ShownHint {
  seat: Seat;
  version: number;
  move: unknown;
  reason: RefusalMessage;
}

export interface HintButtonProps {
  seat: Seat;
  /** Asks the host (askHint); rejects with the host's refusal. */
  ask(): Promise<HintAnswer>;
  onHint(hint: ShownHint): void;
  /** A refusal or a failure, worded. */
  onProblem(message: string): void;
  describeProblem(cause: unknown): string;
}

export function HintButton({ seat, ask, onHint, onProblem, describeProblem }: HintButtonProps) {
  const { t } = useTranslation('match');
  const [busy, setBusy] = useState(false);
  async function click() {
    setBusy(true);
    try {
      const answer = await ask();
      onHint({ seat, version: answer.version, move: answer.move, reason: answer.reason });
    } catch (cause) {
      onProblem(describeProblem(cause));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Tooltip tip={t('hint.buttonTip')} tabIndex={-1}>
      <button type="button" className="btn hint-button" data-testid="hint-button" onClick={() => void click()} disabled={busy} aria-busy={busy}>
        <span className="hint-button-mark" aria-hidden="true">
          ?
        </span>
        {/* In a window under 1440 px the top bar keeps the banner's room: the mark alone shows, the words stay the button's name. */}
        <span className="hint-button-label">{busy ? t('hint.thinking') : t('hint.button')}</span>
      </button>
    </Tooltip>
  );
}

/** The reason of the hint shown, under the top bar, with a way to dismiss it. */
export function HintPanel({ reason, onDismiss }: { reason: string; onDismiss(): void }) {
  const { t } = useTranslation('match');
  return (
    <div className="game-hint" role="status" data-testid="hint-panel">
      <span className="game-hint-title">{t('hint.title')}</span>
      <span className="game-hint-reason" data-testid="hint-reason">
        {reason}
      </span>
      <button type="button" className="btn btn-ghost" onClick={onDismiss}>
        {t('hint.dismiss')}
      </button>
    </div>
  );
}
