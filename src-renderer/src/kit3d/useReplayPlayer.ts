/**
 * Drives a ReplayPlayer in a 3D scene: builds it (with the Rapier module
 * <PausedPhysics> loaded) whenever `deps` change, frees it when they change
 * again or the scene goes, and steps it in useFrame by the time shown (the
 * real time between drawn frames: a slow machine draws fewer frames, the
 * replay still ends on time). The per-frame work (moving meshes) goes in the
 * callbacks, never in React state. The canvas draws on demand: a replay asks
 * for its next frame while it runs.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { type DependencyList, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { RapierApi } from '../../../shared/sim/rapier';
import { useRapierApi } from './physics';
import type { DrivenPlayer } from './replay-player';

export interface ReplayDrive<P> {
  /** Shown time per real time (default 1). */
  speed?: number;
  /** No stepping while paused (the player may still be stepped by hand). */
  paused?: boolean;
  /** The player skipped the replay: it runs to its end at once (the outcome shown is still the replayed one). */
  skip?: boolean;
  /** A new player was built (reduced motion may run it to the end here). */
  onStart?(player: P): void;
  /** Frames were stepped this drawn frame. */
  onFrame?(player: P): void;
  /** The player finished (once per player). */
  onFinished?(player: P): void;
}

export function useReplayPlayer<P extends DrivenPlayer>(
  build: (rapier: RapierApi) => P | null,
  deps: DependencyList,
  drive: ReplayDrive<P> = {},
): RefObject<P | null> {
  const rapier = useRapierApi();
  const invalidate = useThree((state) => state.invalidate);
  const player = useRef<P | null>(null);
  const reported = useRef<P | null>(null);
  // The callbacks are read when they fire (they may change every render).
  const latest = useRef({ build, drive });
  useLayoutEffect(() => {
    latest.current = { build, drive };
  });

  useEffect(() => {
    const built = latest.current.build(rapier);
    player.current = built;
    if (built !== null) latest.current.drive.onStart?.(built);
    invalidate();
    return () => {
      player.current = null;
      built?.free();
    };
    // One player per `deps`; the builder is read when they change.
  }, [rapier, invalidate, ...deps]);

  // A skip asks for a frame, in which the replay runs to its end; so does the end of a pause (nothing else would).
  const skip = drive.skip ?? false;
  const paused = drive.paused ?? false;
  useEffect(() => {
    if (skip || !paused) invalidate();
  }, [skip, paused, invalidate]);

  useFrame((_, delta) => {
    const current = player.current;
    if (current === null) return;
    const { speed = 1, paused = false, skip: skipped = false, onFrame, onFinished } = latest.current.drive;
    if (skipped && !current.finished) {
      current.runToEnd();
      onFrame?.(current);
    } else if (!paused && current.advance(delta, speed) > 0) onFrame?.(current);
    if (current.finished) {
      if (reported.current !== current) {
        reported.current = current;
        onFinished?.(current);
      }
    } else if (!paused) {
      // Rendered on demand (SceneCanvas frameloop="demand"), a replay asks for its next frame itself.
      invalidate();
    }
  });

  return player;
}
