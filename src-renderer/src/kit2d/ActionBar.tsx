/**
 * The seat on screen's controls, as every 2D table frames them: the line that
 * says what to do (or what the table waits for), the buttons of the move he
 * may make now (children, the game's own), and under them the host's refusal
 * of the last move. Where the table has keys, `keys` says them once to
 * screen readers; on screen each button wears its KeyCap.
 *
 * The classes are the game's: `look` "sab" gives .sab-actions,
 * .sab-instruction (also its data-testid) and .sab-error.
 */
import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export interface ActionBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The game's class prefix. */
  look: string;
  /** The bar's accessible name. */
  label: string;
  /** What to do now, in words (a live status line). */
  instruction: ReactNode;
  /** The table's keys in one sentence, for screen readers (absent: a table without keys). */
  keys?: string;
  /** The refusal of the last move, in the player's language, or null. */
  error: string | null;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

export function ActionBar({ look, label, instruction, keys, error, children, className, ref, ...rest }: ActionBarProps) {
  const keysId = useId();
  return (
    <section
      ref={ref}
      className={className ?? `${look}-actions`}
      aria-label={label}
      {...(keys === undefined ? {} : { 'aria-describedby': keysId })}
      {...rest}
    >
      {keys !== undefined && (
        <p id={keysId} className="visually-hidden">
          {keys}
        </p>
      )}
      <p className={`${look}-instruction`} role="status" data-testid={`${look}-instruction`}>
        {instruction}
      </p>
      {children}
      {error !== null && (
        <p className={`${look}-error`} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
