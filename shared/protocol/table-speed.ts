/**
 * The table speed: how fast other players' turns go by for the player who
 * chose it (×1, ×2, ×4, or skipped to his own turn). The page plays others'
 * animations at it (src-renderer/src/kit2d/tableSpeed.ts) and the host paces
 * its bots by the table owner's (src-main/host/bot-pace.ts). A setting of the
 * host's player (Settings.tableSpeed); a LAN guest's browser keeps his own.
 */
export const TABLE_SPEEDS = ['x1', 'x2', 'x4', 'skip'] as const;
export type TableSpeed = (typeof TABLE_SPEEDS)[number];

export const DEFAULT_TABLE_SPEED: TableSpeed = 'x1';

/**
 * How many times faster than ×1 others' turns go. "Skip" jumps the
 * animations to their end, and the waits that are left go as at ×4.
 */
export function speedFactor(speed: TableSpeed): 1 | 2 | 4 {
  switch (speed) {
    case 'x1':
      return 1;
    case 'x2':
      return 2;
    case 'x4':
    case 'skip':
      return 4;
  }
}

/** A stored or sent value as a table speed (anything else: ×1). */
export function asTableSpeed(value: unknown): TableSpeed {
  return TABLE_SPEEDS.find((speed) => speed === value) ?? DEFAULT_TABLE_SPEED;
}
