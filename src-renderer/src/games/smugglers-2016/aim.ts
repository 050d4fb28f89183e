/**
 * The pull of the push pad, shared with the 3D table through a plain object
 * (no React state per pointer move). The table is drawn on demand, so it must
 * hear when the pull changes: a watched aim tells its listeners whenever its
 * strength is written to a new value. The push pad writes it as before.
 */
import type { Aim } from './PushControl';

const listeners = new WeakMap<Aim, Set<() => void>>();

/** An aim (the ball at rest) that tells onAimChange's listeners when its strength changes. */
export function watchedAim(): Aim {
  const told = new Set<() => void>();
  let strength: number | null = null;
  const aim: Aim = {
    get strength() {
      return strength;
    },
    set strength(next: number | null) {
      if (next === strength) return;
      strength = next;
      for (const listener of told) listener();
    },
  };
  listeners.set(aim, told);
  return aim;
}

/** Calls `listener` whenever a watched aim's strength changes (never for an aim not made by watchedAim). Returns the unsubscribe. */
export function onAimChange(aim: Aim, listener: () => void): () => void {
  const told = listeners.get(aim);
  if (told === undefined) return () => undefined;
  told.add(listener);
  return () => {
    told.delete(listener);
  };
}
