/**
 * The table speed control: ×1, ×2, ×4 or "skip to my turn" for other
 * players' turns (tableSpeed.ts). A radio group of buttons, each with its
 * meaning in a tip under it on hover, keyboard focus and long press (the top
 * bar has no room above); the arrows move the choice as in any radio group.
 * The choice is kept for the next match and the next start.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_SPEEDS, type TableSpeed } from '../../../shared/protocol/table-speed';
import { useTableSpeed } from './tableSpeed';
import './tipSurface.css';
import './TableSpeedControl.css';

export interface TableSpeedChoiceProps {
  speed: TableSpeed;
  onChoose(speed: TableSpeed): void;
  className?: string;
}

/** The speed an arrow key moves the choice to, round the group as in any radio group (null: not an arrow). */
export function speedAfterKey(speed: TableSpeed, key: string): TableSpeed | null {
  const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0;
  if (step === 0) return null;
  return TABLE_SPEEDS[(TABLE_SPEEDS.indexOf(speed) + step + TABLE_SPEEDS.length) % TABLE_SPEEDS.length] ?? null;
}

/** The control, for a given speed (the screens use TableSpeedControl, which keeps it). */
export function TableSpeedChoice({ speed, onChoose, className }: TableSpeedChoiceProps) {
  const { t } = useTranslation('shell');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tipId = useId();
  const [tip, setTip] = useState<TableSpeed | null>(null);
  const press = useRef<number | null>(null);
  const endPress = () => {
    if (press.current !== null) window.clearTimeout(press.current);
    press.current = null;
  };
  useEffect(() => endPress, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = speedAfterKey(speed, event.key);
    if (next === null) return;
    event.preventDefault();
    onChoose(next);
    buttons.current[TABLE_SPEEDS.indexOf(next)]?.focus();
  };
  return (
    <div
      className={className === undefined ? 'kit-speed' : `kit-speed ${className}`}
      role="radiogroup"
      aria-label={t('speed.label')}
      onKeyDown={onKeyDown}
      data-testid="table-speed"
      data-speed={speed}
    >
      <span className="kit-speed-label" aria-hidden="true">
        {t('speed.label')}
      </span>
      {TABLE_SPEEDS.map((choice, index) => (
        <button
          key={choice}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          role="radio"
          aria-checked={choice === speed}
          tabIndex={choice === speed ? 0 : -1}
          className={choice === speed ? 'kit-speed-choice is-chosen' : 'kit-speed-choice'}
          aria-describedby={tip === choice ? tipId : undefined}
          onClick={() => onChoose(choice)}
          onFocus={() => setTip(choice)}
          onBlur={() => setTip(null)}
          onMouseEnter={() => setTip(choice)}
          onMouseLeave={() => setTip(null)}
          onPointerDown={(event) => {
            if (event.pointerType !== 'touch') return;
            endPress();
            press.current = window.setTimeout(() => setTip(choice), 450);
          }}
          onPointerUp={endPress}
          onPointerCancel={endPress}
          data-speed={choice}
        >
          {t(`speed.${choice}`)}
        </button>
      ))}
      {tip !== null && (
        <span id={tipId} className="kit-tip-surface kit-speed-tip" role="tooltip">
          {t(`speed.${tip}Hint`)}
        </span>
      )}
    </div>
  );
}

/** The control for this window's table speed. */
export function TableSpeedControl({ className }: { className?: string }) {
  const [speed, choose] = useTableSpeed();
  return <TableSpeedChoice speed={speed} onChoose={choose} className={className} />;
}
