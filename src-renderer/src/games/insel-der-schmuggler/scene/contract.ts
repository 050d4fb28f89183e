/**
 * What the table (Table.tsx, the 2D controls round the bay) and the 3D bay
 * (BayScene.tsx, a lazily loaded chunk) say to each other. The table decides
 * what may be picked (from the view and the engine's pure move helpers); the
 * bay draws it, animates what happened and reports clicks.
 */
import type { Seat } from '../../../../../shared/engine/contract';
import type { FieldId } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { InselEvent, InselView } from '../../../../../shared/games/insel-der-schmuggler/types';

/** What picking a field does now: sail there, load goods there, push or swap with the boat there, throw goods there, place a rock, start in a harbour. */
export type TargetKind = 'sail' | 'load' | 'push' | 'swap' | 'throw' | 'rock' | 'harbour';

export interface BayTarget {
  field: FieldId;
  kind: TargetKind;
}

/** The events of one update, to animate once (the key is the update's version: a redraw must not play them again). */
export interface BayNews {
  key: string;
  events: readonly InselEvent[];
}

export interface BaySceneProps {
  view: InselView;
  viewer: Seat | null;
  news: BayNews | null;
  reducedMotion: boolean;
  /** The fields the player may pick now: lit and clickable. Empty when he has nothing to pick. */
  targets: readonly BayTarget[];
  /** The field the keyboard cursor is on (outlined), or null. */
  cursor: FieldId | null;
  /** The boat the player has picked to move (raised and ringed), or null. */
  selectedBoat: Seat | null;
  /** A click on a target field (or a boat standing on one). */
  onPick(field: FieldId): void;
  /** A click on a boat. */
  onPickBoat(seat: Seat): void;
  /** The first frame is drawn. */
  onReady(): void;
  /** The news with this key has been shown to its end (or skipped): the table may show what came after. */
  onShown(key: string): void;
  /** Words the bay shows, in the player's language (the table's catalogue). */
  words: BayWords;
}

export interface BayWords {
  /** The canvas's accessible name. */
  canvasLabel: string;
  /** The islands' names, by island. */
  islands: readonly string[];
  /** The players' names, by seat. */
  names: readonly string[];
  resetView: string;
}

/** Seat colours of the boats (and the table's seat badges). */
export const BOAT_COLORS = ['#d94f3d', '#2f7fbf', '#e8b33a', '#5e9e4a'] as const;

export function boatColor(seat: Seat): string {
  return BOAT_COLORS[seat % BOAT_COLORS.length] as string;
}
