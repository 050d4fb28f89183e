/** Schmuggler an Bord (Ravensburger 1992): the game definition the host and the bots use. */
import type { GameDefinition } from '../../engine/contract.js';
import { explainSabMove } from './bots/explain.js';
import { sabBots } from './bots/index.js';
import { sabGame } from './game.js';
import { schmugglerAnBordTutorial } from './tutorial.js';
import type { Fact, SabEvent, SabMove, SabOptions, SabState, SabView } from './types.js';

export const schmugglerAnBord: GameDefinition<SabState, SabMove, Fact, SabView, SabOptions> = {
  ...sabGame,
  bots: sabBots,
  tutorial: schmugglerAnBordTutorial,
  explainMove: explainSabMove,
};

export type { Fact, SabEvent, SabMove, SabOptions, SabState, SabView };
