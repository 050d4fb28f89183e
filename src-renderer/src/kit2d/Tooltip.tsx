/**
 * A tip that shows on hover, on keyboard focus (the trigger is in the tab
 * order) and on a long press of a finger (longPress.ts: touch screens have no
 * hover), and goes with Escape, as a browser's title never does for the
 * keyboard. With role "img" the trigger is a sign drawn with no words of its
 * own (a star, a dot) and the tip is its name; otherwise the tip describes
 * the trigger while it shows. The tip is in the page only while it shows, so
 * the trigger's text stays its own (what tests and screen readers read), and
 * then at the end of the body (a portal): a board that clips, a size
 * container or a field turned or shifted by a transform would otherwise hold
 * the fixed tip in its own box and cut it off. The
 * trigger's look is the table's (className); the tip's is the kit's
 * (Tooltip.css). A trigger may hold a control (a card that is a button): give
 * it tabIndex={-1} so the control is the one tab stop; its focus shows the
 * tip, and the click that ends a long press on it is swallowed.
 */
import { type CSSProperties, type FocusEvent, type HTMLAttributes, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { LongPress, windowSchedule } from './longPress';
import './tipSurface.css';
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

/**
 * Focus the keyboard brought (or a script, after the keyboard): a tap or a
 * click also focuses the trigger, and must not open the tip by itself (a tap
 * is a click; a finger asks for the tip by holding).
 */
function focusIsVisible(event: FocusEvent<HTMLElement>): boolean {
  try {
    return event.target.matches(':focus-visible');
  } catch {
    // A browser that cannot tell: the tip shows, as it always did on focus.
    return true;
  }
}

/** Half the widest tip (18rem) and a margin: how near a side of the window a tip's middle may come. */
const HALF_TIP_PX = 152;
/** Room a tip needs above its trigger; with less (the top of the window), it shows below. */
const ROOM_ABOVE_PX = 72;

/**
 * Where the tip shows, in the window's coordinates: above the trigger (below
 * it at the window's top), never past a side. Fixed, so that a column that
 * scrolls or clips (a seat list, a side panel) does not cut it off.
 */
export function tipPlacement(trigger: { left: number; right: number; top: number; bottom: number }, windowWidth: number): CSSProperties {
  const middle = (trigger.left + trigger.right) / 2;
  const left = Math.max(HALF_TIP_PX, Math.min(windowWidth - HALF_TIP_PX, middle));
  const above = trigger.top >= ROOM_ABOVE_PX;
  return {
    position: 'fixed',
    left,
    top: above ? trigger.top - 6 : trigger.bottom + 6,
    bottom: 'auto',
    transform: above ? 'translate(-50%, -100%)' : 'translate(-50%, 0)',
  };
}

/**
 * The tip's place as its style: its left kept within the window by CSS as well, so that a window made
 * narrower while the tip shows never leaves it past the side, even before the resize re-places it.
 */
export function tipStyle(placement: CSSProperties | undefined): CSSProperties | undefined {
  if (typeof placement?.left !== 'number') return placement;
  return { ...placement, left: `clamp(${HALF_TIP_PX}px, ${placement.left}px, calc(100vw - ${HALF_TIP_PX}px))` };
}

export function Tooltip({ tip, className, role, children, ...rest }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // Opened by a long press: it stays after the finger lifts, until a touch elsewhere.
  const [held, setHeld] = useState(false);
  const trigger = useRef<HTMLSpanElement>(null);
  const [press] = useState(
    () =>
      new LongPress(() => {
        setOpen(true);
        setHeld(true);
      }, windowSchedule),
  );
  const [placement, setPlacement] = useState<CSSProperties | undefined>(undefined);
  const sign = role === 'img';
  const { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onPointerEnter, onPointerLeave, onClickCapture, onContextMenu, onFocus, onBlur, onKeyDown, ...own } = rest;

  useEffect(() => () => press.dispose(), [press]);

  // Placed once it shows (the trigger does not move while a tip is read), and again if the window is resized
  // meanwhile: the layout moves the trigger, and a tip placed for a wider window would reach past its side.
  useLayoutEffect(() => {
    const place = () => {
      const element = trigger.current;
      setPlacement(open && element ? tipPlacement(element.getBoundingClientRect(), window.innerWidth) : undefined);
    };
    place();
    if (!open) return;
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  // A tip a finger opened goes when the next touch lands anywhere else.
  useEffect(() => {
    if (!held) return;
    const close = (event: PointerEvent) => {
      if (event.target instanceof Node && trigger.current?.contains(event.target)) return;
      setOpen(false);
      setHeld(false);
    };
    document.addEventListener('pointerdown', close, true);
    return () => document.removeEventListener('pointerdown', close, true);
  }, [held]);

  const close = () => {
    setOpen(false);
    setHeld(false);
  };

  return (
    <span
      ref={trigger}
      className={className === undefined ? 'kit-tip' : `kit-tip ${className}`}
      tabIndex={0}
      {...own}
      {...(sign ? { role, 'aria-label': tip } : open ? { 'aria-describedby': id } : {})}
      // Pointer events, not mouse events: a tap's emulated mouseenter would open the tip on every tap.
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (event.pointerType === 'mouse') setOpen(true);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        // A finger "leaves" as it lifts: the tip it held open stays.
        if (event.pointerType === 'mouse') close();
      }}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        if (held && event.pointerType !== 'mouse') close();
        press.down(event.pointerType, event.clientX, event.clientY);
      }}
      onPointerMove={(event) => {
        onPointerMove?.(event);
        press.move(event.clientX, event.clientY);
      }}
      onPointerUp={(event) => {
        onPointerUp?.(event);
        press.up();
      }}
      onPointerCancel={(event) => {
        onPointerCancel?.(event);
        press.up();
      }}
      onClickCapture={(event) => {
        // The release of a long press is not a click: the card under the finger is not played.
        if (press.clickEndsPress()) {
          event.preventDefault();
          event.stopPropagation();
          return;
        }
        onClickCapture?.(event);
      }}
      onContextMenu={(event) => {
        // The browser's own long-press menu would cover the tip.
        if (press.pressing()) event.preventDefault();
        onContextMenu?.(event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (focusIsVisible(event)) setOpen(true);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (!held) setOpen(false);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== 'Escape' || !open) return;
        // Escape closes the tip, not the dialog or the table the tip is in.
        event.stopPropagation();
        close();
      }}
    >
      {children}
      {open &&
        createPortal(
          <span id={id} role="tooltip" className="kit-tip-surface kit-tip-text" style={tipStyle(placement)}>
            {tip}
          </span>,
          document.body,
        )}
    </span>
  );
}
