/** Errors a host request can end with, and the host's sentences in the player's language. */
import i18next from 'i18next';
import type { RefusalMessage } from '../../../shared/engine/contract';
import type { ErrorCode, HostError } from '../../../shared/protocol/messages';
import { type Sentence, type SentenceParams, isSentence } from '../../../shared/protocol/sentence';

/** The host's own error codes, plus 'disconnected' when the connection dropped before the answer came. */
export type HostErrorCode = ErrorCode | 'disconnected';

/**
 * A request the host refused (ok: false), or one that got no answer. A
 * refusal of the host (a refused move, the host's own refusals) has its
 * message `key` and `params`, which errorMessage() words in the player's
 * language (a LAN guest may read another than the host's); the host sends no
 * English, so its `message` is the key and parameters, for the developer's
 * console. An error of the renderer's own has its English as `message`.
 */
export class HostRequestError extends Error {
  readonly code: HostErrorCode;
  readonly key?: string;
  readonly params?: SentenceParams;

  constructor(code: HostErrorCode, message: string, words?: RefusalMessage | Sentence) {
    super(message);
    this.name = 'HostRequestError';
    this.code = code;
    if (words) {
      this.key = words.key;
      if (words.params) this.params = words.params;
    }
  }
}

/** The error a host's refusal (its code, key and parameters) ends a request with. */
export function hostRequestError(error: HostError): HostRequestError {
  const { code, ...sentence } = error;
  return new HostRequestError(code, describeSentence(sentence), sentence);
}

/**
 * A readable sentence for anything a request may throw: a refusal in the
 * current language (shell:errors.unknown when no catalogue loaded has its
 * key); else the sentence the error came with.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof HostRequestError && error.key !== undefined) return hostSentence({ key: error.key, ...(error.params ? { params: error.params } : {}) });
  if (error instanceof Error && error.message) return error.message;
  return words('shell:errors.unknown');
}

/**
 * One of the host's sentences (a refusal, a table closed, an autosave that
 * failed, a save that cannot be loaded) in the current language: its words
 * when the catalogues loaded have them (and those of every sentence it
 * quotes). The host sends no English to fall back on: a key no catalogue
 * loaded has reads as "Something went wrong." (and the key goes to the
 * console, for the developer).
 */
export function hostSentence(sentence: Sentence): string {
  const said = worded(sentence);
  if (said !== null) return said;
  // eslint-disable-next-line i18next/no-literal-string -- for the developer's console, not the player
  console.warn(`No words for ${describeSentence(sentence)}`);
  return words('shell:errors.unknown');
}

/** A sentence as a developer reads it: its key and parameters. */
function describeSentence(sentence: Sentence): string {
  return sentence.params ? `${sentence.key} ${JSON.stringify(sentence.params)}` : sentence.key;
}

/**
 * The namespaces a sentence's words come from, those of the sentences it
 * quotes included (the shell's, a game's): a screen that shows it loads
 * them first, so that a save's problem quoting a game's refusal is worded
 * whole.
 */
export function namespacesOf(words: Sentence | null | undefined, into = new Set<string>()): Set<string> {
  if (!words) return into;
  const colon = words.key.indexOf(':');
  if (colon > 0) into.add(words.key.slice(0, colon));
  for (const value of Object.values(words.params ?? {})) if (isSentence(value)) namespacesOf(value, into);
  return into;
}

/**
 * Loads the catalogues a sentence's words come from (those of the sentences
 * it quotes too), once the app's words have started: a refusal from a game's
 * catalogue reads in full even on a screen that had not loaded it. Never
 * fails: a catalogue that cannot load leaves the sentence unworded.
 */
export async function loadWordsOf(sentence: Sentence): Promise<void> {
  if (!i18next.isInitialized) return;
  try {
    await i18next.loadNamespaces([...namespacesOf(sentence)]);
  } catch {
    // hostSentence says what it can.
  }
}

/** A shell message in the current language (keys of the renderer's own errors: typed loosely, see worded). */
function words(key: string, params: SentenceParams = {}, language?: string): string {
  return (i18next.t as (key: string, options: object) => string)(key, language ? { ...params, lng: language } : params);
}

/**
 * An error the renderer itself ends a request with (the connection dropped,
 * no answer): worded from the shell's catalogue, in English for the logs and
 * in the player's language through errorMessage().
 */
export function localError(code: HostErrorCode, key: string, params?: Record<string, string | number>): HostRequestError {
  return new HostRequestError(code, words(key, params, 'en'), { key, ...(params ? { params } : {}) });
}

/**
 * A sentence in the current language, or null when a catalogue loaded lacks
 * its key or the key of a sentence it quotes. (The app's i18next instance, the
 * one i18n/i18n.ts starts: imported as i18next so that the host's modules need
 * not load the catalogues' registry. Keys come from the host, so they are not
 * typed.)
 */
function worded(sentence: Sentence): string | null {
  if (!i18next.isInitialized) return null;
  const options: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(sentence.params ?? {})) {
    if (!isSentence(value)) {
      options[name] = value;
      continue;
    }
    const quoted = worded(value);
    if (quoted === null) return null;
    options[name] = quoted;
  }
  if (!i18next.exists(sentence.key, options)) return null;
  return (i18next.t as (key: string, options: object) => string)(sentence.key, options);
}
