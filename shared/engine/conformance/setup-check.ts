/**
 * The conformance check of setup (contract.ts, GameDefinition.setup): a table
 * the game does not support is refused with a message, never a throw, and the
 * same whatever the seed; the tables it supports are set up. The bad tables
 * are made up from the game's own defaults, so every game gets them: seat
 * counts out of its range or not whole, options that are not an object, an
 * option it does not have, and each of its options in turn of the wrong type
 * or, for a number, out of any range (negative, a fraction, huge). The kit
 * adds what only the game knows (ConformanceKit.refusedTables). Test code only.
 */
import type { SetupResult } from '../contract.js';
import { attempt } from './attempt.js';
import { jsonProblem, show } from './json.js';
import type { AnyConformanceKit, ConformanceCheck, RefusedTable } from './kit.js';
import { expectRefusalMessage } from './message.js';

/** Two seeds: a refusal must not depend on the seed. */
const SEEDS = [0x5eed, 7];

export const setupCheck: ConformanceCheck = {
  name: 'setup: bad seat counts and options are refused with a message, never a throw; the supported tables are set up',
  run(kit) {
    const { game } = kit;
    const id = game.meta.id;
    for (const table of goodTables(kit)) {
      for (const seed of SEEDS) {
        const at = `${id}: setup of ${table.label} (seed ${seed})`;
        const setup = attempt(at, () => game.setup(seed, table.seats, table.options) as SetupResult<unknown>);
        if (!setup.ok) throw new Error(`${at} is refused (${show(setup.problem)}): ${show(table.options)}`);
      }
    }
    for (const table of [...badTables(kit), ...(kit.refusedTables ?? [])]) {
      const at = `${id}: setup with ${table.label} (${table.seats} seats, ${show(table.options)})`;
      const [first, second] = SEEDS.map((seed) => attempt(at, () => game.setup(seed, table.seats, table.options) as SetupResult<unknown>));
      if (first?.ok !== false || second?.ok !== false) throw new Error(`${at} is set up, not refused`);
      expectRefusalMessage(first.problem, at, id);
      const problem = jsonProblem(first.problem);
      if (problem) throw new Error(`${at}: the refusal is not plain JSON: ${problem}`);
      if (JSON.stringify(first.problem) !== JSON.stringify(second.problem)) throw new Error(`${at}: the refusal changes with the seed`);
    }
  },
};

/** Every seat count with its default options, and the kit's tables. */
function goodTables(kit: AnyConformanceKit): RefusedTable[] {
  const { game } = kit;
  const tables: RefusedTable[] = [];
  for (let seats = game.meta.minPlayers; seats <= game.meta.maxPlayers; seats++) tables.push({ label: `the default options for ${seats} seats`, seats, options: game.defaultOptions(seats) });
  (kit.tables ?? []).forEach((table, index) => tables.push({ label: `table ${index} of the kit`, ...table }));
  return tables;
}

/** Tables no game supports, made up from its defaults. */
export function badTables(kit: AnyConformanceKit): RefusedTable[] {
  const { minPlayers, maxPlayers } = kit.game.meta;
  const seats = maxPlayers;
  const defaults = kit.game.defaultOptions(seats) as unknown;
  const tables: RefusedTable[] = [];
  for (const count of [minPlayers - 1, maxPlayers + 1, 0, -1, minPlayers + 0.5, Number.NaN]) {
    tables.push({ label: `${count} seats`, seats: count, options: kit.game.defaultOptions(minPlayers) });
  }
  for (const options of [null, undefined, 42, 'options', [], [defaults]]) tables.push({ label: `options that are ${show(options)}`, seats, options });
  if (typeof defaults !== 'object' || defaults === null) return tables;
  tables.push({ label: 'an option the game does not have', seats, options: { ...defaults, noSuchOption: true } });
  for (const [name, value] of Object.entries(defaults)) {
    for (const wrong of wrongValues(value)) tables.push({ label: `the option ${name} as ${show(wrong)}`, seats, options: { ...defaults, [name]: wrong } });
  }
  return tables;
}

/** Values an option that holds `value` by default cannot take: another type, or a number out of any range. */
function wrongValues(value: unknown): unknown[] {
  switch (typeof value) {
    case 'number':
      return [String(value), true, {}, -1, 0.5, 1e9];
    case 'string':
      return [7, false, [value]];
    case 'boolean':
      return ['yes', 1, null];
    default:
      // null (a choice left to the seed, as a first player) or an object: neither text nor a list.
      return value === null ? ['none', [], true] : ['none', 7];
  }
}
