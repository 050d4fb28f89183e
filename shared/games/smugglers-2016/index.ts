/** Smugglers (KOSMOS 2016), the putty dexterity game: the game definition the host and the bots use. */
import type { GameDefinition } from '../../engine/contract.js';
import { smugglersBots } from './bots/index.js';
import { smugglersGame } from './game.js';
import type { SmugglersEvent, SmugglersMove, SmugglersOptions, SmugglersState, SmugglersView } from './types.js';

export const smugglers2016: GameDefinition<SmugglersState, SmugglersMove, SmugglersEvent, SmugglersView, SmugglersOptions> = {
  ...smugglersGame,
  bots: smugglersBots,
};

export type { SmugglersEvent, SmugglersMove, SmugglersOptions, SmugglersState, SmugglersView };
