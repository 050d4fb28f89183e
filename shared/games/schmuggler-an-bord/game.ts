/**
 * Schmuggler an Bord as an engine: its rules made into the contract by
 * defineGame, without the bots (they are built on these rules; index.ts adds
 * them).
 */
import { z } from 'zod';
import { defineGame } from '../../engine/define-game.js';
import { legalMoves, randomMove } from './legal.js';
import manifest from './manifest.js';
import options from './options.js';
import { readingMs } from './reading.js';
import { activeSeats, notYourTurn, play, result, setup } from './play.js';
import { type Fact, type SabMove, type SabOptions, type SabState, type SabView, sabMoveSchema } from './types.js';
import { botViewFor, latestOnly, viewFor } from './view.js';
import { canTakeBack } from './take-back.js';
import { chapterOf, openViewFor } from './replay.js';

export const sabGame = defineGame<SabState, SabMove, Fact, SabView, SabOptions>({
  // Its menu entry and capabilities: the manifest (one place for them).
  meta: manifest,
  rulesVersion: 1,
  // The schema and defaults of the options live in options.ts, which the new-game screen loads on its own.
  optionsSchema: options.optionsSchema,
  defaultOptions: options.defaultOptions,
  // Compiled for the random playouts' sake, as Insel der Schmuggler's: a well-formed move takes zod's
  // generated fast path, anything else the plain parser with the same refusals. (Compiled here, not in
  // types.ts: the renderer imports types.ts, and its content policy forbids the generated code.)
  moveSchema: z.compile(sabMoveSchema),
  setup,
  // Seats the schema allows up to the largest table; defineGame's setup refuses one past this one.
  seatOptions: ['firstPlayer'],
  seatCount: (state) => state.seats,
  activeSeats,
  legalMoves,
  randomMove,
  play,
  notYourTurn,
  viewFor,
  // RULINGS 3: the pages get the latest announcement only (unless open history); the bots hear everything.
  latestOnly,
  botViewFor,
  // Each announcement stays up long enough to be read aloud before a bot speaks again.
  readingMs,
  result,
  // When a player may take back his own last move (the manifest allows it): take-back.ts.
  canUndo: canTakeBack,
  // A replay's chapters (engine/replay.ts).
  chapterOf,
  // A replay's "all cards open" once the game has ended.
  openViewFor,
});

/** Checks and applies a move: the prelude of every game, then the rules. */
export const applyMove = sabGame.applyMove;
