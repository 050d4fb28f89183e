/** Contrebandes (PGC): the game definition the host and the bots use. */
import type { GameDefinition } from '../../engine/contract.js';
import { contrebandesBots } from './bots/index.js';
import { legalMoves, randomMove } from './moves.js';
import { MAX_PLAYERS, MIN_PLAYERS, activeSeats, applyMove, result, setup } from './rules.js';
import {
  type ContrebandesEvent,
  type ContrebandesMove,
  type ContrebandesOptions,
  type ContrebandesState,
  type ContrebandesView,
  contrebandesMoveSchema,
  contrebandesOptionsSchema,
} from './types.js';
import { viewFor } from './view.js';

export const contrebandes: GameDefinition<
  ContrebandesState,
  ContrebandesMove,
  ContrebandesEvent,
  ContrebandesView,
  ContrebandesOptions
> = {
  meta: {
    id: 'contrebandes',
    title: 'Contrebandes',
    minPlayers: MIN_PLAYERS,
    maxPlayers: MAX_PLAYERS,
    pitch: 'Load your mule in secret, talk your way past the customs officer,\nand mind the stinking cheese.',
  },
  rulesVersion: 1,
  optionsSchema: contrebandesOptionsSchema,
  defaultOptions: () => ({ firstOfficer: null }),
  moveSchema: contrebandesMoveSchema,
  setup,
  activeSeats,
  legalMoves,
  randomMove,
  applyMove,
  viewFor,
  result,
  // A load can be taken back while the loading is still open: nobody has seen anything of it.
  canUndo: (_before, _seat, move, after) => move.type === 'load' && after.phase === 'loading',
  bots: contrebandesBots,
};

export type { ContrebandesEvent, ContrebandesMove, ContrebandesOptions, ContrebandesState, ContrebandesView };
