/** Choices over the host's list of saves, and how they are named. Pure (the words come in as `t`). */
import type { TFunction } from 'i18next';
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
export function playersLabel(t: TFunction<'shell'>, min: number, max: number): string {
  return min === max ? t('players.exactly', { count: min }) : t('players.range', { min, max });
}

/**
 * A save as a screen reader names it on the buttons that act on it: "Contrebandes with Ann, Ben and Cat,
 * 12 moves, saved 3 Mar 2027, 12:00". `title` is the game's title, `savedAt` the date as the screen shows it
 * (null when the save's date cannot be read: each language says so its own way, not "saved on <date>").
 */
export function saveName(t: TFunction<'shell'>, save: SaveSummary, title: string, savedAt: string | null): string {
  // i18next's list format joins the names the language's way ("A, B and C", "A, B et C").
  const players = save.players.length === 0 ? [t('saves.unknownPlayers')] : save.players;
  if (save.problem !== null) {
    return savedAt === null ? t('saves.nameDamagedUndated', { title, players }) : t('saves.nameDamaged', { title, players, savedAt });
  }
  return savedAt === null ? t('saves.nameUndated', { title, players, count: save.moves }) : t('saves.name', { title, players, count: save.moves, savedAt });
}

/** When a save was last written, as the screen shows it (formatDateTime's); null when its date cannot be read. */
export function savedAtOf(save: SaveSummary, format: (time: number) => string): string | null {
  const time = Date.parse(save.updatedAt);
  return Number.isNaN(time) ? null : format(time);
}
