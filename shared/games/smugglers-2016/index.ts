/** Smugglers (KOSMOS 2016), the putty dexterity game: the game definition the host and the bots use. */
import type { GameDefinition } from '../../engine/contract.js';
import { smugglersBots } from './bots/index.js';
import { legalMoves, randomMove } from './moves.js';
import { performHostTask, hostTask } from './roll.js';
import { MAX_PLAYERS, MIN_PLAYERS, activeSeats, applyMove, result, setup } from './rules.js';
import {
  type SmugglersEvent,
  type SmugglersMove,
  type SmugglersOptions,
  type SmugglersState,
  type SmugglersView,
  smugglersMoveSchema,
  smugglersOptionsSchema,
} from './types.js';
import { viewFor } from './view.js';

export const smugglers2016: GameDefinition<SmugglersState, SmugglersMove, SmugglersEvent, SmugglersView, SmugglersOptions> = {
  meta: {
    id: 'smugglers-2016',
    title: 'Smugglers',
    minPlayers: MIN_PLAYERS,
    maxPlayers: MAX_PLAYERS,
    pitch: 'Sculpt a ball of putty around your contraband and roll it through the fence,\nthen out-guess the inspector.',
  },
  rulesVersion: 1,
  optionsSchema: smugglersOptionsSchema,
  defaultOptions: () => ({ hourglassSeconds: 60, shortGame: false, firstPlayer: null }),
  moveSchema: smugglersMoveSchema,
  setup,
  activeSeats,
  legalMoves,
  randomMove,
  applyMove,
  viewFor,
  result,
  hostTask,
  performHostTask,
  // A sphere can be sculpted again while the others are still sculpting: nobody has seen anything of it.
  canUndo: (_before, _seat, move, after) => move.type === 'sculpt' && after.phase === 'sculpting',
  bots: smugglersBots,
};

export type { SmugglersEvent, SmugglersMove, SmugglersOptions, SmugglersState, SmugglersView };
