/**
 * The public event log of the match on screen, built from the updates of
 * every viewer this window holds. An update with fullLog (a viewer's first
 * one, or after an undo) replaces the log. Otherwise it carries the events
 * since that viewer's previous update, so the same event comes once per
 * viewer: only events newer than the log are kept. An update older than the
 * log (moves were taken back) cuts the log back to it first. A game of
 * memory's update (latestOnly) leaves the latest announcement only: the page
 * keeps nothing its player should have to remember (RULINGS 3).
 */
import type { LoggedEvent, MatchUpdate } from '../../../shared/protocol/messages';

export interface MatchLog {
  entries: LoggedEvent[];
  /** The match version the log is complete up to. */
  version: number;
}

/** Version -1: the events of setup (version 0) are still to come. */
export const EMPTY_LOG: MatchLog = { entries: [], version: -1 };

export function mergeLog(log: MatchLog, update: Pick<MatchUpdate, 'version' | 'events' | 'fullLog' | 'latestOnly'>): MatchLog {
  const merged = mergeEvents(log, update);
  if (!update.latestOnly) return merged;
  const newest = merged.entries[merged.entries.length - 1]?.version;
  const latest = merged.entries.filter((entry) => entry.version === newest);
  return latest.length === merged.entries.length ? merged : { entries: latest, version: merged.version };
}

function mergeEvents(log: MatchLog, update: Pick<MatchUpdate, 'version' | 'events' | 'fullLog'>): MatchLog {
  if (update.fullLog) {
    if (update.version === log.version && sameEntries(update.events, log.entries)) return log;
    return { entries: update.events, version: update.version };
  }
  let entries = log.entries;
  let version = log.version;
  if (update.version < version) {
    entries = entries.filter((entry) => entry.version <= update.version);
    version = update.version;
  }
  const fresh = update.events.filter((entry) => entry.version > version);
  if (fresh.length > 0) entries = [...entries, ...fresh];
  const newest = fresh.reduce((most, entry) => Math.max(most, entry.version), version);
  version = Math.max(newest, update.version);
  if (entries === log.entries && version === log.version) return log;
  return { entries, version };
}

function sameEntries(a: readonly LoggedEvent[], b: readonly LoggedEvent[]): boolean {
  return a.length === b.length && a.every((entry, index) => entry.version === b[index]?.version);
}

/**
 * An update as this page's store hands it to the screen: when it joined a
 * burst of updates, `passed` holds the views of the older ones (oldest first),
 * which the screen never drew. Never sent by the host.
 */
export type JoinedUpdate = MatchUpdate & { readonly passed?: readonly unknown[] };

/**
 * Joins two updates for the same viewer that arrived in one burst, so the
 * screen draws once: the newer one, carrying the events of both (a table may
 * animate from update.events, so none may be lost) and the views passed over
 * (a table that replays what its views held, like a roll whose round ended
 * within the burst, finds it there).
 */
export function coalesceUpdates(older: MatchUpdate, newer: MatchUpdate): JoinedUpdate {
  if (newer.fullLog) return newer;
  return { ...newer, events: [...older.events, ...newer.events], fullLog: older.fullLog, passed: [...passedViews(older), older.view] };
}

/** The views an update passed over in a burst, oldest first (none for an update that came alone). */
export function passedViews(update: { view: unknown }): readonly unknown[] {
  return (update as Partial<JoinedUpdate>).passed ?? [];
}
