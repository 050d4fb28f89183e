/**
 * Smugglers (2025) as an engine: its rules made into the contract by
 * defineGame, without the bots (they are built on these rules; index.ts adds
 * them).
 */
import { z } from 'zod';
import { defineGame } from '../../engine/define-game.js';
import { legalMoves, randomMove } from './legal.js';
import manifest from './manifest.js';
import options from './options.js';
import { activeSeats, notYourTurn, play, result, setup, setupProblem } from './play.js';
import { type S25Event, type S25Move, type S25Options, type S25State, type S25View, s25MoveSchema } from './types.js';
import { viewFor } from './view.js';
import { canTakeBack } from './take-back.js';
import { chapterOf, openViewFor } from './replay.js';

export const s25Game = defineGame<S25State, S25Move, S25Event, S25View, S25Options>({
  // Its menu entry and capabilities: the manifest (one place for them).
  meta: manifest,
  // 2: a card leaving a hand takes a market card of its kind off the public list, and the state lists
  // the burned goods (issue #25): logs of version 1 replay to other states.
  rulesVersion: 2,
  // Moves name kinds, never cards, so a version 1 log plays the same game: its saves still open.
  replaysRulesVersions: [1],
  // The schema and defaults of the options live in options.ts, which the new-game screen loads on its own.
  optionsSchema: options.optionsSchema,
  defaultOptions: options.defaultOptions,
  // Compiled for the random playouts' sake: a well-formed move takes zod's generated fast path, anything
  // else the plain parser with the same refusals. (Compiled here, not in types.ts: the renderer imports
  // types.ts, and its content policy forbids the generated code.)
  moveSchema: z.compile(s25MoveSchema),
  setup,
  // Seats the schema allows up to the largest table; defineGame's setup refuses one past this one.
  seatOptions: ['firstPlayer'],
  setupProblem,
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
export const applyMove = s25Game.applyMove;
