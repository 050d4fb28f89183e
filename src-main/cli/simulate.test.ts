import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUp } from '../../shared/engine/set-up.js';
import { HOST } from '../../shared/engine/contract.js';
import { contrebandes } from '../../shared/games/contrebandes/index.js';
import { smugglers2016 } from '../../shared/games/smugglers-2016/index.js';
import { CliError, parseLevels, seatBots, simulate, simulateAsync } from './simulate.js';

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
    let state = setUp(contrebandes, headers[0].seed, 3, headers[0].options);
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
    let state = setUp(smugglers2016, header.seed, 2, header.options);
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

  it('plays other games for neighbouring seeds', () => {
    // deriveSeed once XORed the run's seed with the game number: seeds 2 and 3 then played the same four games.
    const run = (seed: number) => simulate({ game: 'contrebandes', players: 3, seed, games: 4, levels: parseLevels('random', 3) });
    const { elapsedMs: _a, seed: _s2, ...two } = run(2);
    const { elapsedMs: _b, seed: _s3, ...three } = run(3);
    expect(three).not.toEqual(two);
  });

  it('plays with setup options over the defaults, and refuses options the game does not take', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-trace-')), 'trace.jsonl');
    const base = { game: 'schmuggler-an-bord', players: 3, seed: 2, games: 1, levels: parseLevels('random', 3) };
    simulate({ ...base, trace: file, gameOptions: { firstPlayer: 2 } });
    const header = JSON.parse(fs.readFileSync(file, 'utf8').split('\n')[0] as string);
    expect(header.options).toEqual({ openHistory: false, firstPlayer: 2 });
    expect(() => simulate({ ...base, gameOptions: { firstPlayer: 'me' } })).toThrow(CliError);
    expect(() => simulate({ ...base, gameOptions: { dice: 2 } })).toThrow('--options are not valid for Schmuggler an Bord');
    // The schema takes seat 5, but this table has 3 seats: the setup says so.
    expect(() => simulate({ ...base, gameOptions: { firstPlayer: 5 } })).toThrow(CliError);
    // A new game's own rule for the seat count: 2 players of Insel der Schmuggler add at most 2 rocks.
    const insel = { game: 'insel-der-schmuggler', players: 2, seed: 2, games: 1, levels: parseLevels('random', 2) };
    expect(() => simulate({ ...insel, gameOptions: { rocks: 3 } })).toThrow(
      '--options are not valid for Insel der Schmuggler: With 2 players the rock in the strait is one of the box’s 3: the variant adds at most 2 rocks.',
    );
  });

  it('refuses a trace in a missing folder before playing any game', () => {
    const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-trace-')), 'missing');
    const options = { game: 'contrebandes', players: 3, seed: 1, games: 1, levels: parseLevels('random', 3), trace: path.join(folder, 't.jsonl') };
    expect(() => simulate(options)).toThrow(CliError);
    expect(() => simulate(options)).toThrow(`The folder ${folder} for --trace does not exist.`);
  });

  it('with rotate, seats the bots rotated game by game and counts wins per bot as well as per seat', () => {
    expect([0, 1, 2, 3].map((g) => seatBots(3, g, true))).toEqual([
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
      [0, 1, 2],
    ]);
    expect(seatBots(3, 1, false)).toEqual([0, 1, 2]);

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-trace-')), 'trace.jsonl');
    const levels = parseLevels('easy,random,random', 3);
    const summary = simulate({ game: 'contrebandes', players: 3, seed: 6, games: 6, levels, rotate: true, trace: file });
    expect(summary.rotate).toBe(true);
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    const headers = lines.filter((line) => line.type === 'header');
    const results = lines.filter((line) => line.type === 'result');
    // Game 1: seat 0 plays the second bot of the list, seat 2 the first.
    expect(headers[1].seats).toEqual([
      { seat: 0, player: 'random', bot: 1 },
      { seat: 1, player: 'random', bot: 2 },
      { seat: 2, player: 'easy', bot: 0 },
    ]);
    // The easy bot sat at every seat twice.
    const easySeats = headers.map((header) => header.seats.findIndex((seat: { bot: number }) => seat.bot === 0));
    expect(easySeats).toEqual([0, 2, 1, 0, 2, 1]);

    // The counts per bot and per seat, recomputed from the trace.
    const bySeat = [0, 0, 0];
    const byBot = [0, 0, 0];
    const scoreByBot = [0, 0, 0];
    results.forEach((line, g) => {
      for (const seat of line.result.winners as number[]) {
        bySeat[seat]! += 1;
        byBot[headers[g].seats[seat].bot]! += 1;
      }
      (line.result.scores as number[]).forEach((score, seat) => (scoreByBot[headers[g].seats[seat].bot]! += score));
    });
    expect(summary.winsBySeat).toEqual(bySeat);
    expect(summary.winsByBot).toEqual(byBot);
    expect(summary.meanScoreByBot).toEqual(scoreByBot.map((total) => Math.round((total / 6) * 100) / 100));

    // Game 0 of a rotated run is game 0 of a plain one; without rotate, bots are seats.
    const plain = simulate({ game: 'contrebandes', players: 3, seed: 6, games: 1, levels });
    const rotatedFirst = simulate({ game: 'contrebandes', players: 3, seed: 6, games: 1, levels, rotate: true });
    expect(rotatedFirst.winsByBot).toEqual(plain.winsBySeat);
    expect(plain.winsByBot).toEqual(plain.winsBySeat);
    expect(plain.meanScoreByBot).toEqual(plain.meanScoreBySeat);
  });

  it('simulateAsync plays games without host tasks exactly as simulate does', async () => {
    const options = { game: 'contrebandes', players: 3, seed: 8, games: 2, levels: parseLevels('easy', 3) };
    const { elapsedMs: _a, ...sync } = simulate(options);
    const { elapsedMs: _b, ...viaAsync } = await simulateAsync(options);
    expect(viaAsync).toEqual(sync);
  });
});
