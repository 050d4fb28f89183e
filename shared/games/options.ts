/**
 * What each game's options.ts default-exports: its setup options' schema and
 * defaults, the part of its GameDefinition that setting up a match needs.
 * The renderer loads that file alone (src-renderer/src/games/index.ts), in a
 * chunk of its own without the rules, the bots or the physics; the engine
 * takes its optionsSchema, defaultOptions and newGameProblem from the same file.
 */
import type { GameDefinition } from '../engine/contract.js';
import type { OptionRow } from '../engine/options-form.js';

export type GameOptionsSpec<O = unknown> = Pick<GameDefinition<unknown, unknown, unknown, unknown, O>, 'optionsSchema' | 'defaultOptions' | 'newGameProblem'> & {
  /**
   * The rows of the new-game and lobby screens' options form, in order (the
   * renderer's kit2d/options draws them; shared/engine/options-form.ts says
   * what a row may be); absent: the game shows no form.
   * The schema still decides what is valid: the form only offers choices.
   */
  form?: readonly OptionRow<O>[];
};
