/**
 * The push: drag the ball back (down the screen, towards you) and let go; the
 * farther you pull, the harder it rolls. Keyboard: the arrows set the pull,
 * Space or Enter lets go. The pull is shared with the 3D table through a
 * mutable ref (no React state per pointer move).
 */
import { type KeyboardEvent, type MutableRefObject, type PointerEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dragToStrength, keyToStrength } from './logic';
import { strengthWord } from './text';

export interface Aim {
  /** The pull now, 0..1, or null when the ball rests at the start. */
  strength: number | null;
}

export interface PushControlProps {
  attempt: 1 | 2;
  busy: boolean;
  aim: MutableRefObject<Aim>;
  onPush(strength: number): void;
}

export function PushControl({ attempt, busy, aim, onPush }: PushControlProps) {
  const { t } = useTranslation('smugglers-2016');
  const [strength, setStrength] = useState(0.5);
  const [dragging, setDragging] = useState<number | null>(null);
  const start = useRef<number | null>(null);

  const show = useCallback(
    (value: number | null) => {
      aim.current.strength = value;
      if (value !== null) setStrength(value);
    },
    [aim],
  );

  const release = (value: number | null) => {
    start.current = null;
    setDragging(null);
    aim.current.strength = null;
    if (value !== null && value > 0 && !busy) onPush(value);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (busy) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = event.clientY;
    setDragging(0);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const value = dragToStrength(start.current, event.clientY);
    setDragging(value ?? 0);
    aim.current.strength = value;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    release(dragToStrength(start.current, event.clientY));
  };
  const onPointerCancel = () => {
    start.current = null;
    setDragging(null);
    aim.current.strength = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      release(strength);
      return;
    }
    if (event.key === 'Escape') {
      aim.current.strength = null;
      return;
    }
    const next = keyToStrength(event.key, strength, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    show(next);
  };

  const shown = dragging ?? strength;
  return (
    <div className="sm-push" data-tutorial="push">
      <p className="sm-panel-title">{attempt === 2 ? t('push.titleAgain') : t('push.title')}</p>
      <div
        className={`sm-push-pad${dragging !== null ? ' is-dragging' : ''}`}
        role="slider"
        tabIndex={0}
        aria-label={t('push.pad')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(shown * 100)}
        aria-valuetext={strengthWord(t, shown)}
        aria-disabled={busy}
        data-testid="push-pad"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onKeyDown={onKeyDown}
        onFocus={() => (aim.current.strength = strength)}
        onBlur={() => (aim.current.strength = null)}
      >
        <span className="sm-push-ball" style={{ transform: `translateY(${Math.round(shown * 70)}px)` }} aria-hidden="true" />
        <span className="sm-push-hint">{dragging !== null ? strengthWord(t, dragging) : t('push.hint')}</span>
      </div>
      <div className="sm-push-meter" aria-hidden="true">
        <span style={{ width: `${Math.round(shown * 100)}%` }} />
      </div>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => release(strength)}>
        {t('push.button', { strength: strengthWord(t, strength) })}
      </button>
    </div>
  );
}
