/**
 * What the suite asks of a message a game refuses with (a refused move, a
 * refused setup): a key of a catalogue ('<namespace>:refusal.<name>'), the
 * game's own or the shell's, and parameters that are strings and numbers.
 * Test code only.
 */
import { show } from './json.js';

/** A refusal's message key: a catalogue (namespace), then refusal.<name>. */
const REFUSAL_KEY = /^[a-z][\w-]*:refusal\.[A-Za-z][\w.]*$/;

function isParams(params: unknown): boolean {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return false;
  return Object.values(params).every((value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)));
}

/** Throws, saying where (`at`), unless `message` is a refusal's message of game `gameId`. */
export function expectRefusalMessage(message: unknown, at: string, gameId: string): void {
  const { key, params } = (message ?? {}) as { key?: unknown; params?: unknown };
  if (typeof key !== 'string' || !REFUSAL_KEY.test(key)) throw new Error(`${at}: refused without a message key ('<namespace>:refusal.<name>'): ${show(key)}`);
  if (!key.startsWith('shell:') && !key.startsWith(`${gameId}:`)) throw new Error(`${at}: refused with the key ${show(key)}, which is neither the game's nor the shell's`);
  if (params !== undefined && !isParams(params)) throw new Error(`${at}: the refusal's parameters are not strings and numbers: ${show(params)}`);
}

/** A hint's reason key: the game's catalogue, hint.<name>, or the match's plain reason. */
const HINT_KEY = /^[a-z][\w-]*:hint\.[A-Za-z][\w.]*$/;

/** Throws, saying where (`at`), unless `message` is a hint's reason of game `gameId` (hint.ts). */
export function expectHintReason(message: unknown, at: string, gameId: string): void {
  const { key, params } = (message ?? {}) as { key?: unknown; params?: unknown };
  if (typeof key !== 'string' || !HINT_KEY.test(key)) throw new Error(`${at}: a reason without a message key ('<namespace>:hint.<name>'): ${show(key)}`);
  if (!key.startsWith('match:') && !key.startsWith(`${gameId}:`)) throw new Error(`${at}: a reason with the key ${show(key)}, which is neither the game's nor the match's`);
  if (params !== undefined && !isParams(params)) throw new Error(`${at}: the reason's parameters are not strings and numbers: ${show(params)}`);
}
