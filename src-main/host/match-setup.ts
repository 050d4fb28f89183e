/** Setting up a new match: its game's seat count and options checked, its id and its seed drawn. */
import crypto from 'node:crypto';
import { optionsProblem } from '../../shared/engine/guard-setup.js';
import { gameById } from '../../shared/games/index.js';
import type { SeatConfig } from '../saves/save-file.js';
import { fail } from './failure.js';
import { said } from '../words/host-words.js';
import { Match, SetupRefused } from './match.js';

/** Checks a game's seat count and options; returns the options to use (the defaults when none were given). */
export function checkTable(gameId: string, seatCount: number, rawOptions: unknown): unknown {
  const game = gameById(gameId) ?? fail('unknown-game', said('shell:hostSays.noGame', { game: gameId }));
  const { minPlayers, maxPlayers, title } = game.meta;
  if (seatCount < minPlayers || seatCount > maxPlayers) fail('bad-request', said('shell:hostSays.playerCount', { title, min: minPlayers, max: maxPlayers }));
  const options = game.optionsSchema.safeParse(rawOptions ?? game.defaultOptions(seatCount));
  if (!options.success) {
    const problem = optionsProblem(options.error);
    fail('bad-request', said(problem.key, problem.params));
  }
  // What the game cannot set up (a first player past the table): its refusal depends on the table, never on the seed.
  const setup = game.setup(0, seatCount, options.data);
  if (!setup.ok) fail('bad-request', said(setup.problem.key, setup.problem.params));
  const problem = game.newGameProblem?.(seatCount, options.data) ?? null;
  if (problem) fail('bad-request', said(problem.key, problem.params));
  return options.data;
}

/** A new match of checked options; a seed, and its bots' secret, are drawn when none is given. */
export function newMatch(gameId: string, options: unknown, seats: SeatConfig[], seed: number | undefined, botSecret?: string): Match {
  const game = gameById(gameId) ?? fail('unknown-game', said('shell:hostSays.noGame', { game: gameId }));
  const now = new Date();
  try {
    return new Match({
      id: newMatchId(gameId, now),
      game,
      options,
      seed: seed ?? randomMatchSeed(),
      botSecret,
      seats,
      createdAt: now.toISOString(),
    });
  } catch (error) {
    if (error instanceof SetupRefused) fail('bad-request', said(error.problem.key, error.problem.params));
    fail('bad-request', (error as Error).message);
  }
}

/**
 * A match seed nobody can find by trying: 53 random bits (all a JSON number holds exactly). The seed
 * decides the whole deal and every die; with 32 bits a guest's computer could try every seed against
 * the cards the table shows in a few core-hours, with 53 it would take centuries.
 */
export function randomMatchSeed(): number {
  return Number(crypto.randomBytes(8).readBigUInt64LE(0) >> 11n);
}

export function newMatchId(gameId: string, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${gameId}-${stamp}-${crypto.randomBytes(3).toString('hex')}`.toLowerCase();
}
