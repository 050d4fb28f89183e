/**
 * The `smugglers` command's dispatcher, apart from the process it runs in
 * (main.ts is the entry that hands it process.argv and the real streams), so
 * that tests run it whole: parsing, `--help`, the commands and the way errors
 * are told.
 *
 * stdout carries only a command's result (simulate: exactly one JSON object);
 * progress and errors go to stderr. An error in the command line's shape
 * (UsageError, an unknown option) is told with that command's usage; any other
 * refusal (CliError) in one message. Both exit with code 2.
 *
 * Each command's code loads when that command runs: `serve` starts without the bench's, the simulator's
 * and the sweep's modules (issue #27: the menu within 1 s of npm start).
 */
import { parseArgs } from 'node:util';
import { BENCH_PARTS, type BenchPart } from './bench-parts.js';
import { CliError, UsageError } from './cli-errors.js';
import { DEFAULT_LAN_PORT } from '../server/lan-listener.js';
import { SWEEP_USAGE } from './sweep-usage.js';
import { HINT_USAGE } from './hint-usage.js';

export const SERVE_USAGE = `  smugglers serve [--port N] [--data-dir DIR] [--lan-port N] [--lan-address IP]
      The app in a browser, at http://127.0.0.1:N (default 8737). Saves and settings in DIR (default the app's folder).
      LAN tables listen on --lan-address (default 0.0.0.0) at --lan-port (default 47800) only while one is open.
      --bot-secret HEX (64 hex digits): every new match's bots decide from this secret instead of a new one,
      so that a test can plan the game they will play.
`;

export const SIMULATE_USAGE = `  smugglers simulate --game ID --players N [--seed S] [--games G] [--bots LEVELS] [--rotate] [--trace FILE]
                     [--options JSON]
      Bot-only games, printed as one JSON object. LEVELS: random, easy, normal or hard for every seat (default
      random), or one per seat: hard,normal,normal,normal. --rotate: game g seats that list rotated by g, so that
      every bot plays every seat. --trace: every move as JSON Lines. --options: setup options over the game's
      defaults, as a JSON object ('{"robots":3,"longGame":true}'). Progress goes to stderr.
`;

export const BENCH_USAGE = `  smugglers bench [--quick] [--json FILE] [--only PARTS] [--game IDS]
      The benchmark: a table and JSON on stdout, progress on stderr. --quick runs fewer games.
      --only: some of its parts, comma-separated: ${BENCH_PARTS.join(', ')}.
      --game: the per-game parts (games, bots, phone) for these games only, comma-separated ids.
`;

const USAGES: Record<string, string> = { serve: SERVE_USAGE, simulate: SIMULATE_USAGE, bench: BENCH_USAGE, sweep: SWEEP_USAGE, hint: HINT_USAGE };

export const USAGE = `Usage:
${SERVE_USAGE}${SIMULATE_USAGE}${BENCH_USAGE}${SWEEP_USAGE}${HINT_USAGE}  smugglers COMMAND --help      the usage of one command
`;

/** The usage of one command, or of all when there is no such command. */
export function usageOf(command: string | undefined): string {
  const one = command === undefined ? undefined : USAGES[command];
  return one === undefined ? USAGE : `Usage:\n${one}`;
}

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** The built renderer (serve and bench). */
  rendererDir: string;
  /** simulate prints its progress at most this often, ms (default 2000). */
  progressEveryMs?: number;
  signal?: AbortSignal;
}

const DEFAULT_PROGRESS_EVERY_MS = 2000;

/** --only's list of bench parts. */
export function benchParts(value: string): BenchPart[] {
  const parts = value.split(',').map((part) => part.trim()).filter(Boolean);
  const unknown = parts.filter((part) => !(BENCH_PARTS as readonly string[]).includes(part));
  if (parts.length === 0 || unknown.length > 0) {
    throw new UsageError(`--only takes bench parts, comma-separated (${BENCH_PARTS.join(', ')}), not "${unknown.join(',') || value}".`);
  }
  return parts as BenchPart[];
}

/** --game's list of game ids (the bench checks them against the games it knows). */
export function benchGameIds(value: string): string[] {
  const ids = value.split(',').map((id) => id.trim()).filter(Boolean);
  if (ids.length === 0) throw new UsageError('--game takes game ids, comma-separated.');
  return ids;
}

function integer(value: string | undefined, flag: string, fallback?: number): number {
  if (value === undefined) {
    if (fallback !== undefined) return fallback;
    throw new UsageError(`${flag} is required.`);
  }
  if (!/^\d+$/.test(value)) throw new CliError(`${flag} must be a whole number, not "${value}".`);
  return Number(value);
}

/** A flag's value read as a JSON object. */
function jsonObject(value: string, flag: string): Record<string, unknown> {
  let read: unknown;
  try {
    read = JSON.parse(value);
  } catch {
    throw new CliError(`${flag} must be a JSON object, such as '{"robots":3}', not ${value}.`);
  }
  if (typeof read !== 'object' || read === null || Array.isArray(read)) throw new CliError(`${flag} must be a JSON object, such as '{"robots":3}', not ${value}.`);
  return read as Record<string, unknown>;
}

function wantsHelp(args: readonly string[]): boolean {
  return args.includes('--help') || args.includes('-h');
}

/** Runs Node's parseArgs, its refusals (an unknown option, a missing value) as UsageErrors. */
function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw new UsageError((error as Error).message);
    throw error;
  }
}

/** Runs one command line; the exit code, or -1 for a command that keeps running (serve). Never exits the process. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    return await runCommand(command, rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`smugglers: ${error.message}\n\n${usageOf(command)}`);
      return 2;
    }
    if (error instanceof CliError) {
      io.stderr(`smugglers: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

async function runCommand(command: string | undefined, rest: string[], io: CliIo): Promise<number> {
  if (command !== undefined && command in USAGES && wantsHelp(rest)) {
    io.stdout(usageOf(command));
    return 0;
  }
  switch (command) {
    case 'serve': {
      const { values } = parsed(() =>
        parseArgs({
          args: rest,
          options: {
            port: { type: 'string' },
            'data-dir': { type: 'string' },
            renderer: { type: 'string' },
            'lan-port': { type: 'string' },
            'lan-address': { type: 'string' },
            'bot-secret': { type: 'string' },
          },
        }),
      );
      const { serve } = await import('./serve.js');
      await serve({
        botSecret: values['bot-secret'],
        port: integer(values.port, '--port', 8737),
        lanPort: integer(values['lan-port'], '--lan-port', DEFAULT_LAN_PORT),
        lanAddress: values['lan-address'] ?? '0.0.0.0',
        dataDir: values['data-dir'],
        rendererDir: values.renderer ?? io.rendererDir,
      });
      return -1; // keeps running
    }
    case 'simulate': {
      const { values } = parsed(() =>
        parseArgs({
          args: rest,
          options: {
            game: { type: 'string' },
            players: { type: 'string' },
            seed: { type: 'string' },
            games: { type: 'string' },
            bots: { type: 'string' },
            rotate: { type: 'boolean' },
            trace: { type: 'string' },
            options: { type: 'string' },
          },
        }),
      );
      if (!values.game) throw new UsageError('--game is required.');
      const { checkTraceFile, parseLevels, simulateAsync } = await import('./simulate.js');
      const players = integer(values.players, '--players');
      if (values.trace !== undefined) checkTraceFile(values.trace);
      const games = integer(values.games, '--games', 1);
      const every = io.progressEveryMs ?? DEFAULT_PROGRESS_EVERY_MS;
      let last = performance.now();
      const summary = await simulateAsync({
        game: values.game,
        players,
        seed: integer(values.seed, '--seed', 1),
        games,
        levels: parseLevels(values.bots ?? 'random', players),
        rotate: values.rotate ?? false,
        trace: values.trace,
        ...(values.options === undefined ? {} : { gameOptions: jsonObject(values.options, '--options') }),
        onProgress: (done, total) => {
          const now = performance.now();
          if (now - last < every) return;
          last = now;
          io.stderr(`simulate: ${done}/${total} games\n`);
        },
      });
      io.stdout(JSON.stringify(summary) + '\n');
      return 0;
    }
    case 'bench': {
      const { values } = parsed(() => parseArgs({ args: rest, options: { quick: { type: 'boolean' }, json: { type: 'string' }, only: { type: 'string' }, game: { type: 'string' } } }));
      const only = values.only === undefined ? undefined : benchParts(values.only);
      const benchGames = values.game === undefined ? undefined : benchGameIds(values.game);
      const { runBench } = await import('./bench.js');
      await runBench({ quick: values.quick ?? false, jsonFile: values.json, rendererDir: io.rendererDir, ...(only ? { only } : {}), ...(benchGames ? { games: benchGames } : {}) });
      return 0;
    }
    case 'hint': {
      const { values } = parsed(() => parseArgs({ args: rest, options: { save: { type: 'string' }, seat: { type: 'string' } } }));
      if (!values.save) throw new UsageError('--save is required.');
      const { hintCommand } = await import('./hint.js');
      io.stdout(JSON.stringify(hintCommand(values.save, integer(values.seat, '--seat'))) + '\n');
      return 0;
    }
    case 'sweep': {
      const [{ sweepCommand }, { SweepCancelled }] = await Promise.all([import('./sweep.js'), import('../physics/sweep-runner.js')]);
      try {
        await sweepCommand(rest, { stdout: io.stdout, stderr: io.stderr, signal: io.signal });
      } catch (error) {
        if (!(error instanceof SweepCancelled)) throw error;
        io.stderr('smugglers: the sweep was cancelled; nothing was written.\n');
        return 130;
      }
      return 0;
    }
    case undefined:
    case '--help':
    case '-h':
      io.stdout(USAGE);
      return 0;
    case 'help':
      io.stdout(usageOf(rest[0]));
      return 0;
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}
