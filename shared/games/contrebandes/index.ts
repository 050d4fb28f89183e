/** Contrebandes (PGC): the game definition the host and the bots use. */
import type { GameDefinition } from '../../engine/contract.js';
import { explainContrebandesMove } from './bots/explain.js';
import { contrebandesBots } from './bots/index.js';
import { contrebandesGame } from './game.js';
import { contrebandesTutorial } from './tutorial.js';
import type { ContrebandesEvent, ContrebandesMove, ContrebandesOptions, ContrebandesState, ContrebandesView } from './types.js';

export const contrebandes: GameDefinition<
  ContrebandesState,
  ContrebandesMove,
  ContrebandesEvent,
  ContrebandesView,
  ContrebandesOptions
> = { ...contrebandesGame, bots: contrebandesBots, tutorial: contrebandesTutorial, explainMove: explainContrebandesMove };

export type { ContrebandesEvent, ContrebandesMove, ContrebandesOptions, ContrebandesState, ContrebandesView };
