/**
 * The bay's tips: the labels that explain themselves (each set of labels
 * adds itself as a source), the eye that says where a label shows now (set
 * from inside the canvas: TipEye in BayTips.tsx), and the one tip up: the
 * pointer's (a hover, or a long press that holds it) over the keyboard's (the
 * field the cursor is on). The tip's words change only when another label
 * is pointed at; its place follows the camera without React (onPlace), so a
 * turning camera redraws no component. An external store: outside React,
 * read with useSyncExternalStore.
 */
import { type ScreenRect, type TipLabel, labelAt } from './label-tips';

export type TipSource = () => readonly TipLabel[];
/** Where a label shows now, in the window's CSS pixels; null where it cannot be seen. */
export type TipEye = (label: TipLabel) => ScreenRect | null;

/** The tip up: its words, and whether a finger holds it (it stays until the next touch). */
export interface ShownTip {
  tip: string;
  held: boolean;
}

export class TipBoard {
  private readonly sources = new Set<TipSource>();
  private readonly listeners = new Set<() => void>();
  private readonly placers = new Set<(rect: ScreenRect | null) => void>();
  private eye: TipEye | null = null;
  private pointer: { label: TipLabel; held: boolean } | null = null;
  private keys: TipLabel | null = null;
  /** The keyboard is on the bay: its cursor's tip may show. */
  private keysHere = true;
  private shownNow: ShownTip | null = null;

  /** A set of labels that explain themselves; the function returned takes them away. */
  add(source: TipSource): () => void {
    this.sources.add(source);
    return () => this.sources.delete(source);
  }

  /** Where labels show now (the canvas's camera); null when the canvas goes. */
  see(eye: TipEye | null): void {
    this.eye = eye;
    if (eye === null) {
      this.pointer = null;
      this.keys = null;
      this.changed();
    }
  }

  /** The label under (x, y) in the window, drawn on top of any other there. */
  labelAt(x: number, y: number): TipLabel | null {
    const eye = this.eye;
    if (eye === null) return null;
    const placed = [...this.sources].flatMap((source) => source().map((label) => ({ label, rect: eye(label) })));
    return labelAt(placed, x, y)?.label ?? null;
  }

  /** A mouse over (x, y): the tip of the label there, or none (a tip a finger holds stays). */
  hover(x: number, y: number): void {
    if (this.pointer?.held === true) return;
    const label = this.labelAt(x, y);
    if (label === null && this.pointer === null) return;
    this.pointer = label === null ? null : { label, held: false };
    this.changed();
  }

  /** A long press at (x, y): the tip of the label there stays up until the next touch. Returns whether there was one. */
  hold(x: number, y: number): boolean {
    const label = this.labelAt(x, y);
    if (label === null) return false;
    this.pointer = { label, held: true };
    this.changed();
    return true;
  }

  /** The pointer's tip goes (the pointer left, a touch or a drag began, Escape). */
  leave(): void {
    if (this.pointer === null) return;
    this.pointer = null;
    this.changed();
  }

  /** The keyboard's tip: the field the cursor is on (or none). */
  focus(label: TipLabel | null): void {
    if (label?.tip === this.keys?.tip && label?.anchor.join() === this.keys?.anchor.join()) return;
    this.keys = label;
    this.changed();
  }

  /** Whether the keyboard's focus is on the bay (the cursor's tip shows only then). */
  keysOnBay(here: boolean): void {
    if (here === this.keysHere) return;
    this.keysHere = here;
    this.changed();
  }

  /** Every label that explains itself, where it shows now (the e2e's and the screenshots' hook). */
  placed(): { tip: string; rect: ScreenRect }[] {
    const eye = this.eye;
    if (eye === null) return [];
    return [...this.sources].flatMap((source) =>
      source().flatMap((label) => {
        const rect = eye(label);
        return rect === null ? [] : [{ tip: label.tip, rect }];
      }),
    );
  }

  /** The camera moved: the tip up follows its label. */
  moved(): void {
    const rect = this.rect();
    for (const place of this.placers) place(rect);
  }

  /** The tip up now (the same object until it changes: a store's snapshot). */
  shown = (): ShownTip | null => this.shownNow;

  /** Where the tip up shows its label, in the window. */
  rect(): ScreenRect | null {
    const label = this.label();
    return label === null || this.eye === null ? null : this.eye(label);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Told where the tip up goes whenever the camera moves it. */
  onPlace(place: (rect: ScreenRect | null) => void): () => void {
    this.placers.add(place);
    return () => this.placers.delete(place);
  }

  /** The label whose tip is up: the pointer's, else the keyboard's while it is on the bay. */
  private label(): TipLabel | null {
    return this.pointer?.label ?? (this.keysHere ? this.keys : null);
  }

  private changed(): void {
    const label = this.label();
    const next = label === null ? null : { tip: label.tip, held: this.pointer?.held ?? false };
    if (next?.tip === this.shownNow?.tip && next?.held === this.shownNow?.held) {
      // The same words over another label: only its place changes.
      this.moved();
      return;
    }
    this.shownNow = next;
    for (const listener of this.listeners) listener();
  }
}
