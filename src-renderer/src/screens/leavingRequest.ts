/**
 * A screen's request that leaves the screen when it succeeds (Continue, a new
 * game, a guided first game: they open the match): the screen is busy
 * meanwhile, and a failure shows as its error with the screen usable again.
 * On success the screen stays busy: it is on its way out.
 */
import { errorMessage } from '../host';

export interface ScreenState {
  setBusy(busy: boolean): void;
  setError(message: string | null): void;
}

export async function leavingRequest({ setBusy, setError }: ScreenState, request: () => Promise<unknown>): Promise<void> {
  setBusy(true);
  setError(null);
  try {
    await request();
  } catch (cause) {
    setError(errorMessage(cause));
    setBusy(false);
  }
}
