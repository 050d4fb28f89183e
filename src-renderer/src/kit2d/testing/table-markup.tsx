/**
 * A game's table drawn from a view as markup, for the tables' tests to read
 * with markup.ts (renderToString: no DOM here). The seat on screen is the
 * view's viewer, and the rest of what the shell passes is stubbed: every move
 * taken, nothing held back, a fresh memory, so that what the markup shows
 * comes from the view and the update alone.
 */
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Seat, Viewer } from '../../../../shared/engine/contract';
import type { MatchUpdate, SeatStatus } from '../../../../shared/protocol/messages';
import { type TableMemory, TableMemories } from '../../stores/tableMemory';

/** What the kit passes a table: the part of the games' TableProps (games/types.ts) it draws with, which the kit may not import (it knows no game). */
export interface DrawnTableProps<V> {
  update: MatchUpdate;
  view: V;
  seat: Seat | null;
  seats: SeatStatus[];
  submit(move: unknown): Promise<{ ok: true }>;
  reducedMotion: boolean;
  memory: TableMemory;
  holdAfter(version: number | null): void;
  log?: ReactNode;
}

export interface TableDrawing {
  /** As the player's settings ask; the tables' own tests draw with motion unless they say otherwise. */
  reducedMotion?: boolean;
  /** The public log, for a game that places it in its own table. */
  log?: ReactNode;
}

/** The markup of `Table` showing `view` with `update`, for the view's viewer (a spectator: no seat). */
export function tableMarkup<V extends { viewer: Viewer }>(Table: ComponentType<DrawnTableProps<V>>, view: V, update: MatchUpdate, drawing: TableDrawing = {}): string {
  return renderToString(
    <Table
      update={update}
      view={view}
      seat={typeof view.viewer === 'number' ? view.viewer : null}
      seats={update.seats}
      submit={() => Promise.resolve({ ok: true })}
      reducedMotion={drawing.reducedMotion ?? false}
      memory={new TableMemories().of('m')}
      holdAfter={() => undefined}
      log={drawing.log}
    />,
  );
}
