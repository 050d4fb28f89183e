import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrebandes } from '../../shared/games/contrebandes/index.js';
import { CliError, parseLevels, simulate } from './simulate.js';

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
});
