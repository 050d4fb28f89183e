/**
 * How one animation of a table plays at the viewer's table speed
 * (tableSpeed.ts): a seat's own move always at ×1, only others' go faster or
 * are skipped to their end. Pure: the tables and their tests ask it.
 */
import type { Seat } from '../../../shared/engine/contract';
import { type TableSpeed, speedFactor } from '../../../shared/protocol/table-speed';

/** How one animation plays: shown time per real time, and whether it jumps to its end at once. */
export interface Pace {
  speed: number;
  skip: boolean;
}

export const OWN_PACE: Pace = { speed: 1, skip: false };

/**
 * How a move by `mover` plays for `viewer` at this table speed: his own at
 * ×1; another's (or any, for a spectator) ×1, ×2 or ×4, or skipped to its
 * end with "skip to my turn". A move of nobody's (the host's) is another's.
 */
export function paceOf(speed: TableSpeed, mover: Seat | null, viewer: Seat | null): Pace {
  if (viewer !== null && mover === viewer) return OWN_PACE;
  return { speed: speedFactor(speed), skip: speed === 'skip' };
}
