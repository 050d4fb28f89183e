/**
 * One of the host's own sentences as data (a table closed, a refused request,
 * a save that cannot be loaded): a catalogue key with its namespace
 * ('lan:hostSays.wrongCode') and its parameters. The host sends it as it is,
 * without English: each client words it in its player's language (a LAN guest
 * may read another than the host's), and the host words it in English only
 * for its own log and the command line (src-main/words/host-words.ts).
 *
 * A parameter may itself be a sentence (a save whose log holds a move the game
 * refuses quotes the refusal): it is worded first, in the same language.
 * Like a refusal's (shared/engine/contract.ts, RefusalMessage), the other
 * parameters are names, numbers, ids or text from outside the app (a system
 * error), never the app's own English.
 */
export interface Sentence {
  key: string;
  params?: SentenceParams;
}

export type SentenceParams = { [name: string]: string | number | Sentence };

/** A sentence from a key and its parameters (none: no `params`). */
export function sentence(key: string, params?: SentenceParams): Sentence {
  return params ? { key, params } : { key };
}

/** Whether a parameter is a sentence of its own. */
export function isSentence(value: unknown): value is Sentence {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}
