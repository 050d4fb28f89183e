/**
 * A tip that shows on hover and on keyboard focus (the trigger is in the tab
 * order), and goes with Escape, as a browser's title never does for the
 * keyboard. With role "img" the trigger is a sign drawn with no words of its
 * own (a star, a dot) and the tip is its name; otherwise the tip describes
 * the trigger while it shows. The tip is in the page only while it shows, so
 * the trigger's text stays its own (what tests and screen readers read). The
 * trigger's look is the table's (className); the tip's is the kit's
 * (Tooltip.css).
 */
import { type HTMLAttributes, type ReactNode, useId, useState } from 'react';
import './Tooltip.css';

export interface TooltipProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'title'> {
  tip: string;
  /** The trigger's look, the game's class. */
  className?: string;
  /** "img": the trigger is a sign, the tip its name (an image's content is for the eye only). */
  role?: 'img';
  children?: ReactNode;
  [data: `data-${string}`]: string | number | undefined;
}

export function Tooltip({ tip, className, role, children, ...rest }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const sign = role === 'img';
  return (
    <span
      className={className === undefined ? 'kit-tip' : `kit-tip ${className}`}
      tabIndex={0}
      {...rest}
      {...(sign ? { role, 'aria-label': tip } : open ? { 'aria-describedby': id } : {})}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // Escape closes the tip, not the dialog or the table the tip is in.
        event.stopPropagation();
        setOpen(false);
      }}
    >
      {children}
      {open && (
        <span id={id} role="tooltip" className="kit-tip-text">
          {tip}
        </span>
      )}
    </span>
  );
}
