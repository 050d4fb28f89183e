/**
 * `smugglers simulate`: bot-only games, in this process, repeatable from the
 * seed. Game g of a run is set up with deriveSeed(seed, g). Games whose
 * outcomes the host computes (a physics roll) are played by simulateAsync,
 * which runs their host tasks; the others by the synchronous simulate.
 */
import fs from 'node:fs';
import { type AnyGameDefinition, BOT_LEVELS, type BotLevel, type GameResult } from '../../shared/engine/contract.js';
import { type Player, type PlayedGame, hasHostTasks, playGame, playGameAsync } from '../../shared/engine/play.js';
import { deriveSeed } from '../../shared/engine/rng.js';
import { gameById, games } from '../../shared/games/index.js';

export type SeatLevel = BotLevel | 'random';

export interface SimulateOptions {
  game: string;
  players: number;
  seed: number;
  games: number;
  levels: SeatLevel[];
  trace?: string;
  /** Plays this definition instead of the registered game of that id (tests of a game not yet registered). */
  definition?: AnyGameDefinition;
}

export interface SimulateSummary {
  game: string;
  games: number;
  players: number;
  levels: SeatLevel[];
  seed: number;
  winsBySeat: number[];
  meanScoreBySeat: number[];
  movesPerGame: number;
  elapsedMs: number;
}

export class CliError extends Error {}

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
      const { seed, gameOptions, onMove } = runner.begin(g);
      runner.end(g, playGame(game, seed, runner.players, gameOptions, { onMove }));
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
      const { seed, gameOptions, onMove } = runner.begin(g);
      runner.end(g, await playGameAsync(game, seed, runner.players, gameOptions, { onMove }));
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
  return game;
}

interface Runner {
  players: Player[];
  begin(g: number): { seed: number; gameOptions: unknown; onMove: ((applied: { seat: unknown; move: unknown; state: unknown }) => void) | undefined };
  end(g: number, played: PlayedGame): void;
  close(): void;
  summary(): SimulateSummary;
}

/** The bookkeeping of a run: players, trace lines, wins and scores. */
function startRun(options: SimulateOptions, game: AnyGameDefinition): Runner {
  const players: Player[] = options.levels.map((level) => (level === 'random' ? 'random' : game.bots[level]));
  const trace = options.trace ? fs.openSync(options.trace, 'w') : null;
  const write = (line: unknown): void => {
    if (trace !== null) fs.writeSync(trace, JSON.stringify(line) + '\n');
  };
  const wins = new Array<number>(options.players).fill(0);
  const scores = new Array<number>(options.players).fill(0);
  let moves = 0;
  const started = performance.now();
  return {
    players,
    begin(g) {
      const seed = deriveSeed(options.seed, g);
      const gameOptions = game.defaultOptions(options.players);
      write({
        type: 'header',
        game: game.meta.id,
        rulesVersion: game.rulesVersion,
        gameIndex: g,
        seed,
        seats: options.levels.map((level, seat) => ({ seat, player: level })),
        options: gameOptions,
      });
      let index = 0;
      const onMove = trace === null ? undefined : ({ seat, move, state }: { seat: unknown; move: unknown; state: unknown }) => write({ type: 'move', index: index++, seat, move, state });
      return { seed, gameOptions, onMove };
    },
    end(g, played) {
      write({ type: 'result', gameIndex: g, moves: played.moves, result: played.result });
      tally(played.result, wins, scores);
      moves += played.moves;
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
        winsBySeat: wins,
        meanScoreBySeat: scores.map((total) => round(total / options.games)),
        movesPerGame: round(moves / options.games),
        elapsedMs: Math.round(performance.now() - started),
      };
    },
  };
}

function tally(result: GameResult, wins: number[], scores: number[]): void {
  for (const seat of result.winners) wins[seat] = (wins[seat] as number) + 1;
  result.scores.forEach((score, seat) => (scores[seat] = (scores[seat] as number) + score));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
