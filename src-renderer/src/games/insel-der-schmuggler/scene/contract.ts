/**
 * What the table (Table.tsx, the 2D controls round the bay) and the 3D bay
 * (BayScene.tsx, a lazily loaded chunk) say to each other. The table decides
 * what may be picked (from the view and the engine's pure move helpers); the
 * bay draws it, animates what happened and reports clicks.
 */
import type { Seat } from '../../../../../shared/engine/contract';
import type { Pace } from '../../../kit2d/pace';
import type { TableMemory } from '../../../stores/tableMemory';
import type { FieldId, Island } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { InselEvent, InselView } from '../../../../../shared/games/insel-der-schmuggler/types';
import type { BeamReach } from './beam-reach';

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
  /** How the news plays: faster for others' moves at the table speed, or at once (kit2d/tableSpeed.ts). Absent: ×1. */
  pace?: Pace;
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
  /** The match's memory (the bay keeps its marks of catches there, for the next hot-seat player's table); absent: this bay's own. */
  memory?: TableMemory;
}

export interface BayWords {
  /** The canvas's accessible name. */
  canvasLabel: string;
  /** The islands' names, by island. */
  islands: readonly string[];
  /** The players' names, by seat. */
  names: readonly string[];
  resetView: string;
  /** A sector the beam may reach on the next roll, at the rim: "13 · 1 in 6", "12 · 1–2 in 6" (sector as the words count it, 1 to 20; chance in sixths, at least and at most). */
  reach(sector: number, least: number, most: number): string;
  /** A caught boat's name tag: "Ben: caught!". */
  caughtTag(name: string): string;
  /** What the drawn labels say on hover, long press and keyboard focus (bay-tips.ts). */
  tips: BayTips;
}

/** Seat colours of the boats (and the table's seat badges). */
export const BOAT_COLORS = ['#d94f3d', '#2f7fbf', '#e8b33a', '#5e9e4a'] as const;

export function boatColor(seat: Seat): string {
  return BOAT_COLORS[seat % BOAT_COLORS.length] as string;
}

/** What the bay's drawn labels say on hover, long press and keyboard focus (bay-tips.ts words them). */
export interface BayTips {
  /** A sector's number at the rim (the board's sector, from 0), lit by the beam now or not. */
  sector(sector: number, lit: boolean): string;
  /** A pile's badge: its count, and the name of the caught player whose goods were thrown there (while the catch is marked). */
  pile(count: number, thrownFrom: string | null): string;
  /** An island's name, with the tiles left on it. */
  island(island: Island, left: number): string;
  /** A reach's pill. */
  reach(reach: BeamReach): string;
  /** A boat's name tag. */
  boat(name: string, laden: boolean, caught: boolean): string;
  /** The beam's light on a field's sector. */
  lit(): string;
  /** The field under the keyboard's cursor: its name, and what lies there. */
  field(field: FieldId, what: readonly string[]): string;
}
