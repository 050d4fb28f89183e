/**
 * `smugglers simulate`: bot-only games, in this process, repeatable from the
 * seed. Game g of a run is set up with deriveSeed(seed, g). Games whose
 * outcomes the host computes (a physics roll) are played by simulateAsync,
 * which runs their host tasks; the others by the synchronous simulate.
 *
 * With `rotate`, game g seats the bots of the list rotated by g (seat s plays
 * bot (s + g) mod n), so that every bot plays every seat equally often over n
 * games: wins and scores are counted per seat and per bot (its place in the
 * list).
 */
import fs from 'node:fs';
import path from 'node:path';
import { type AnyGameDefinition, BOT_LEVELS, type BotLevel, type GameResult } from '../../shared/engine/contract.js';
import { type Player, type PlayedGame, hasHostTasks, playGame, playGameAsync } from '../../shared/engine/play.js';
import { deriveSeed } from '../../shared/engine/rng.js';
import { gameById, games } from '../../shared/games/index.js';
import { inEnglish } from '../words/host-words.js';
import { CliError } from './cli-errors.js';

export type SeatLevel = BotLevel | 'random';

export interface SimulateOptions {
  game: string;
  players: number;
  seed: number;
  games: number;
  levels: SeatLevel[];
  trace?: string;
  /** Game g seats the bots rotated by g: seat s plays levels[(s + g) % players]. */
  rotate?: boolean;
  /** Called after every game (the CLI prints progress from it). */
  onProgress?: (done: number, total: number) => void;
  /** Setup options over the game's defaults for the seat count (`--options '{"robots":3}'`); checked by the game's schema. */
  gameOptions?: Record<string, unknown>;
  /** Plays this definition instead of the registered game of that id (tests of a game not yet registered). */
  definition?: AnyGameDefinition;
}

export interface SimulateSummary {
  game: string;
  games: number;
  players: number;
  levels: SeatLevel[];
  seed: number;
  rotate: boolean;
  /** Wins of each seat (a shared win counts for each winner). */
  winsBySeat: number[];
  meanScoreBySeat: number[];
  /** Wins of each bot, by its place in `levels` (the same as by seat unless the seats rotate). */
  winsByBot: number[];
  meanScoreByBot: number[];
  movesPerGame: number;
  elapsedMs: number;
}

export { CliError, UsageError } from './cli-errors.js';

/** The seat assignment of game g: seat s plays bot botOfSeat[s] (an index into the levels). */
export function seatBots(players: number, g: number, rotate: boolean): number[] {
  return Array.from({ length: players }, (_, seat) => (rotate ? (seat + g) % players : seat));
}

/** Refuses a --trace file that cannot be written (a missing folder, a folder given as the file) before any game is played. */
export function checkTraceFile(file: string): void {
  const folder = path.dirname(path.resolve(file));
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) throw new CliError(`The folder ${folder} for --trace does not exist.`);
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) throw new CliError(`--trace ${file} is a folder; give a file name.`);
}

function openTrace(file: string): number {
  checkTraceFile(file);
  try {
    return fs.openSync(file, 'w');
  } catch (error) {
    throw new CliError(`Cannot write the trace to ${file}: ${(error as Error).message}.`);
  }
}

/** Reads "hard" (every seat) or "hard,normal,normal" (one per seat). */
export function parseLevels(text: string, players: number): SeatLevel[] {
  const known: SeatLevel[] = ['random', ...BOT_LEVELS];
  const parts = text.split(',').map((part) => part.trim());
  for (const part of parts) {
    if (!known.includes(part as SeatLevel)) throw new CliError(`Unknown bot level "${part}": use ${known.join(', ')}.`);
  }
  if (parts.length === 1) return new Array<SeatLevel>(players).fill(parts[0] as SeatLevel);
  if (parts.length !== players) throw new CliError(`--bots lists ${parts.length} levels for ${players} players.`);
  return parts as SeatLevel[];
}

/** Plays a run synchronously: for games without host tasks (simulateAsync takes the others). */
export function simulate(options: SimulateOptions): SimulateSummary {
  const game = checkedGame(options);
  if (hasHostTasks(game)) throw new CliError(`${game.meta.title} needs the host to compute its rolls: use simulateAsync.`);
  const runner = startRun(options, game);
  try {
    for (let g = 0; g < options.games; g++) {
      const { seed, players, gameOptions, onMove } = runner.begin(g);
      runner.end(g, playGame(game, seed, players, gameOptions, { onMove }));
    }
  } finally {
    runner.close();
  }
  return runner.summary();
}

/** Plays a run, awaiting the host tasks (physics rolls) of games that have them; other games play as in simulate. */
export async function simulateAsync(options: SimulateOptions): Promise<SimulateSummary> {
  const game = checkedGame(options);
  if (!hasHostTasks(game)) return simulate(options);
  const runner = startRun(options, game);
  try {
    for (let g = 0; g < options.games; g++) {
      const { seed, players, gameOptions, onMove } = runner.begin(g);
      runner.end(g, await playGameAsync(game, seed, players, gameOptions, { onMove }));
    }
  } finally {
    runner.close();
  }
  return runner.summary();
}

function checkedGame(options: SimulateOptions): AnyGameDefinition {
  const game = options.definition ?? gameById(options.game);
  if (!game) throw new CliError(`Unknown game "${options.game}". Playable: ${Object.keys(games).join(', ')}.`);
  if (options.players < game.meta.minPlayers || options.players > game.meta.maxPlayers) {
    throw new CliError(`${game.meta.title} is played by ${game.meta.minPlayers} to ${game.meta.maxPlayers} players.`);
  }
  if (!Number.isInteger(options.games) || options.games < 1) throw new CliError('--games must be a positive whole number.');
  optionsFor(game, options);
  return game;
}

/** The game's defaults for the seat count with `gameOptions` over them, as its schema accepts them. */
function optionsFor(game: AnyGameDefinition, options: SimulateOptions): unknown {
  const merged: unknown = { ...(game.defaultOptions(options.players) as object), ...options.gameOptions };
  const checked = game.optionsSchema.safeParse(merged);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new CliError(`--options are not valid for ${game.meta.title}: ${issue ? `${issue.path.join('.') || 'options'}: ${issue.message}` : 'refused'}.`);
  }
  // The seat count may rule options out (too few robots for a solo game): the setup says so.
  const setup = game.setup(1, options.players, checked.data);
  if (!setup.ok) throw new CliError(`--options are not valid for ${game.meta.title}: ${inEnglish(setup.problem)}`);
  // A new game's own rule for its seat count (Insel der Schmuggler: 2 players add at most 2 rocks).
  const problem = game.newGameProblem?.(options.players, checked.data) ?? null;
  if (problem) throw new CliError(`--options are not valid for ${game.meta.title}: ${inEnglish(problem)}`);
  return checked.data;
}

interface Runner {
  begin(g: number): { seed: number; players: Player[]; gameOptions: unknown; onMove: ((applied: { seat: unknown; move: unknown; state: unknown }) => void) | undefined };
  end(g: number, played: PlayedGame): void;
  close(): void;
  summary(): SimulateSummary;
}

/** The bookkeeping of a run: players, trace lines, wins and scores. */
function startRun(options: SimulateOptions, game: AnyGameDefinition): Runner {
  const bots: Player[] = options.levels.map((level) => (level === 'random' ? 'random' : game.bots[level]));
  const rotate = options.rotate ?? false;
  const trace = options.trace ? openTrace(options.trace) : null;
  const write = (line: unknown): void => {
    if (trace !== null) fs.writeSync(trace, JSON.stringify(line) + '\n');
  };
  const wins = new Array<number>(options.players).fill(0);
  const scores = new Array<number>(options.players).fill(0);
  const botWins = new Array<number>(options.players).fill(0);
  const botScores = new Array<number>(options.players).fill(0);
  let seating: number[] = [];
  let moves = 0;
  const started = performance.now();
  return {
    begin(g) {
      const seed = deriveSeed(options.seed, g);
      const gameOptions = optionsFor(game, options);
      seating = seatBots(options.players, g, rotate);
      write({
        type: 'header',
        game: game.meta.id,
        rulesVersion: game.rulesVersion,
        gameIndex: g,
        seed,
        seats: seating.map((bot, seat) => ({ seat, player: options.levels[bot], ...(rotate ? { bot } : {}) })),
        options: gameOptions,
      });
      let index = 0;
      const onMove = trace === null ? undefined : ({ seat, move, state }: { seat: unknown; move: unknown; state: unknown }) => write({ type: 'move', index: index++, seat, move, state });
      return { seed, players: seating.map((bot) => bots[bot] as Player), gameOptions, onMove };
    },
    end(g, played) {
      write({ type: 'result', gameIndex: g, moves: played.moves, result: played.result });
      tally(played.result, (seat) => seat, wins, scores);
      tally(played.result, (seat) => seating[seat] as number, botWins, botScores);
      moves += played.moves;
      options.onProgress?.(g + 1, options.games);
    },
    close() {
      if (trace !== null) fs.closeSync(trace);
    },
    summary() {
      return {
        game: game.meta.id,
        games: options.games,
        players: options.players,
        levels: options.levels,
        seed: options.seed,
        rotate,
        winsBySeat: wins,
        meanScoreBySeat: scores.map((total) => round(total / options.games)),
        winsByBot: botWins,
        meanScoreByBot: botScores.map((total) => round(total / options.games)),
        movesPerGame: round(moves / options.games),
        elapsedMs: Math.round(performance.now() - started),
      };
    },
  };
}

/** Adds a game's wins and scores to the counts of whoever `who` says played each seat. */
function tally(result: GameResult, who: (seat: number) => number, wins: number[], scores: number[]): void {
  for (const seat of result.winners) wins[who(seat)] = (wins[who(seat)] as number) + 1;
  result.scores.forEach((score, seat) => (scores[who(seat)] = (scores[who(seat)] as number) + score));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
