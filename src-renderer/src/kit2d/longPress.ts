/**
 * A long press on a touch screen (or with a pen), where there is no hover: a
 * finger held still for LONG_PRESS_MS asks for the tip. A mouse never starts
 * one (it hovers). A finger that moves further than LONG_PRESS_SLOP_PX is
 * scrolling or dragging, not pressing. A short tap is left alone, so it still
 * clicks; the click that ends a long press is not a click the player meant,
 * and `clickEndsPress` says to swallow it. Pure apart from the timer handed
 * in, so it is tested without a browser.
 */

/** How long a finger stays down before the tip shows (a common long-press time, Android's among them). */
export const LONG_PRESS_MS = 500;
/** How far a finger may wander and still be pressing (a finger is never quite still). */
export const LONG_PRESS_SLOP_PX = 10;

/** Runs `run` after `ms`; the function returned cancels it. */
export type Schedule = (run: () => void, ms: number) => () => void;

export const windowSchedule: Schedule = (run, ms) => {
  const timer = window.setTimeout(run, ms);
  return () => window.clearTimeout(timer);
};

export class LongPress {
  private start: { x: number; y: number } | null = null;
  private cancelTimer: (() => void) | null = null;
  /** The press went long: the click its release may bring is not the player's. */
  private fired = false;

  constructor(
    private readonly onLongPress: () => void,
    private readonly schedule: Schedule,
  ) {}

  /** A pointer went down here: a finger or a pen starts a press, a mouse does not. */
  down(pointerType: string, x: number, y: number): void {
    this.stopTimer();
    // A new press: whatever the last one left behind is over (a long press whose release brought no click).
    this.fired = false;
    if (pointerType === 'mouse') return;
    this.start = { x, y };
    this.cancelTimer = this.schedule(() => {
      this.cancelTimer = null;
      this.start = null;
      this.fired = true;
      this.onLongPress();
    }, LONG_PRESS_MS);
  }

  /** The pointer moved: too far, and it is a scroll or a drag, not a press. */
  move(x: number, y: number): void {
    if (this.start === null) return;
    if (Math.hypot(x - this.start.x, y - this.start.y) > LONG_PRESS_SLOP_PX) this.stopTimer();
  }

  /** The pointer went up or was taken by the browser (a scroll): a press not yet long stays a tap. */
  up(): void {
    this.stopTimer();
  }

  /** A click came: true when it only ends a long press (swallow it), false for a real click (a tap). */
  clickEndsPress(): boolean {
    const swallow = this.fired;
    this.fired = false;
    return swallow;
  }

  /** A press is held or has just gone long: the browser's own long-press menu would cover the tip. */
  pressing(): boolean {
    return this.start !== null || this.fired;
  }

  /** The trigger goes: no timer may outlive it. */
  dispose(): void {
    this.stopTimer();
  }

  private stopTimer(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.start = null;
  }
}
