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
