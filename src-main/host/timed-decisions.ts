/**
 * The decisions the host times in a game: its engine's timedDecision (a
 * capability the game declares in its own folder; see
 * shared/games/smugglers-2016/hourglass.ts). A game without one has no clock.
 */
import { gameById } from '../../shared/games/index.js';
import type { TimedDecision } from './seat-clocks.js';

/** The timed decisions of a game, or null when it has none. */
export function timedDecisionOf(gameId: string): TimedDecision | null {
  return gameById(gameId)?.timedDecision ?? null;
}
