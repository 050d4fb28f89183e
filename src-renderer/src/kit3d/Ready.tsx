/** Tells the page that the scene is loaded: rendered inside <PausedPhysics>, once Rapier's WASM is there. */
import { useEffect } from 'react';

export function Ready({ onReady }: { onReady(): void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}
