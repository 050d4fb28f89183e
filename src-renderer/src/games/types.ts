/**
 * What each game's UI gives the shared game screen. The screen (frame, log,
 * banner, curtain, score table) is common to all games; the table itself, the
 * rules text and the wording of events belong to the game.
 */
import type { ComponentType, ReactNode } from 'react';
import type { GameResult, Seat } from '../../../shared/engine/contract';
import type { MatchUpdate, SeatStatus } from '../../../shared/protocol/messages';
import type { OptionsFormLook } from '../kit2d/options/OptionsForm';
import type { RulesOutline } from '../kit2d/rules/outline';
import type { TableMemory } from '../stores/tableMemory';

export type { TableMemory };
// A table that replays what its views held reads the views a burst of updates passed over.
export { passedViews } from '../stores/matchLog';

export type SubmitResult = { ok: true } | { ok: false; message: string };

export interface TableProps<V> {
  /**
   * The latest update for the seat on screen (or the spectator view between hot-seat turns). When
   * updates came in a burst it is the newest, with the events of all and the views passed over (passedViews).
   */
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
   * it shows the latest update at once. `mover`: whose move it plays, if it
   * knows, so the banner can say "your move plays out" or whose it watches.
   */
  holdAfter(version: number | null, mover?: Seat | null): void;
  /**
   * The public log, for a game that places it in its own table
   * (GameUi.logPlace 'table'): the table draws it where it fits (absent: the
   * screen draws it in its own column).
   */
  log?: ReactNode;
  /**
   * The move a hint suggests to the seat on screen ("What would you do?",
   * kit2d/HintButton), for the position shown, or null: the table marks it
   * where it can (the card, the field, the target). A table that cannot
   * leaves it: the screen says the reason in words above it.
   */
  hint?: unknown;
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
   * Hot-seat: what the seat's own view holds that the others may not see, as
   * the curtain before it says it ("Ann decides in secret whether to
   * object"), or null when it holds nothing secret and comes up without a
   * curtain (hotseat/chooseView.ts). Absent: every view is the seat's hand,
   * and a curtain comes before each.
   */
  secretOf?(view: V, seat: Seat, names: readonly string[]): string | null;
  /**
   * A game of memory: the public log shows only the lines of the latest move
   * that has any, so that remembering the rest is up to the players (absent:
   * the whole log).
   */
  logShowsLatestOnly?(view: V): boolean;
  /**
   * Where the public log goes (screens/game/logPlace.ts). Absent: in the
   * screen's column beside the table. 'table': the table places it itself
   * (TableProps.log), in its own side column, so that the table gets the
   * screen's whole width (a 3D board beside a side column). 'none': the table
   * shows the news itself (the latest event, and the whole record where the
   * game allows it), and a log column would only repeat its news line. At a
   * LAN table the screen's column stays, for the chat (and the log, except
   * for 'none').
   */
  logPlace?: 'table' | 'none';
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
