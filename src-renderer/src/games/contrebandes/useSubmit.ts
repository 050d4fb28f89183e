/** Sends a move, keeps the controls disabled while the host answers, and keeps its refusal to show. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContrebandesMove } from '../../../../shared/games/contrebandes/types';
import type { SubmitResult } from '../types';

export interface Sender {
  busy: boolean;
  error: string | null;
  send(move: ContrebandesMove): Promise<boolean>;
  clearError(): void;
}

export function useSubmit(submit: (move: unknown) => Promise<SubmitResult>): Sender {
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
    async (move: ContrebandesMove): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        const result = await submit(move);
        if (!mounted.current) return result.ok;
        if (!result.ok) setError(result.message);
        return result.ok;
      } catch (cause) {
        if (mounted.current) setError(cause instanceof Error ? cause.message : 'The move could not be sent.');
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
