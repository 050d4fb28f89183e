/**
 * What each game's UI gives the shared game screen. The screen (frame, log,
 * banner, curtain, score table) is common to all games; the table itself, the
 * rules text and the wording of events belong to the game.
 */
import type { ComponentType } from 'react';
import type { GameResult, Seat } from '../../../shared/engine/contract';
import type { MatchUpdate, SeatStatus } from '../../../shared/protocol/messages';
import type { OptionsFormLook } from '../kit2d/options/OptionsForm';
import type { RulesOutline } from '../kit2d/rules/outline';
import type { TableMemory } from '../stores/tableMemory';

export type { TableMemory };

export type SubmitResult = { ok: true } | { ok: false; message: string };

export interface TableProps<V> {
  /** The latest update for the seat on screen (or the spectator view between hot-seat turns). */
  update: MatchUpdate;
  view: V;
  /** The seat whose view this is; null when the screen shows the public view. */
  seat: Seat | null;
  seats: SeatStatus[];
  /** Sends a move for `seat`; resolves with the host's verdict. */
  submit(move: unknown): Promise<SubmitResult>;
  reducedMotion: boolean;
  /**
   * This match's memory, kept by the shell: what the table must remember when
   * it is drawn again for another viewer (hot-seat). Never module-level state.
   */
  memory: TableMemory;
  /**
   * Tells the screen that the table still shows the match as of `version`
   * (it replays what led to the newer updates, a roll): the screen holds back
   * what came after (the final ranking, the log's later lines, the result in
   * the banner) until the table calls it with null. A table that never calls
   * it shows the latest update at once.
   */
  holdAfter(version: number | null): void;
}

export interface GameUi<V = unknown, O = unknown> {
  Table: ComponentType<TableProps<V>>;
  /** The rules in our own words, for the rules panel: the outline kit2d/rules/RulesPage draws. */
  rules: RulesOutline;
  /**
   * The look of its options form (the rows are its options spec's `form`,
   * drawn by kit2d/options/OptionsForm) and its own controls, if any.
   */
  optionsForm?: OptionsFormLook<O>;
  /** One line for the public log, or null for events not worth a line (in the current language: the screen asks again when it changes). */
  describeEvent(event: unknown, names: readonly string[]): string | null;
  /** A short phrase for the turn banner: what the active seats are doing ("loading their mules"), in the current language. */
  describeTurn(view: V, names: readonly string[]): string;
  /**
   * The final table's score column, for a game whose result's scores are not
   * what decides the win (absent: "Score", and each seat's score).
   */
  scoreColumn?: ScoreColumn<V>;
  /**
   * Its table plays a seat's own move on screen (the update's events, held
   * back through TableProps.holdAfter), and in hot-seat the mover sees it
   * before the curtain comes (hotseat/finishBeforeCurtain.ts). Absent: the
   * curtain comes at once.
   */
  playsMoveBeforeCurtain?: true;
  /**
   * A game of memory: the public log shows only the lines of the latest move
   * that has any, so that remembering the rest is up to the players (absent:
   * the whole log).
   */
  logShowsLatestOnly?(view: V): boolean;
}

export interface ScoreColumn<V = unknown> {
  /** The column's heading ("Tokens"), in the current language. */
  label(): string;
  /** One seat's cell: what it ended with, and for a winner what won. */
  describe(seat: Seat, result: GameResult, view: V): string;
}

/**
 * A game's UI as its registry (index.ts) holds it, before the shared screens
 * erase its view and options types to GameUi's defaults.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameUi = GameUi<any, any>;
