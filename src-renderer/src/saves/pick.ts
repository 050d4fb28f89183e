/** Choices over the host's list of saves. Pure. */
import type { SaveSummary } from '../../../shared/protocol/messages';

/** The most recently updated save that is neither finished nor damaged: what "Continue" loads. */
export function saveToContinue(saves: readonly SaveSummary[]): SaveSummary | null {
  let best: SaveSummary | null = null;
  for (const save of saves) {
    if (save.finished || save.problem !== null) continue;
    if (!best || Date.parse(save.updatedAt) > Date.parse(best.updatedAt)) best = save;
  }
  return best;
}

/** Newest first; saves with an unreadable date last. */
export function sortSaves(saves: readonly SaveSummary[]): SaveSummary[] {
  const time = (save: SaveSummary) => {
    const parsed = Date.parse(save.updatedAt);
    return Number.isNaN(parsed) ? -Infinity : parsed;
  };
  return [...saves].sort((a, b) => time(b) - time(a));
}

/** "3–5 players", "2 players", "1 player". */
export function playersLabel(min: number, max: number): string {
  if (min === max) return `${min} player${min === 1 ? '' : 's'}`;
  return `${min}–${max} players`;
}
