/**
 * A hint's reason as a sentence to word (shared/engine/hint.ts): the game's
 * message with its parameters, and a seat it names given its player's name
 * (`name`, from the reason's `seat`), as the log names seats. The screen
 * words it in the player's language (host/errors.ts: hostSentence).
 */
import type { RefusalMessage } from '../../../shared/engine/contract';

export function hintSentence(reason: RefusalMessage, names: readonly string[]): RefusalMessage {
  const params: Record<string, string | number> = { ...(reason.params ?? {}) };
  const seat = params.seat;
  if (typeof seat === 'number') params.name = names[seat] ?? String(seat + 1);
  return { key: reason.key, params };
}
