/** Smugglers (2025): the game definition the host and the bots use. */
import type { GameDefinition } from '../../engine/contract.js';
import { explainS25Move } from './bots/explain.js';
import { s25Bots } from './bots/index.js';
import { s25Game } from './game.js';
import { s25Tutorial } from './tutorial.js';
import type { S25Event, S25Move, S25Options, S25State, S25View } from './types.js';

export const smugglers2025: GameDefinition<S25State, S25Move, S25Event, S25View, S25Options> = {
  ...s25Game,
  bots: s25Bots,
  tutorial: s25Tutorial,
  explainMove: explainS25Move,
};

export type { S25Event, S25Move, S25Options, S25State, S25View };
