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

/**
 * A save as a screen reader names it on the buttons that act on it: "Contrebandes with Ann, Ben and Cat,
 * 12 moves, saved 3 Mar 2027, 12:00". `title` is the game's title, `savedAt` the date as the screen shows it.
 */
export function saveName(save: SaveSummary, title: string, savedAt: string): string {
  const names = save.players;
  const players = names.length === 0 ? 'unknown players' : names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const moves = save.problem === null ? `, ${save.moves} ${save.moves === 1 ? 'move' : 'moves'}` : ', damaged';
  return `${title} with ${players}${moves}, saved ${savedAt}`;
}
