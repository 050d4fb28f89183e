/**
 * The secret the e2e hosts' bots decide from (`serve --bot-secret`), so that a
 * spec can plan the very game the host's bots will play: a match's own secret
 * is otherwise new and random, and its bots' seeds one way from it.
 */
import type { Seat } from '../shared/engine/contract';
import { botDecisionSeed } from '../src-main/bots/bot-seeds';

export const E2E_BOT_SECRET = '5e'.repeat(32);

/** The seed the host's bot of `seat` decides from at version `version`, for playGame's decisionSeed. */
export function hostBotSeed(version: number, seat: Seat): number {
  return botDecisionSeed(E2E_BOT_SECRET, version, seat);
}
