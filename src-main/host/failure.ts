/**
 * A request the host refuses, with the code and the English sentence; a
 * refusal worded in the catalogues (a refused move) also carries its message
 * key and parameters, which the client words in its player's language.
 */
import type { RefusalMessage } from '../../shared/engine/contract.js';
import type { HostError } from '../../shared/protocol/messages.js';

export class HostFailure extends Error {
  constructor(readonly error: HostError) {
    super(error.message);
  }
}

export function fail(code: HostError['code'], message: string, words?: RefusalMessage): never {
  throw new HostFailure({ code, message, ...(words ? { key: words.key, ...(words.params ? { params: words.params } : {}) } : {}) });
}
