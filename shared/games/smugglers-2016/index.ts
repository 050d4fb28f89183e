/** Smugglers (KOSMOS 2016), the putty dexterity game: the game definition the host and the bots use. */
import type { GameDefinition } from '../../engine/contract.js';
import { explainSmugglersMove } from './bots/explain.js';
import { smugglersBots } from './bots/index.js';
import { smugglersGame } from './game.js';
import { smugglersHourglass } from './hourglass.js';
import { smugglersTutorial } from './tutorial.js';
import type { SmugglersEvent, SmugglersMove, SmugglersOptions, SmugglersState, SmugglersView } from './types.js';

export const smugglers2016: GameDefinition<SmugglersState, SmugglersMove, SmugglersEvent, SmugglersView, SmugglersOptions> = {
  ...smugglersGame,
  bots: smugglersBots,
  tutorial: smugglersTutorial,
  explainMove: explainSmugglersMove,
  // The host times the sculpting hourglass (src-main/host/seat-clocks.ts).
  timedDecision: smugglersHourglass,
};

export type { SmugglersEvent, SmugglersMove, SmugglersOptions, SmugglersState, SmugglersView };
