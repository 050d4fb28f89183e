/**
 * The prelude of every setup, as guardMoves is of every move (define-game.ts):
 * before a game deals anything, is there such a seat count, are these its
 * options, and do they fit the table (a first player must sit at it; players
 * count seats from 1). defineGame asks once, in that order, with the same
 * messages for every game; the game's own setup is handed only a table it
 * supports, and refuses nothing itself. A refusal depends on the seat count
 * and the options alone, so the host may check a table before it draws a seed.
 *
 * The options are parsed with the game's optionsSchema even when their type
 * says they are options: they come from a request or a save, and a setup
 * that throws on them would take the host down with it.
 */
import type { ZodError, ZodType } from 'zod';
import type { GameMeta, RefusalMessage, SetupResult } from './contract.js';

/** What a game hands the prelude: its seat range, its options' schema and its own setup. */
export interface SetupRules<S, O> {
  meta: Pick<GameMeta, 'title' | 'minPlayers' | 'maxPlayers'>;
  optionsSchema: ZodType<O>;
  /** The options that name a seat (who begins; null: drawn from the seed): one past the table is refused. */
  seatOptions?: readonly (keyof O & string)[];
  /** Why options that pass the schema do not fit `seats` seats (too few robots for a small table), or null. */
  setupProblem?(seats: number, options: O): RefusalMessage | null;
  /** A new game for a table the game supports: the prelude has checked the seats and the options. */
  setup(seed: number, seats: number, options: O): S;
}

export function guardSetup<S, O>(rules: SetupRules<S, O>): (seed: number, seats: number, options: O) => SetupResult<S> {
  return function setup(seed: number, seats: number, options: O): SetupResult<S> {
    const { title, minPlayers, maxPlayers } = rules.meta;
    // The title is a name, the same in every language.
    if (!Number.isInteger(seats) || seats < minPlayers || seats > maxPlayers) return refused({ key: 'shell:refusal.playerCount', params: { title, min: minPlayers, max: maxPlayers } });
    const parsed = rules.optionsSchema.safeParse(options);
    if (!parsed.success) return refused(optionsProblem(parsed.error));
    for (const name of rules.seatOptions ?? []) {
      const seat = parsed.data[name];
      // The schema keeps it to a whole number from 0 (or null); the table's own count is known only here.
      if (typeof seat === 'number' && seat >= seats) return refused({ key: 'shell:refusal.firstSeatPastTable', params: { seatNumber: seat + 1, seats } });
    }
    const problem = rules.setupProblem?.(seats, parsed.data) ?? null;
    if (problem !== null) return refused(problem);
    return { ok: true, state: rules.setup(seed, seats, parsed.data) };
  };
}

function refused(problem: RefusalMessage): { ok: false; problem: RefusalMessage } {
  return { ok: false, problem };
}

/**
 * What is wrong with the options, by the option's name (an id, as the schema
 * spells it): one it does not have, one with a value it does not take, or
 * not options at all (not an object).
 */
export function optionsProblem(error: ZodError): RefusalMessage {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys' && issue.path.length === 0 && issue.keys[0] !== undefined) return { key: 'shell:refusal.unknownOption', params: { option: issue.keys[0] } };
  if (issue && issue.path.length > 0) return { key: 'shell:refusal.badOption', params: { option: issue.path.map(String).join('.') } };
  return { key: 'shell:refusal.notOptions' };
}
