/**
 * The field the pawn is drawn on: after a roll it walks there one field at a
 * time (the CSS moves it between two fields), unless motion is reduced. An
 * other player's roll walks at the table speed (kit2d/pace.ts), or the pawn
 * is there at once with "skip to my turn". A table drawn afresh (another
 * viewer, hot-seat) shows it where it stands.
 */
import { useEffect, useState } from 'react';
import type { Field } from '../../../../shared/games/schmuggler-an-bord/goods';
import { OWN_PACE, type Pace } from '../../kit2d/pace';
import { walk } from './ring';

/** How long one step takes at ×1 (the CSS transition of .sab-pawn is a little shorter: pawnStyle). */
export const STEP_MS = 160;

/** How the pawn walks at this pace: not at all (there at once), or one step every `stepMs`, each gliding `glideMs`. */
export function walkTiming(pace: Pace, reducedMotion: boolean): { still: boolean; stepMs: number; glideMs: number } {
  const speed = pace.speed > 0 ? pace.speed : 1;
  return { still: reducedMotion || pace.skip, stepMs: Math.round(STEP_MS / speed), glideMs: Math.round((STEP_MS - 10) / speed) };
}

export function usePawnWalk(target: Field, reducedMotion: boolean, pace: Pace = OWN_PACE): Field {
  const [shown, setShown] = useState(target);
  const { still, stepMs } = walkTiming(pace, reducedMotion);
  useEffect(() => {
    if (shown === target) return;
    if (still) {
      setShown(target);
      return;
    }
    const next = walk(shown, target)[0] ?? target;
    const timer = window.setTimeout(() => setShown(next), stepMs);
    return () => window.clearTimeout(timer);
  }, [shown, target, still, stepMs]);
  // With reduced motion, or another's roll skipped, the pawn is where the game says, at once.
  return still ? target : shown;
}
