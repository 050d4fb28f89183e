/**
 * Loading a 3D scene, in the page (no three here: this stays in the light
 * chunk). A 3D scene loads in two steps: its chunk (three,
 * react-three-fiber), then what it needs before it can draw (its first frame;
 * a scene whose pieces live in a Rapier world, Insel's bay, waits for Rapier
 * too), after which the scene calls onReady. <LazyScene> shows a status line
 * for each step and, given `failed`, what went wrong instead of the scene.
 */
import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary';

export interface SceneLoadingProps {
  className: string;
  text: string;
  /** A progress bar before the text (step `value` of `max`, named `label`). */
  progress?: { value: number; max: number; label: string };
}

export function SceneLoading({ className, text, progress }: SceneLoadingProps) {
  return (
    <div className={className} role="status" aria-live="polite">
      {progress && <progress max={progress.max} value={progress.value} aria-label={progress.label} />}
      <span>{text}</span>
    </div>
  );
}

export interface LazySceneProps {
  /** Whether the scene said it is ready (drawn). */
  ready: boolean;
  /** Shown while the scene's chunk loads. */
  loadingScene: ReactNode;
  /** Shown until the scene is ready. */
  loadingPhysics: ReactNode;
  /** Shown instead of the scene when it fails to start (WebGL missing, a chunk that would not load). */
  failed?(error: Error): ReactNode;
  /** The lazily loaded scene (React.lazy). */
  children: ReactNode;
}

export function LazyScene({ ready, loadingScene, loadingPhysics, failed, children }: LazySceneProps) {
  const scene = <Suspense fallback={loadingScene}>{children}</Suspense>;
  return (
    <>
      {failed ? <ErrorBoundary fallback={(error) => failed(error)}>{scene}</ErrorBoundary> : scene}
      {!ready && loadingPhysics}
    </>
  );
}
