/**
 * Prepared saves: a match the engine plays in the test's own process and
 * writes into the host's data folder before the page opens, so that a test
 * starts at the moment under test (Continue, or Load) instead of playing up
 * to it through the page. The moves are the game's random ones, from a seed:
 * the same save every run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Actor, type AnyGameDefinition, type BotLevel, HOST, type Seat } from '../shared/engine/contract';
import { Rng } from '../shared/engine/rng';
// Types only: the module's runtime brings the host's word catalogues (JSON modules Playwright's loader refuses).
import type { LogEntry, SaveFile } from '../src-main/saves/save-file';

export interface PreparedMatch {
  game: AnyGameDefinition;
  seed: number;
  seats: { name: string; kind: 'human' | 'bot'; level?: BotLevel }[];
  /** The moment: the first move whose events this holds for (say, the one that ends a night)… */
  moment: (events: readonly unknown[]) => boolean;
  /** …and how many moves before it the save stops, for the test to play through the page. */
  movesBefore: number;
}

/**
 * Plays `match` to `movesBefore` moves before its moment and writes its save; the state it stopped at.
 * What the host decides (a roll) it works out as the host does (performHostTask: the same physics), and
 * logs as the host's move.
 */
export async function writePreparedSave<S>(dataDir: string, match: PreparedMatch): Promise<S> {
  const { game, seed, seats } = match;
  const options = game.defaultOptions(seats.length);
  const setup = game.setup(seed, seats.length, options);
  if (!setup.ok) throw new Error(`${game.meta.id} does not set up: ${setup.problem.key}`);
  const rng = Rng.fromSeed(seed);
  // Every state on the way, so that the save can stop `movesBefore` moves short of the moment.
  const states: unknown[] = [setup.state];
  const log: LogEntry[] = [];
  for (let reached = false; !reached; ) {
    const state = states[states.length - 1];
    if (log.length > 10_000 || game.result(state) !== null) throw new Error(`${game.meta.id} never reached the prepared moment`);
    const task = game.activeSeats(state).length === 0 ? game.hostTask?.(state) : null;
    const actor: Actor = task ? HOST : (game.activeSeats(state)[0] as Seat);
    const move = task && game.performHostTask ? await game.performHostTask(task) : game.randomMove(state, actor as Seat, rng);
    const applied = move === null ? null : game.applyMove(state, actor, move);
    if (!applied?.ok) throw new Error(`${game.meta.id}: ${String(actor)} has no move the rules take`);
    reached = match.moment(applied.events);
    log.push({ actor, move });
    states.push(applied.state);
  }
  const kept = Math.max(0, log.length - 1 - match.movesBefore);
  log.length = kept;
  const state = states[kept];
  writeSave(dataDir, { game, seed, seats, options, log, state });
  return state as S;
}

/** A match's save as the host writes it: its table, its log and the state the log leads to (finished when it has a result). */
export function writeSave(
  dataDir: string,
  { game, seed, seats, options, log, state }: Pick<PreparedMatch, 'game' | 'seed' | 'seats'> & { options: unknown; log: LogEntry[]; state: unknown },
): void {
  const now = new Date().toISOString();
  const save: SaveFile = {
    // The type holds these to the host's SAVE_FORMAT and SAVE_FORMAT_VERSION.
    format: 'smugglers-table-save',
    formatVersion: 1,
    matchId: `e2e-prepared-${seed}`,
    game: game.meta.id,
    rulesVersion: game.rulesVersion,
    options,
    seed,
    seats: seats.map(({ name, kind, level }) => ({ name, kind, level: kind === 'bot' ? (level ?? 'normal') : null })),
    createdAt: now,
    updatedAt: now,
    finished: game.result(state) !== null,
    log,
    snapshot: JSON.parse(JSON.stringify(state)) as unknown,
  };
  fs.mkdirSync(path.join(dataDir, 'saves'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'saves', `${save.matchId}.json`), JSON.stringify(save));
}
