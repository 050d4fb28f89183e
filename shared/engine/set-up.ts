/**
 * A new game where a refused setup is a bug, not a request to answer: in the
 * offline drivers (playGame, the benchmark, the playouts) once the options
 * were checked, and in tests. It throws the refusal's key and parameters.
 * The host, a save's replay and the command line read setup's result
 * themselves and answer a refusal in words.
 */
import { type GameDefinition, describeRefusal } from './contract.js';

export function setUp<S, O>(game: Pick<GameDefinition<S, unknown, unknown, unknown, O>, 'meta' | 'setup'>, seed: number, seats: number, options: O): S {
  const setup = game.setup(seed, seats, options);
  if (!setup.ok) throw new Error(`${game.meta.id}: no game for ${seats} seats with ${JSON.stringify(options)} (${describeRefusal(setup.problem)}).`);
  return setup.state;
}
