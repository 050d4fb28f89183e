/**
 * The `smugglers` command (plain Node, no Electron):
 *   smugglers serve     the headless host: the app in a browser
 *   smugglers simulate  bot-only games, printed as one JSON object
 *   smugglers bench     the benchmark (table and JSON)
 *   smugglers sweep     the physics sandbox's batch study: pass rates of spheres against holes, as CSV
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runBench } from './bench.js';
import { CliError, parseLevels, simulateAsync } from './simulate.js';
import { DEFAULT_LAN_PORT } from '../server/lan-listener.js';
import { serve } from './serve.js';
import { SweepCancelled } from '../physics/sweep-runner.js';
import { SWEEP_USAGE, sweepCommand } from './sweep.js';

const USAGE = `Usage:
  smugglers serve [--port N] [--data-dir DIR] [--lan-port N] [--lan-address IP]
      LAN tables listen on --lan-address (default 0.0.0.0) at --lan-port (default 47800) only while one is open.
  smugglers simulate --game ID --players N --seed S --games G --bots LEVELS [--trace FILE]
      LEVELS: random, easy, normal or hard for every seat, or one per seat: hard,normal,normal,normal
  smugglers bench [--quick] [--json FILE]
${SWEEP_USAGE}`;

/** The built renderer, next to this bundle (out/main → out/renderer). */
export function rendererDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'renderer');
}

function integer(value: string | undefined, flag: string, fallback?: number): number {
  if (value === undefined) {
    if (fallback !== undefined) return fallback;
    throw new CliError(`${flag} is required.`);
  }
  if (!/^\d+$/.test(value)) throw new CliError(`${flag} must be a whole number, not "${value}".`);
  return Number(value);
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve': {
      const { values } = parseArgs({
        args: rest,
        options: {
          port: { type: 'string' },
          'data-dir': { type: 'string' },
          renderer: { type: 'string' },
          'lan-port': { type: 'string' },
          'lan-address': { type: 'string' },
        },
      });
      await serve({
        port: integer(values.port, '--port', 8737),
        lanPort: integer(values['lan-port'], '--lan-port', DEFAULT_LAN_PORT),
        lanAddress: values['lan-address'] ?? '0.0.0.0',
        dataDir: values['data-dir'],
        rendererDir: values.renderer ?? rendererDir(),
      });
      return -1; // keeps running
    }
    case 'simulate': {
      const { values } = parseArgs({
        args: rest,
        options: {
          game: { type: 'string' },
          players: { type: 'string' },
          seed: { type: 'string' },
          games: { type: 'string' },
          bots: { type: 'string' },
          trace: { type: 'string' },
        },
      });
      if (!values.game) throw new CliError('--game is required.');
      const players = integer(values.players, '--players');
      const summary = await simulateAsync({
        game: values.game,
        players,
        seed: integer(values.seed, '--seed', 1),
        games: integer(values.games, '--games', 1),
        levels: parseLevels(values.bots ?? 'random', players),
        trace: values.trace,
      });
      process.stdout.write(JSON.stringify(summary) + '\n');
      return 0;
    }
    case 'bench': {
      const { values } = parseArgs({ args: rest, options: { quick: { type: 'boolean' }, json: { type: 'string' } } });
      await runBench({ quick: values.quick ?? false, jsonFile: values.json, rendererDir: rendererDir() });
      return 0;
    }
    case 'sweep': {
      const controller = new AbortController();
      const cancel = (): void => controller.abort();
      process.once('SIGINT', cancel);
      try {
        await sweepCommand(rest, {
          stdout: (text) => process.stdout.write(text),
          stderr: (text) => process.stderr.write(text),
          signal: controller.signal,
        });
      } catch (error) {
        if (!(error instanceof SweepCancelled)) throw error;
        process.stderr.write('smugglers: the sweep was cancelled; nothing was written.\n');
        return 130;
      } finally {
        process.off('SIGINT', cancel);
      }
      return 0;
    }
    case undefined:
    case 'help':
    case '--help':
      process.stdout.write(USAGE);
      return 0;
    default:
      throw new CliError(`Unknown command "${command}".`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (error: unknown) => {
    if (error instanceof CliError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`smugglers: ${(error as Error).message}\n\n${USAGE}`);
      process.exit(2);
    }
    process.stderr.write(`smugglers: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
