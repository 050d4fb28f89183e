/**
 * How long a bot's move waits after the match's previous move (whoever made
 * it): the settings' pace (botDelayMs), or longer when that move announced
 * something the table must take in (GameDefinition.readingMs: a game of
 * memory's announcement, read aloud), scaled by the table owner's speed
 * (Settings.tableSpeed: ×1, ×2, ×4).
 *
 * The reading time is the game's at the settings' default pace and slower;
 * a player who set the bots quicker than the default shortens it in
 * proportion (a pace of 0, the tests' and the benches', waits for nothing).
 *
 * "Skip to my turn" is the owner's own hurry: his animations jump to their
 * end and the waits go as at ×4, but at a LAN table other people read the
 * announcements too, and nobody asked them: there the reading time stays as
 * at ×1. (×2 and ×4 are the owner's pace for his table, LAN guests included.)
 * The 3D tables queue what comes faster than they can show it and play it at
 * the viewer's own speed, so a faster host never loses an animation.
 */
import { DEFAULT_SETTINGS } from '../../shared/protocol/messages.js';
import { speedFactor, type TableSpeed } from '../../shared/protocol/table-speed.js';

export interface PaceInput {
  /** The settings' pace at ×1 (Settings.botDelayMs). */
  botDelayMs: number;
  /** The reading time of the previous move's announcement at ×1 (0: nothing to read). */
  readingMs: number;
  /** The table owner's speed. */
  speed: TableSpeed;
  /** Whether people at other screens play at the table (a LAN table). */
  lanTable: boolean;
}

/** Milliseconds a bot's move waits after the previous move. */
export function botWaitMs({ botDelayMs, readingMs, speed, lanTable }: PaceInput): number {
  const factor = speedFactor(speed);
  const read = readingMs * Math.min(1, botDelayMs / DEFAULT_SETTINGS.botDelayMs);
  const reading = speed === 'skip' && lanTable ? read : read / factor;
  return Math.round(Math.max(botDelayMs / factor, reading));
}
