/**
 * Sends a game's moves (M), keeps the controls disabled while the host
 * answers, and keeps its refusal to show. Every game's table uses it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '../i18n/i18n';
import type { SubmitResult } from './types';

export interface Sender<M> {
  busy: boolean;
  error: string | null;
  send(move: M): Promise<boolean>;
  clearError(): void;
}

export function useSubmit<M>(submit: (move: unknown) => Promise<SubmitResult>): Sender<M> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const send = useCallback(
    async (move: M): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        const result = await submit(move);
        if (!mounted.current) return result.ok;
        if (!result.ok) setError(result.message);
        return result.ok;
      } catch (cause) {
        if (mounted.current) setError(cause instanceof Error ? cause.message : i18n.getFixedT(null, 'shell')('errors.moveNotSent'));
        return false;
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [submit],
  );
  const clearError = useCallback(() => setError(null), []);
  return { busy, error, send, clearError };
}
