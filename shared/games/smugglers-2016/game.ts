/**
 * Smugglers (2016) as an engine: its rules made into the contract by
 * defineGame, the roll as its host task, without the bots (index.ts adds them).
 */
import { defineGame } from '../../engine/define-game.js';
import { legalMoves, randomMove } from './moves.js';
import { hostTask, performHostTask } from './roll.js';
import { activeSeats, notYourTurn, onlyHost, play, playHost, result, setup } from './rules.js';
import {
  type SmugglersEvent,
  type SmugglersMove,
  type SmugglersOptions,
  type SmugglersState,
  type SmugglersView,
  smugglersMoveSchema,
} from './types.js';
import manifest from './manifest.js';
import options from './options.js';
import { viewFor } from './view.js';
import { canTakeBack } from './take-back.js';
import { chapterOf, openViewFor } from './replay.js';

export const smugglersGame = defineGame<SmugglersState, SmugglersMove, SmugglersEvent, SmugglersView, SmugglersOptions>({
  // Its menu entry and capabilities: the manifest (one place for them).
  meta: manifest,
  rulesVersion: 1,
  // The schema and defaults of the options live in options.ts, which the new-game screen loads on its own.
  optionsSchema: options.optionsSchema,
  defaultOptions: options.defaultOptions,
  moveSchema: smugglersMoveSchema,
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
  // The roll: the host simulates it (Rapier) and reports passed, stuck or short.
  host: { task: hostTask, perform: performHostTask, onlyHost, play: playHost },
  // When a player may take back his own last move (the manifest allows it): take-back.ts.
  canUndo: canTakeBack,
  // A replay's chapters (engine/replay.ts).
  chapterOf,
  // A replay's "all cards open" once the game has ended.
  openViewFor,
});

/** Checks and applies a move: the prelude of every game, then the rules. */
export const applyMove = smugglersGame.applyMove;
