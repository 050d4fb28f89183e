/**
 * Contrebandes as an engine: its rules made into the contract by defineGame,
 * without the bots (they play nights out with this very applyMove, so they
 * come after it; index.ts adds them).
 */
import { defineGame } from '../../engine/define-game.js';
import { legalMoves, randomMove } from './moves.js';
import { activeSeats, notYourTurn, play, result, setup } from './rules.js';
import { canTakeBack } from './take-back.js';
import {
  type ContrebandesEvent,
  type ContrebandesMove,
  type ContrebandesOptions,
  type ContrebandesState,
  type ContrebandesView,
  contrebandesMoveSchema,
} from './types.js';
import manifest from './manifest.js';
import options from './options.js';
import { viewFor } from './view.js';
import { chapterOf, openViewFor } from './replay.js';

export const contrebandesGame = defineGame<ContrebandesState, ContrebandesMove, ContrebandesEvent, ContrebandesView, ContrebandesOptions>({
  // Its menu entry and capabilities: the manifest (one place for them).
  meta: manifest,
  rulesVersion: 1,
  // The schema and defaults of the options live in options.ts, which the new-game screen loads on its own.
  optionsSchema: options.optionsSchema,
  defaultOptions: options.defaultOptions,
  moveSchema: contrebandesMoveSchema,
  setup,
  // Seats the schema allows up to the largest table; defineGame's setup refuses one past this one.
  seatOptions: ['firstOfficer'],
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
export const applyMove = contrebandesGame.applyMove;
