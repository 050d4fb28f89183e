/**
 * A request the host refuses: its code and its sentence as data (a refused
 * move's refusal, or one of the host's own sentences), which the client words
 * in its player's language. The English is the host's alone: the failure's
 * `message`, for its log and the command line (englishOf).
 */
import type { RefusalMessage } from '../../shared/engine/contract.js';
import type { HostError } from '../../shared/protocol/messages.js';
import type { Sentence } from '../../shared/protocol/sentence.js';
import { inEnglish, type Said } from '../words/host-words.js';

export class HostFailure extends Error {
  constructor(readonly error: HostError) {
    super(englishOf(error));
  }
}

/**
 * Refuses the request: with a host sentence (said()) or a refusal's words (a
 * refused move's). A plain text is text from outside the app (a schema's
 * complaint, a system error): it goes as it came, as the parameter of a
 * sentence that says nothing more (shell:hostSays.asItCame).
 */
export function fail(code: HostError['code'], what: string | Said | Sentence | RefusalMessage): never {
  throw new HostFailure(hostError(code, what));
}

/** The error of a refused request (see fail): the code, the key and the parameters, no English. */
export function hostError(code: HostError['code'], what: string | Said | Sentence | RefusalMessage): HostError {
  const sentence = typeof what === 'string' ? asItCame(what) : 'words' in what ? what.words : what;
  return { code, key: sentence.key, ...(sentence.params ? { params: sentence.params } : {}) };
}

/** Text from outside the app as a sentence: worded as it came, in every language. */
export function asItCame(text: string): Sentence {
  return { key: 'shell:hostSays.asItCame', params: { text } };
}

/** A refused request (or any sentence the host sends) in English, for the host's log and the command line. */
export function englishOf(sentence: HostError | Sentence): string {
  return inEnglish({ key: sentence.key, ...(sentence.params ? { params: sentence.params } : {}) });
}
