/**
 * `smugglers bench` / `npm run bench`: the project's measurements, printed as a
 * table and as JSON. Speed is measured here, never asserted in tests.
 *
 *  - random playouts per second, per game, on one core;
 *  - bot decision time p50/p95 per difficulty;
 *  - bot-versus-bot win shares over seeded games (both cores, in child processes);
 *  - autosave write time for a typical state;
 *  - opening a replay of a 400-move game, and one step on, through a host connection (bench-replay.ts);
 *  - LAN: a guest's move round trip with 6 clients, and how many tables one host serves (bench-lan.ts);
 *  - the physics sandbox's sweep of 7 holes × 40 sizes × 25 trials on the physics workers (bench-sweep.ts);
 *  - headless host start to menu painted in Chromium;
 *  - the Smugglers (2016) 3D table's frame time and draw calls in headless Chromium, the idle CPU of each
 *    3D screen and the replay lag under a 4× throttled CPU (bench-frames.ts);
 *  - the Insel der Schmuggler bay's frame time while it moves, beside the table's, its draw calls and its
 *    idle CPU (bench-bay-frames.ts);
 *  - what a browser downloads before the menu, as the host sends it (brotli, gzip, uncompressed: bench-transfer.ts),
 *    and all the renderer's assets gzipped;
 *  - a LAN guest's phone on a throttled link: the QR link to a usable join page, tapping Join to his table,
 *    and the bytes before his game's own chunk (bench-phone.ts);
 *  - the bots: each pairing's rotated win share with its 95 % interval at every table size, and the hard
 *    bot's decisions in CPU time (bench-bots.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { BOT_LEVELS, type AnyGameDefinition } from '../../shared/engine/contract.js';
import { type Player, chooseMove, hasHostTasks, playGame, playGameAsync } from '../../shared/engine/play.js';
import { games } from '../../shared/games/index.js';
import { Match } from '../host/match.js';
import { SaveStore } from '../saves/save-store.js';
import { measureBayFrames } from './bench-bay-frames.js';
import { measureHints } from './bench-hints.js';
import { seatZeroTimes } from './bench-seat-zero.js';
import { measureTableFrames } from './bench-frames.js';
import { measureLan } from './bench-lan.js';
import { measurePhone, phoneRows } from './bench-phone.js';
import { botRows, measureBots } from './bench-bots.js';
import { CliError } from './cli-errors.js';
import { cliEntryNear, simulateChild } from './bench-simulate.js';
import { measureRolls } from './bench-physics.js';
import { measureReplay } from './bench-replay.js';
import { measureSweep } from './bench-sweep.js';
import { measurePageTransfer } from './bench-transfer.js';
import { measureMenuPaint } from './bench-start.js';
import { measureTableStarts } from './bench-tables.js';
import type { SimulateSummary } from './simulate.js';

import type { BenchPart } from './bench-parts.js';
export { BENCH_PARTS, type BenchPart } from './bench-parts.js';

export interface BenchOptions {
  quick: boolean;
  jsonFile?: string;
  rendererDir: string;
  /** Only these parts (all when absent). */
  only?: readonly BenchPart[];
  /** The per-game parts (games, bots, phone) only for these games (all when absent). */
  games?: readonly string[];
}

interface Row {
  measure: string;
  value: string;
  target: string;
  ok: boolean | null;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const runSimulate = simulateChild(cliEntryNear(here));

export async function runBench(options: BenchOptions): Promise<void> {
  const rows: Row[] = [];
  const json: Record<string, unknown> = { machine: { cpus: os.availableParallelism(), node: process.version }, quick: options.quick };
  const say = (text: string): void => {
    process.stderr.write(`${text}\n`);
  };
  const want = (part: BenchPart): boolean => options.only === undefined || options.only.includes(part);
  const unknown = (options.games ?? []).filter((id) => !Object.hasOwn(games, id));
  if (unknown.length > 0) throw new CliError(`Unknown game ${unknown.join(', ')} for --game. Known: ${Object.keys(games).join(', ')}.`);

  for (const game of want('games') ? Object.values(games).filter((one) => options.games === undefined || options.games.includes(one.meta.id)) : []) {
    const players = benchPlayers(game);
    say(`${game.meta.id}: random playouts…`);
    const withRolls = hasHostTasks(game);
    // A game whose outcomes the host computes (physics rolls) plays far fewer games a second: time whole bot games instead.
    // Random playouts per second on one core that the game's issue asks for: its manifest says.
    const playoutTarget = game.meta.playoutTarget;
    const playouts = withRolls ? await measureBotGames(game, players, options.quick ? 2 : 6) : measurePlayouts(game, players, options.quick ? 1000 : 3000);
    rows.push({
      measure: withRolls
        ? `${game.meta.id}: a whole bot-only game (${players} normal bots, host rolls included, one core)`
        : `${game.meta.id}: random playouts (${players} players, one core)`,
      value: withRolls ? `${(1000 / playouts.gamesPerSecond).toFixed(0)} ms per game (${playouts.movesPerGame.toFixed(0)} moves)` : `${Math.round(playouts.gamesPerSecond)} games/s`,
      target: playoutTarget === undefined ? '' : `≥ ${playoutTarget} games/s`,
      ok: playoutTarget === undefined ? null : playouts.gamesPerSecond >= playoutTarget,
    });

    const decisions: Record<string, unknown> = {};
    for (const level of BOT_LEVELS) {
      say(`${game.meta.id}: ${level} bot decisions…`);
      const timing = await measureDecisions(game, players, level, options.quick ? 1 : 4);
      decisions[level] = timing;
      rows.push({
        measure: `${game.meta.id}: ${level} bot decision p50 / p95`,
        value: `${timing.p50Ms.toFixed(2)} / ${timing.p95Ms.toFixed(2)} ms (${timing.decisions} decisions)`,
        target: level === 'hard' ? 'p95 < 300 ms' : '',
        ok: level === 'hard' ? timing.p95Ms < 300 : null,
      });
    }

    // The issues ask for 300 seeded games per pairing, seats rotated.
    const gamesPerPairing = options.quick ? 20 : 300;
    const pairings: Record<string, unknown> = {};
    for (const [strong, weak] of [
      ['hard', 'normal'],
      ['normal', 'easy'],
    ] as const) {
      say(`${game.meta.id}: ${strong} vs ${weak}, ${gamesPerPairing} games…`);
      const shares = await measureWinShare(game, players, strong, weak, gamesPerPairing);
      pairings[`${strong}-vs-${weak}`] = shares;
      const equal = 1 / players;
      rows.push({
        measure: `${game.meta.id}: 1 ${strong} vs ${players - 1} ${weak} (${shares.games} games, seats rotated)`,
        value: `${strong} wins ${(shares.strongWinShare * 100).toFixed(1)} % (mean ${shares.strongMeanScore} vs ${shares.weakMeanScore})`,
        target: `> ${(equal * 100).toFixed(0)} % (equal share)`,
        ok: shares.strongWinShare > equal * 1.2,
      });
    }
    json[game.meta.id] = { players, playouts, decisions, pairings };
  }

  // A hint (issue #28): the hard bot's choice from the seat's view and its reason, at each of seat 0's decisions.
  if (want('hints')) {
    const hints: Record<string, unknown> = {};
    for (const game of Object.values(games)) {
      say(`${game.meta.id}: hints…`);
      const timing = await measureHints(game, benchPlayers(game), options.quick ? 1 : 3);
      hints[game.meta.id] = timing;
      rows.push({
        measure: `${game.meta.id}: a hint (hard bot and reason) p50 / p95`,
        value: `${timing.p50Ms.toFixed(2)} / ${timing.p95Ms.toFixed(2)} ms (${timing.hints} hints)`,
        target: 'p95 < 300 ms',
        ok: timing.p95Ms < 300,
      });
    }
    json.hints = hints;
  }

  if (want('autosave')) {
    say('autosave…');
    const autosave = measureAutosave();
    json.autosave = autosave;
    rows.push({
      measure: `autosave of a typical state (${autosave.bytes} bytes)`,
      value: `p50 ${autosave.p50Ms.toFixed(2)} ms, p95 ${autosave.p95Ms.toFixed(2)} ms`,
      target: '< 5 ms',
      ok: autosave.p50Ms < 5,
    });
  }

  if (want('replay')) {
    say('replay: a long game…');
    const replay = await measureReplay(options.quick ? 3 : 10);
    json.replay = replay;
    rows.push({
      measure: `replay: open a ${replay.moves}-move ${replay.game} game, to its first position (host side)`,
      value: `p50 ${replay.openP50Ms.toFixed(1)} ms, max ${replay.openMaxMs.toFixed(1)} ms (≈ ${replay.openAt400Ms.toFixed(0)} ms at 400 moves)`,
      target: '< 1000 ms at 400 moves',
      ok: replay.openAt400Ms < 1000,
    });
    rows.push({
      measure: `replay: one step on, a seat's position (host side, ${replay.moves} steps)`,
      value: `p50 ${replay.stepP50Ms.toFixed(2)} ms, p95 ${replay.stepP95Ms.toFixed(2)} ms`,
      target: 'p95 < 50 ms',
      ok: replay.stepP95Ms < 50,
    });
  }

  if (want('physics')) {
    say('physics: headless rolls…');
    const rolls = await measureRolls(options.quick ? 2000 : 6000);
    json.physics = rolls;
    rows.push({
      measure: `physics: headless rolls (Smugglers 2016, one core, ${rolls.meanFrames.toFixed(0)} frames each)`,
      value: `${rolls.rollsPerSecond.toFixed(0)} rolls/s`,
      target: '≥ 200 rolls/s',
      ok: rolls.rollsPerSecond >= 200,
    });

    say('physics: a sandbox sweep on the physics workers…');
    const sweep = await measureSweep(options.quick);
    json.sweep = sweep;
    rows.push({
      measure: `physics: sandbox sweep, 7 holes × ${options.quick ? '8 sizes × 5' : '40 sizes × 25'} trials (${sweep.trials} trials, ${sweep.rolls} rolls), ${sweep.workers} workers from cold`,
      value: `${(sweep.elapsedMs / 1000).toFixed(1)} s (${sweep.rollsPerSecond.toFixed(0)} rolls/s; ${(sweep.cpuMs / 1000).toFixed(1)} s of CPU)`,
      target: options.quick ? '' : '< 30 s',
      ok: options.quick ? null : sweep.elapsedMs < 30_000,
    });
  }

  if (want('lan')) {
    say('LAN round trips and tables…');
    const lanBench = await measureLan(options.quick);
    json.lan = lanBench;
    const trip = lanBench.roundTrip;
    rows.push({
      measure: `LAN: guest move round trip on loopback (${trip.clients} clients, ${trip.moves} moves)`,
      value: `p50 ${trip.p50Ms.toFixed(2)} ms, p99 ${trip.p99Ms.toFixed(2)} ms`,
      target: '',
      ok: null,
    });
    const busiest = lanBench.capacity.steps.find((step) => step.tables === lanBench.capacity.tables);
    rows.push({
      measure: 'LAN: tables served at once with move p99 < 20 ms (6 clients each)',
      value: `${lanBench.capacity.tables} tables${busiest ? ` (${busiest.clients} clients, p99 ${busiest.p99Ms.toFixed(1)} ms)` : ''}; tried ${lanBench.capacity.steps.map((step) => `${step.tables}: ${step.p99Ms.toFixed(1)} ms`).join(', ')}`,
      target: '',
      ok: null,
    });
  }

  if (want('bundle')) {
    say('renderer bundle…');
    const page = await measurePageTransfer(options.rendererDir);
    const totalGzipBytes = measureAllAssets(options.rendererDir);
    json.bundle = { ...page, totalGzipBytes };
    const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
    rows.push({
      measure: 'what a browser downloads before the menu, as transferred',
      // Gzip is the figure for a phone: browsers offer brotli only over HTTPS or to localhost, not to http://<LAN address>.
      value: `${kb(page.gzipBytes)} gzip (brotli ${kb(page.brotliBytes)}, uncompressed ${kb(page.rawBytes)}; all assets ${(totalGzipBytes / 1024).toFixed(0)} KB gzip)`,
      target: '< 300 KB',
      ok: page.gzipBytes < 300 * 1024,
    });
  }

  if (want('start')) {
    const root = path.resolve(options.rendererDir, '..', '..');
    say('host start to menu painted…');
    const paint = await measureMenuPaint('host', root);
    json.menuPaint = paint;
    rows.push({
      measure: 'headless host start → menu painted in Chromium',
      value: paint.ms === null ? `not measured: ${paint.reason}` : `${paint.ms} ms`,
      target: '< 1500 ms',
      ok: paint.ms === null ? null : paint.ms < 1500,
    });
    say("the README's command (npm start, no display) to menu painted…");
    const readme = await measureMenuPaint('readme', root);
    json.readmeMenuPaint = readme;
    rows.push({
      measure: "the README's command (npm start, headless) → menu painted in Chromium",
      value: readme.ms === null ? `not measured: ${readme.reason}` : `${readme.ms} ms`,
      target: '< 1000 ms',
      ok: readme.ms === null ? null : readme.ms < 1000,
    });
  }

  if (want('tables')) {
    say('Start to a playable table, every game, cold and warm…');
    const starts = await measureTableStarts(options.rendererDir);
    json.tableStarts = starts;
    if ('reason' in starts) rows.push({ measure: 'Start → playable table', value: `not measured: ${starts.reason}`, target: '', ok: null });
    else {
      for (const start of starts) {
        // The bay's cold start is the one the issue sets a target for (#27: it took 19 s on a loaded machine).
        const target = start.game === 'insel-der-schmuggler' ? 5000 : null;
        rows.push({
          measure: `${start.game}: Start → playable table (headless Chromium), cold / warm`,
          value: start.coldMs === null ? `not measured: ${start.reason ?? 'unknown'}` : `${start.coldMs} / ${start.warmMs} ms`,
          target: target === null ? '' : `cold < ${target} ms`,
          ok: target === null || start.coldMs === null ? null : start.coldMs < target,
        });
      }
    }
  }

  // The table's frame time while a ball rolls: the bay's target.
  let tableP95: number | null = null;
  if (want('frames')) {
    say('smugglers-2016: 3D table frames in Chromium…');
    const frames = await measureTableFrames(options.rendererDir, options.quick);
    json.frames = frames;
    tableP95 = frames.rolling?.p95Ms ?? null;
    rows.push({
      measure: 'smugglers-2016: 3D table frame time (headless Chromium, llvmpipe)',
      value:
        frames.p50Ms === null
          ? `not measured: ${frames.reason ?? 'unknown'}`
          : `p50 ${frames.p50Ms} ms, p95 ${frames.p95Ms} ms (${frames.frames} frames, ${frames.drawCalls ?? '?'} draw calls, ${frames.triangles ?? '?'} triangles${drawingNote(frames.drawing)})` +
            (frames.rolling === null
              ? ''
              : `; a ball rolling: p50 ${frames.rolling.p50Ms} ms, p95 ${frames.rolling.p95Ms} ms` +
                (frames.rolling.cpuMsPerFrame == null ? '' : `, ${frames.rolling.cpuMsPerFrame} ms of the browser's CPU per frame`)),
      target: '',
      ok: null,
    });
    // Drawn on demand, a still 3D screen costs next to no CPU (it drew both cores before).
    for (const screen of frames.idle) {
      rows.push({
        measure: `smugglers-2016: idle CPU, ${screen.screen} (headless Chromium)`,
        value: `${screen.cpuPercent} % of one core${screen.frames === null ? '' : `, ${screen.frames} frames drawn`}`,
        target: '< 5 %',
        ok: screen.cpuPercent < 5,
      });
    }
    rows.push({
      measure: 'smugglers-2016: replay lag, CPU throttled 4× (update → replay ended)',
      value:
        frames.replayLag === null
          ? `not measured: ${frames.replayLagReason ?? frames.reason ?? 'unknown'}`
          : `p50 ${frames.replayLag.p50S} s, max ${frames.replayLag.maxS} s (${frames.replayLag.pushes} pushes${frames.replayLagReason === undefined ? '' : `; then ${frames.replayLagReason}`})`,
      target: '',
      ok: null,
    });
  }

  if (want('bay')) {
    say('insel-der-schmuggler: the 3D bay\'s frames in Chromium…');
    const bay = await measureBayFrames(options.rendererDir, options.quick);
    json.bayFrames = bay;
    // Both while something moves (drawn on demand, a still screen draws nothing): the bay playing turns, the table a roll.
    rows.push({
      measure: 'insel-der-schmuggler: 3D bay frame time while it plays turns (headless Chromium, llvmpipe)',
      value:
        bay.moving === null
          ? `not measured: ${bay.reason ?? 'unknown'}`
          : `p50 ${bay.moving.p50Ms} ms, p95 ${bay.moving.p95Ms} ms (${bay.moving.frames} frames, ${bay.drawCalls ?? '?'} draw calls, ${bay.triangles ?? '?'} triangles${drawingNote(bay.drawing)}` +
            (bay.moving.cpuMsPerFrame == null ? ')' : `, ${bay.moving.cpuMsPerFrame} ms of the browser's CPU per frame)`),
      target: tableP95 === null ? 'p95 ≤ the table’s (not measured)' : `p95 ≤ ${tableP95} ms (the table's, a ball rolling)`,
      ok: bay.moving === null || tableP95 === null ? null : bay.moving.p95Ms <= tableP95,
    });
    for (const screen of bay.idle) {
      rows.push({
        measure: `insel-der-schmuggler: idle CPU, ${screen.screen} (headless Chromium)`,
        value: `${screen.cpuPercent} % of one core${screen.frames === null ? '' : `, ${screen.frames} frames drawn`}`,
        target: '< 5 %',
        ok: screen.cpuPercent < 5,
      });
    }
  }

  // A LAN guest's phone (issue #29): the join page, his table and the bytes before his game's chunk, throttled.
  if (want('phone')) {
    say('phone: a LAN guest on a throttled phone, every game…');
    const phone = await measurePhone(options.rendererDir, options.quick ? 1 : 3, say, options.games);
    json.phone = phone;
    rows.push(...phoneRows(phone));
  }

  // The bots' strength at every table size and the hard bot's CPU (issue #30): long (200 games per pairing).
  if (want('bots')) {
    const list = Object.values(games).filter((game) => options.games === undefined || options.games.includes(game.meta.id));
    const bots = await measureBots(list, options.quick, runSimulate, say);
    json.bots = bots;
    rows.push(...botRows(bots));
  }

  printTable(rows);
  process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
  if (options.jsonFile) fs.writeFileSync(options.jsonFile, JSON.stringify(json, null, 2));
}

/** How the 3D canvas was set up (kit3d/drawing-tier.ts), for the frame rows. */
function drawingNote(drawing: string | null): string {
  if (drawing === 'software') return ', drawn in software: no antialiasing';
  if (drawing === 'gpu') return ', drawn by a GPU: antialiased';
  return '';
}

function benchPlayers(game: AnyGameDefinition): number {
  return Math.max(game.meta.minPlayers, Math.min(4, game.meta.maxPlayers));
}

function measurePlayouts(game: AnyGameDefinition, players: number, durationMs: number): { games: number; gamesPerSecond: number; movesPerGame: number } {
  const randomPlayers: Player[] = new Array<Player>(players).fill('random');
  const options = game.defaultOptions(players);
  // Warm up the JIT before timing.
  for (let seed = 0; seed < 50; seed++) playGame(game, seed, randomPlayers, options);
  let count = 0;
  let moves = 0;
  const start = performance.now();
  while (performance.now() - start < durationMs) {
    for (let i = 0; i < 20; i++) moves += playGame(game, 10_000 + count++, randomPlayers, options).moves;
  }
  const seconds = (performance.now() - start) / 1000;
  return { games: count, gamesPerSecond: count / seconds, movesPerGame: moves / count };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

/** Plays whole games of normal bots, host tasks (physics rolls) included. */
async function measureBotGames(game: AnyGameDefinition, players: number, count: number): Promise<{ games: number; gamesPerSecond: number; movesPerGame: number }> {
  const bots: Player[] = new Array<Player>(players).fill(game.bots.normal as Player);
  let moves = 0;
  const start = performance.now();
  for (let seed = 0; seed < count; seed++) moves += (await playGameAsync(game, 5_000 + seed, bots)).moves;
  const seconds = (performance.now() - start) / 1000;
  return { games: count, gamesPerSecond: count / seconds, movesPerGame: moves / count };
}

/** Times the decisions of one bot of `level` at seat 0, the other seats played by normal bots (host tasks run untimed). */
async function measureDecisions(game: AnyGameDefinition, players: number, level: (typeof BOT_LEVELS)[number], gameCount: number) {
  const times = await seatZeroTimes(game, players, gameCount, 777, (state, rng) => {
    const start = performance.now();
    const move = chooseMove(game, state, 0, game.bots[level] as Player, rng);
    return { move, ms: performance.now() - start };
  });
  return { decisions: times.length, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), maxMs: times.at(-1) ?? 0 };
}

/** Runs `smugglers simulate` in child processes (one per core), the strong bot taking each seat in turn. */
async function measureWinShare(game: AnyGameDefinition, players: number, strong: string, weak: string, totalGames: number) {
  const perSeat = Math.ceil(totalGames / players);
  const jobs = Array.from({ length: players }, (_, seat) => ({
    seat,
    levels: Array.from({ length: players }, (_, other) => (other === seat ? strong : weak)).join(','),
  }));
  const parallel = Math.max(1, os.availableParallelism());
  const results: { seat: number; summary: SimulateSummary }[] = [];
  const queue = jobs.slice();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const summary = await runSimulate(['--game', game.meta.id, '--players', String(players), '--seed', String(1000 + job.seat), '--games', String(perSeat), '--bots', job.levels]);
        results.push({ seat: job.seat, summary });
      }
    }),
  );
  let strongWins = 0;
  let strongScore = 0;
  let weakScore = 0;
  let gamesPlayed = 0;
  for (const { seat, summary } of results) {
    gamesPlayed += summary.games;
    strongWins += summary.winsBySeat[seat] as number;
    strongScore += (summary.meanScoreBySeat[seat] as number) * summary.games;
    summary.meanScoreBySeat.forEach((score, other) => {
      if (other !== seat) weakScore += (score * summary.games) / (players - 1);
    });
  }
  return {
    games: gamesPlayed,
    strongWinShare: strongWins / gamesPlayed,
    strongMeanScore: Math.round((strongScore / gamesPlayed) * 10) / 10,
    weakMeanScore: Math.round((weakScore / gamesPlayed) * 10) / 10,
  };
}

/** Writes a mid-game Contrebandes save (4 players, half a game) the way the host does after every move. */
function measureAutosave() {
  const game = games.contrebandes as AnyGameDefinition;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-bench-'));
  const match = new Match({
    id: 'contrebandes-20261129-000000-benchx',
    game,
    options: game.defaultOptions(4),
    seed: 9,
    seats: ['A', 'B', 'C', 'D'].map((name) => ({ name, kind: 'bot' as const, level: 'normal' as const })),
    createdAt: new Date().toISOString(),
  });
  const players: Player[] = new Array<Player>(4).fill(game.bots.normal as Player);
  const full = playGame(game, 9, players, game.defaultOptions(4), {
    onMove: ({ seat, move }) => {
      if (match.log.length < 90) match.apply(seat, move);
    },
  });
  const store = new SaveStore(dir);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    store.write(match.toSaveFile());
    times.push(performance.now() - start);
  }
  const bytes = fs.statSync(path.join(store.dir, `${match.id}.json`)).size;
  fs.rmSync(dir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  return { moves: match.log.length, ofGameMoves: full.moves, bytes, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
}

/** All the renderer's assets gzipped: what every screen and game together would cost a browser. */
function measureAllAssets(rendererDir: string): number {
  const assets = fs.readdirSync(path.join(rendererDir, 'assets')).map((name) => path.join(rendererDir, 'assets', name));
  return assets.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(file)).length, 0);
}

function printTable(rows: Row[]): void {
  const width = Math.max(...rows.map((row) => row.measure.length));
  const valueWidth = Math.max(...rows.map((row) => row.value.length));
  const lines = rows.map((row) => {
    const mark = row.ok === null ? ' ' : row.ok ? '✓' : '✗';
    return `${mark} ${row.measure.padEnd(width)}  ${row.value.padEnd(valueWidth)}  ${row.target}`;
  });
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}
