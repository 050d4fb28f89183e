import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOST } from '../../shared/engine/contract.js';
import { contrebandes } from '../../shared/games/contrebandes/index.js';
import { smugglers2016 } from '../../shared/games/smugglers-2016/index.js';
import { CliError, parseLevels, simulate, simulateAsync } from './simulate.js';

describe('smugglers simulate', () => {
  it('repeats exactly from its seed', () => {
    const run = () => simulate({ game: 'contrebandes', players: 4, seed: 12, games: 5, levels: parseLevels('easy', 4) });
    const { elapsedMs: _a, ...first } = run();
    const { elapsedMs: _b, ...second } = run();
    expect(second).toEqual(first);
    expect(first.winsBySeat.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5);
    expect(first.movesPerGame).toBeGreaterThan(50);
  });

  it('writes a trace whose moves replay to the recorded states and result', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-trace-')), 'trace.jsonl');
    simulate({ game: 'contrebandes', players: 3, seed: 4, games: 2, levels: parseLevels('random,easy,easy', 3), trace: file });
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    const headers = lines.filter((line) => line.type === 'header');
    expect(headers).toHaveLength(2);
    expect(headers[0]).toMatchObject({ game: 'contrebandes', rulesVersion: 1, gameIndex: 0 });

    // Replay game 0 from its header: every recorded state follows from the recorded move.
    let state = contrebandes.setup(headers[0].seed, 3, headers[0].options);
    const firstResult = lines.findIndex((line) => line.type === 'result');
    for (const line of lines.slice(1, firstResult)) {
      const applied = contrebandes.applyMove(state, line.seat, line.move);
      expect(applied.ok).toBe(true);
      if (applied.ok) state = applied.state;
      expect(state).toEqual(line.state);
    }
    expect(lines[firstResult].result).toEqual(contrebandes.result(state));
  });

  it('explains bad arguments', () => {
    expect(() => parseLevels('genius', 4)).toThrow(CliError);
    expect(() => parseLevels('easy,hard', 4)).toThrow(/2 levels for 4 players/);
    expect(() => simulate({ game: 'chess', players: 4, seed: 1, games: 1, levels: parseLevels('easy', 4) })).toThrow(/Unknown game/);
    expect(() => simulate({ game: 'contrebandes', players: 7, seed: 1, games: 1, levels: parseLevels('easy', 7) })).toThrow(/3 to 5 players/);
  });

  it('plays games with host tasks (physics rolls) through simulateAsync, with HOST moves in the trace', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-trace-')), 'trace.jsonl');
    const options = { game: 'smugglers-2016', definition: smugglers2016, players: 2, seed: 3, games: 1, levels: parseLevels('hard,normal', 2), trace: file };
    expect(() => simulate(options)).toThrow(/simulateAsync/);
    const summary = await simulateAsync(options);
    expect(summary).toMatchObject({ game: 'smugglers-2016', games: 1, players: 2 });
    expect(summary.winsBySeat.reduce((a, b) => a + b, 0)).toBe(1);
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    const header = lines[0];
    let state = smugglers2016.setup(header.seed, 2, header.options);
    const moves = lines.filter((line) => line.type === 'move');
    expect(moves.some((line) => line.seat === HOST)).toBe(true);
    for (const line of moves) {
      const applied = smugglers2016.applyMove(state, line.seat, line.move);
      expect(applied.ok).toBe(true);
      if (applied.ok) state = applied.state;
      expect(state).toEqual(line.state);
    }
    expect(lines.at(-1).result).toEqual(smugglers2016.result(state));
  }, 60_000);

  it('simulateAsync plays games without host tasks exactly as simulate does', async () => {
    const options = { game: 'contrebandes', players: 3, seed: 8, games: 2, levels: parseLevels('easy', 3) };
    const { elapsedMs: _a, ...sync } = simulate(options);
    const { elapsedMs: _b, ...viaAsync } = await simulateAsync(options);
    expect(viaAsync).toEqual(sync);
  });
});
