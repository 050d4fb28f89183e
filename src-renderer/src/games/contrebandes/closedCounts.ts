/**
 * The last night whose count this screen has shown and seen closed, by match.
 * Kept in localStorage as well as in the match's table memory: the memory is
 * forgotten when the match is left, and a count closed before Menu and
 * Continue must not open again by itself. Missing or unreadable entries only
 * mean the count may show once more.
 */

const KEY = 'smugglers.contrebandes.closedCounts';
const KEEP = 20;

function readAll(): Record<string, number> {
  try {
    const text = localStorage.getItem(KEY);
    const parsed: unknown = text ? JSON.parse(text) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The last night of `matchId` whose count was closed here, or -1. */
export function closedCount(matchId: string): number {
  const night = readAll()[matchId];
  return typeof night === 'number' && Number.isInteger(night) ? night : -1;
}

export function rememberClosedCount(matchId: string, night: number): void {
  try {
    const all = readAll();
    delete all[matchId];
    all[matchId] = night;
    const keys = Object.keys(all);
    for (const old of keys.slice(0, Math.max(0, keys.length - KEEP))) delete all[old];
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or unavailable: the match's memory still holds it while the match is open.
  }
}
