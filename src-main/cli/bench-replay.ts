/**
 * The bench's replay measures (issue #28, part 2): opening the replay of a
 * 400-move game until its first position is ready (the save read and
 * checked, the log played again, the first view made), and one step on (the
 * next position from a seat's perspective), both through a host connection
 * as a page asks them. The page's drawing of the table is not in it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Rng } from '../../shared/engine/rng.js';
import { gameById } from '../../shared/games/index.js';
import type { ReplayOpened } from '../../shared/protocol/replay.js';
import { Connection } from '../host/connection.js';
import { Host } from '../host/host.js';
import { Match } from '../host/match.js';

/** The length of the game replayed. */
export const REPLAY_MOVES = 400;

export interface ReplayTiming {
  game: string;
  moves: number;
  openP50Ms: number;
  openMaxMs: number;
  /** The slowest opening scaled to REPLAY_MOVES moves. */
  openAt400Ms: number;
  stepP50Ms: number;
  stepP95Ms: number;
}

/**
 * A long game: none of ours reaches 400 moves at random (Insel der Schmuggler
 * at four seats plays longest, up to some 300), so the longest of a few seeds
 * is replayed, cut at REPLAY_MOVES, and the opening time is also given per
 * move and for 400 moves at that rate (opening plays the log once: its time
 * grows with the moves).
 */
function longMatch(): Match {
  const game = gameById('insel-der-schmuggler');
  if (!game) throw new Error('No Insel der Schmuggler to replay');
  let longest: Match | null = null;
  for (let seed = 1; seed <= 30 && (longest?.version ?? 0) < REPLAY_MOVES; seed++) {
    const seats = game.meta.maxPlayers;
    const match = new Match({
      id: `${game.meta.id}-20270101-000000-${seed.toString(16).padStart(6, '0')}`,
      game,
      options: game.defaultOptions(seats),
      seed,
      seats: Array.from({ length: seats }, (_, seat) => ({ name: `Bot ${seat + 1}`, kind: 'bot' as const, level: 'easy' as const })),
      createdAt: new Date(0).toISOString(),
    });
    const rng = Rng.fromSeed(seed);
    while (match.result() === null && match.version < REPLAY_MOVES) {
      const seat = match.activeSeats()[0];
      if (seat === undefined || !match.apply(seat, game.randomMove(match.state, seat, rng)).ok) break;
    }
    if (longest === null || match.version > longest.version) longest = match;
  }
  if (longest === null) throw new Error('No game to replay');
  return longest;
}

export async function measureReplay(opens: number): Promise<ReplayTiming> {
  const match = longMatch();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-bench-replay-'));
  const host = new Host({ dataDir, botWorkers: 1, physicsWorkers: 1 });
  try {
    host.saves.write(match.toSaveFile());
    const connection = new Connection(host, () => {});
    let id = 0;
    const ask = async <T>(body: Record<string, unknown>): Promise<T> => {
      const response = await connection.handle({ id: ++id, ...body });
      if (!response.ok) throw new Error(`${response.error.code}: ${response.error.key}`);
      return response.result as T;
    };
    const openTimes: number[] = [];
    let opened: ReplayOpened | null = null;
    for (let index = 0; index < opens; index++) {
      const start = performance.now();
      opened = await ask<ReplayOpened>({ type: 'openReplay', source: { kind: 'save', matchId: match.id }, perspective: 0 });
      openTimes.push(performance.now() - start);
    }
    if (!opened) throw new Error('No replay opened');
    const stepTimes: number[] = [];
    for (let version = 1; version <= opened.moves; version++) {
      const start = performance.now();
      await ask({ type: 'replayPosition', replayId: opened.replayId, version, perspective: 0 });
      stepTimes.push(performance.now() - start);
    }
    connection.close();
    return {
      game: match.game.meta.id,
      moves: opened.moves,
      openP50Ms: quantile(openTimes, 0.5),
      openMaxMs: Math.max(...openTimes),
      openAt400Ms: (Math.max(...openTimes) * REPLAY_MOVES) / Math.max(1, opened.moves),
      stepP50Ms: quantile(stepTimes, 0.5),
      stepP95Ms: quantile(stepTimes, 0.95),
    };
  } finally {
    await host.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
