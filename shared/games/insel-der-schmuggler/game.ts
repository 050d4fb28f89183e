/**
 * Insel der Schmuggler as an engine: its rules made into the contract by
 * defineGame, without the bots (they play turns out with this very
 * applyMove, so they come after it; index.ts adds them).
 */
import { z } from 'zod';
import { defineGame } from '../../engine/define-game.js';
import { legalMoves, randomMove } from './legal.js';
import manifest from './manifest.js';
import options from './options.js';
import { activeSeats, notYourTurn, play, result, setup } from './rules.js';
import { type InselEvent, type InselMove, type InselOptions, type InselState, type InselView, inselMoveSchema } from './types.js';
import { viewFor } from './view.js';
import { canTakeBack } from './take-back.js';
import { chapterOf, openViewFor } from './replay.js';

export const inselGame = defineGame<InselState, InselMove, InselEvent, InselView, InselOptions>({
  // Its menu entry and capabilities: the manifest (one place for them).
  meta: manifest,
  rulesVersion: 1,
  // The schema and defaults of the options live in options.ts, which the new-game screen loads on its own.
  optionsSchema: options.optionsSchema,
  defaultOptions: options.defaultOptions,
  newGameProblem: options.newGameProblem,
  // The engine checks the shape of every move against this (defineGame's applyMove), and zod's plain parser
  // cost a random playout more than the rules of most moves. Compiled, a well-formed move takes zod's
  // generated fast path; anything else falls back to the plain parser, so every refusal is worded as
  // before. (Compiled here, not in types.ts: the renderer imports types.ts, and its content policy
  // forbids the generated code; zod would fall back there, but with a complaint.)
  moveSchema: z.compile(inselMoveSchema),
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
  result,
  // When a player may take back his own last move (the manifest allows it): take-back.ts.
  canUndo: canTakeBack,
  // A replay's chapters (engine/replay.ts).
  chapterOf,
  // A replay's "all cards open" once the game has ended.
  openViewFor,
});

/** Checks and applies a move: the prelude of every game, then the rules. */
export const applyMove = inselGame.applyMove;
