/** A request the host refuses, with the code and the sentence the client shows. */
import type { HostError } from '../../shared/protocol/messages.js';

export class HostFailure extends Error {
  constructor(readonly error: HostError) {
    super(error.message);
  }
}

export function fail(code: HostError['code'], message: string): never {
  throw new HostFailure({ code, message });
}
