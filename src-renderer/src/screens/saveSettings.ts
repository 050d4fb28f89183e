/**
 * Saving Settings: the name trimmed, then back to the screen Settings was
 * opened from (the player came to change one thing, and goes on with what he
 * was doing). A refusal keeps him on Settings, with why.
 */
import type { Settings } from '../../../shared/protocol/messages';
import { errorMessage } from '../host/errors';

export type SaveOutcome = { kind: 'saved'; settings: Settings } | { kind: 'refused'; why: string };

export async function saveSettings(draft: Settings, save: (settings: Settings) => Promise<Settings>, leave: () => void): Promise<SaveOutcome> {
  let settings: Settings;
  try {
    settings = await save({ ...draft, playerName: draft.playerName.trim() });
  } catch (cause) {
    return { kind: 'refused', why: errorMessage(cause) };
  }
  leave();
  return { kind: 'saved', settings };
}
