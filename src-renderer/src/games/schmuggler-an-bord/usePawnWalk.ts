/**
 * The field the pawn is drawn on: after a roll it walks there one field at a
 * time (the CSS moves it between two fields), unless motion is reduced. A
 * table drawn afresh (another viewer, hot-seat) shows it where it stands.
 */
import { useEffect, useState } from 'react';
import type { Field } from '../../../../shared/games/schmuggler-an-bord/goods';
import { walk } from './ring';

/** How long one step takes (the CSS transition of .sab-pawn is as long). */
export const STEP_MS = 160;

export function usePawnWalk(target: Field, reducedMotion: boolean): Field {
  const [shown, setShown] = useState(target);
  useEffect(() => {
    if (shown === target) return;
    if (reducedMotion) {
      setShown(target);
      return;
    }
    const next = walk(shown, target)[0] ?? target;
    const timer = window.setTimeout(() => setShown(next), STEP_MS);
    return () => window.clearTimeout(timer);
  }, [shown, target, reducedMotion]);
  // With reduced motion the pawn is where the game says, at once.
  return reducedMotion ? target : shown;
}
