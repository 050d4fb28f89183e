/**
 * Saving the open matches: after every change a match is saved in the
 * background (the autosaver), and a save that fails (or works again after
 * failing) is news for its players.
 */
import type { Autosaver } from '../saves/autosaver.js';
import type { Said } from '../words/host-words.js';
import type { LiveMatch } from './live-match.js';

/** Saves the match in the background, as it is now. */
export function persist(autosaver: Autosaver, live: LiveMatch): void {
  const { match } = live;
  autosaver.save(match.id, () => match.toSaveFile());
}

/** Notes how the last autosave went (null: it worked); true when that is news for the players. */
export function noteSaveProblem(live: LiveMatch, problem: Said | null): boolean {
  if (live.saveError?.message === problem?.message) return false;
  live.saveError = problem;
  if (problem) console.error(problem.message);
  return true;
}
