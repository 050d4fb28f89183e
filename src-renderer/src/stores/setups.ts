/**
 * How each match this window started was set up (seats and options), so
 * "Play again" can repeat it after the match was loaded again from a save.
 * Kept in localStorage, the last few only; missing entries are not an error.
 */
import type { SeatSetup } from '../../../shared/protocol/messages';

export interface MatchSetup {
  game: string;
  seats: SeatSetup[];
  /** Undefined: the game's defaults. */
  options: unknown;
}

const KEY = 'smugglers.setups';
const KEEP = 30;

function readAll(): Record<string, MatchSetup> {
  try {
    const text = localStorage.getItem(KEY);
    const parsed: unknown = text ? JSON.parse(text) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, MatchSetup>) : {};
  } catch {
    return {};
  }
}

export function rememberSetup(matchId: string, setup: MatchSetup): void {
  try {
    const all = readAll();
    delete all[matchId];
    all[matchId] = setup;
    const keys = Object.keys(all);
    for (const old of keys.slice(0, Math.max(0, keys.length - KEEP))) delete all[old];
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or unavailable: Play again falls back to the seats on screen.
  }
}

export function recallSetup(matchId: string): MatchSetup | null {
  const setup = readAll()[matchId];
  return setup && Array.isArray(setup.seats) ? setup : null;
}
