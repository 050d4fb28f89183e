import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hintFor } from '../../shared/engine/hint.js';
import { smugglers2025 } from '../../shared/games/smugglers-2025/index.js';
import { Match } from '../host/match.js';
import { runCli } from './commands.js';

/** Runs a command line through the CLI's dispatcher, as main.ts does, with stdout and stderr kept apart. */
async function cli(argv: string[], progressEveryMs?: number) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const rendererDir = path.join(os.tmpdir(), 'smugglers-no-renderer-here');
  const code = await runCli(argv, { stdout: (text) => stdout.push(text), stderr: (text) => stderr.push(text), rendererDir, progressEveryMs });
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
}

describe('the smugglers command', () => {
  it('simulate prints exactly one JSON object on stdout, and its progress on stderr', async () => {
    const run = await cli(['simulate', '--game', 'contrebandes', '--players', '3', '--seed', '5', '--games', '3', '--bots', 'random'], 0);
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({ game: 'contrebandes', games: 3, players: 3, seed: 5, rotate: false });
    expect(run.stderr).toContain('simulate: 1/3 games\n');
    expect(run.stderr).toContain('simulate: 3/3 games\n');
  });

  it('answers --help for every command with its usage on stdout, runs nothing and exits 0', async () => {
    const commands: [string[], RegExp][] = [
      [['--help'], /smugglers serve[\s\S]*smugglers simulate[\s\S]*smugglers bench[\s\S]*smugglers sweep/],
      [[], /smugglers serve[\s\S]*smugglers sweep/],
      [['help', 'simulate'], /smugglers simulate/],
      [['serve', '--help'], /^Usage:\n {2}smugglers serve \[--port N\]/],
      [['simulate', '--help'], /^Usage:\n {2}smugglers simulate --game ID[\s\S]*--rotate/],
      [['bench', '--help'], /^Usage:\n {2}smugglers bench/],
      [['sweep', '--help'], /^Usage:\n {2}smugglers sweep/],
      [['sweep', '-h'], /^Usage:\n {2}smugglers sweep/],
      [['hint', '--help'], /^Usage:\n {2}smugglers hint --save FILE --seat N/],
    ];
    for (const [argv, usage] of commands) {
      // serve would refuse (no built renderer here), simulate and sweep lack their required flags, bench would run for minutes.
      const run = await cli(argv);
      expect(run, argv.join(' ')).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout, argv.join(' ')).toMatch(usage);
    }
    expect((await cli(['serve', '--help'])).stdout).not.toContain('smugglers simulate');
  });

  it('refuses a --trace file in a missing folder before playing, in one line without a stack trace', async () => {
    const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-cli-')), 'missing');
    const run = await cli(['simulate', '--game', 'contrebandes', '--players', '3', '--games', '2', '--trace', path.join(folder, 'trace.jsonl')]);
    expect(run).toEqual({ code: 2, stdout: '', stderr: `smugglers: The folder ${folder} for --trace does not exist.\n` });
  });

  it('takes setup options as a JSON object, and refuses anything else in one line', async () => {
    const run = await cli(['simulate', '--game', 'schmuggler-an-bord', '--players', '3', '--games', '1', '--options', '{"openHistory":true}'], 0);
    expect(JSON.parse(run.stdout)).toMatchObject({ game: 'schmuggler-an-bord', games: 1 });
    for (const options of ['[1]', 'robots=3', '{"openHistory":"yes"}']) {
      const refused = await cli(['simulate', '--game', 'schmuggler-an-bord', '--players', '3', '--options', options]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/^smugglers: --options .*\n$/);
    }
  });

  it('prints the usage after a command line of the wrong shape, and only the message after other refusals', async () => {
    const unknownOption = await cli(['simulate', '--game', 'contrebandes', '--players', '3', '--frobnicate']);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr).toMatch(/^smugglers: .*frobnicate[\s\S]*\n\nUsage:\n {2}smugglers simulate/);
    expect(unknownOption.stderr).not.toContain('smugglers serve');

    const missing = await cli(['simulate', '--players', '3']);
    expect(missing.stderr).toMatch(/^smugglers: --game is required\.\n\nUsage:/);
    const unknownCommand = await cli(['frobnicate']);
    expect(unknownCommand).toMatchObject({ code: 2 });
    expect(unknownCommand.stderr).toMatch(/Unknown command "frobnicate"[\s\S]*smugglers serve[\s\S]*smugglers sweep/);

    const unknownGame = await cli(['simulate', '--game', 'chess', '--players', '3']);
    expect(unknownGame.code).toBe(2);
    expect(unknownGame.stderr).toMatch(/^smugglers: Unknown game "chess"\. Playable: .*\n$/);
    // bench --only names its parts; a wrong one is refused before anything runs.
    const wrongPart = await cli(['bench', '--only', 'start,frobnicate']);
    expect(wrongPart.code).toBe(2);
    expect(wrongPart.stderr).toMatch(/^smugglers: --only takes bench parts, comma-separated \(games, .*\), not "frobnicate"\.\n\nUsage:\n {2}smugglers bench/);
    const notBuilt = await cli(['serve', '--port', '0']);
    expect(notBuilt.code).toBe(2);
    expect(notBuilt.stderr).toMatch(/^smugglers: The app is not built .*\n$/);
    expect(notBuilt.stderr).not.toContain('Usage');
  });

  it("hint prints the hard bot's move for a seat of a saved game and its reason as one JSON object, and refuses in one line", async () => {
    const match = new Match({
      id: 'smugglers-2025-20270301-120000-aaaaaa',
      game: smugglers2025,
      options: smugglers2025.defaultOptions(2),
      seed: 7,
      seats: [
        { name: 'Ann', kind: 'human', level: null },
        { name: 'Ben', kind: 'human', level: null },
      ],
      createdAt: '2027-03-01T12:00:00.000Z',
    });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-cli-')), 'game.json');
    fs.writeFileSync(file, JSON.stringify(match.toSaveFile()));
    const run = await cli(['hint', '--save', file, '--seat', '1']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const printed = JSON.parse(run.stdout);
    const expected = hintFor(smugglers2025, match.state, 1);
    expect(expected.ok && { move: expected.hint.move, key: expected.hint.reason.key }).toEqual({ move: printed.move, key: printed.reason.key });
    expect(printed.reason.text).toMatch(/^[A-Z].*\.$/);
    expect(printed.reason.text).not.toContain('{{');

    expect(await cli(['hint', '--save', file, '--seat', '2'])).toEqual({ code: 2, stdout: '', stderr: `smugglers: There is no seat 2 in ${file}: its seats are 0 to 1.\n` });
    const moved = match.apply(1, printed.move);
    expect(moved.ok).toBe(true);
    fs.writeFileSync(file, JSON.stringify(match.toSaveFile()));
    expect((await cli(['hint', '--save', file, '--seat', '1'])).stderr).toBe('smugglers: No hint for seat 1: A hint is for your own decision, and there is none for you to make now.\n');
    fs.writeFileSync(file, '{"format":"smugglers-table-save"');
    expect((await cli(['hint', '--save', file, '--seat', '0'])).stderr).toMatch(/^smugglers: .* cannot be loaded: .*\n$/);
  });
});
