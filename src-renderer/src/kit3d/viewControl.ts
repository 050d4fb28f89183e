/**
 * Who holds a 3D table's camera: the game (its automatic shots) or the player
 * (he has turned or zoomed the view). The orbit camera inside the canvas and
 * the "Reset view" button outside it (DOM) meet here: one table shows at a
 * time, so one store for the window is enough.
 */
import { useSyncExternalStore } from 'react';

export interface ViewControl {
  /** The player has moved the view away from the game's shot. */
  held: boolean;
  /** Counts the player's resets: the camera goes back to the game's shot when it changes. */
  resets: number;
}

let state: ViewControl = { held: false, resets: 0 };
const listeners = new Set<() => void>();

function set(next: ViewControl): void {
  if (next.held === state.held && next.resets === state.resets) return;
  state = next;
  for (const listener of listeners) listener();
}

export const viewControl = {
  get: (): ViewControl => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The player took the view (true), or the game's shot took it back (false). */
  hold(held: boolean): void {
    set({ ...state, held });
  },
  /** Back to the game's shot. */
  reset(): void {
    set({ held: false, resets: state.resets + 1 });
  },
};

export function useViewControl(): ViewControl {
  return useSyncExternalStore(viewControl.subscribe, viewControl.get, viewControl.get);
}
