/**
 * A request the host refuses, with the code and the English sentence; a
 * refusal worded in the catalogues (a refused move, the host's own refusals)
 * also carries its message key and parameters, which the client words in its
 * player's language.
 */
import type { RefusalMessage } from '../../shared/engine/contract.js';
import type { HostError } from '../../shared/protocol/messages.js';
import type { Sentence } from '../../shared/protocol/sentence.js';
import type { Said } from '../words/host-words.js';

export class HostFailure extends Error {
  constructor(readonly error: HostError) {
    super(error.message);
  }
}

/**
 * Refuses the request: with a host sentence (said(), its English and its
 * words), or with an English message and, when the catalogues word it, its
 * words (a refused move's). A message alone stays English for every player
 * (text from outside the app: a schema's complaint).
 */
export function fail(code: HostError['code'], what: string | Said, words?: RefusalMessage | Sentence): never {
  throw new HostFailure(hostError(code, what, words));
}

/** The error of a refused request (see fail). */
export function hostError(code: HostError['code'], what: string | Said, words?: RefusalMessage | Sentence): HostError {
  const message = typeof what === 'string' ? what : what.message;
  const sentence = typeof what === 'string' ? words : what.words;
  return { code, message, ...(sentence ? { key: sentence.key, ...(sentence.params ? { params: sentence.params } : {}) } : {}) };
}
