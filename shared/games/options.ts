/**
 * What each game's options.ts default-exports: its setup options' schema and
 * defaults, the part of its GameDefinition that setting up a match needs.
 * The renderer loads that file alone (src-renderer/src/games/index.ts), in a
 * chunk of its own without the rules, the bots or the physics; the engine
 * takes its optionsSchema, defaultOptions and newGameProblem from the same file.
 */
import type { GameDefinition } from '../engine/contract.js';

export type GameOptionsSpec<O = unknown> = Pick<GameDefinition<unknown, unknown, unknown, unknown, O>, 'optionsSchema' | 'defaultOptions' | 'newGameProblem'>;
