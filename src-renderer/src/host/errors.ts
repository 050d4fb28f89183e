/** Errors a host request can end with. */
import type { ErrorCode } from '../../../shared/protocol/messages';

/** The host's own error codes, plus 'disconnected' when the connection dropped before the answer came. */
export type HostErrorCode = ErrorCode | 'disconnected';

/** A request the host refused (ok: false), or one that got no answer. `message` is a sentence a player can read. */
export class HostRequestError extends Error {
  readonly code: HostErrorCode;

  constructor(code: HostErrorCode, message: string) {
    super(message);
    this.name = 'HostRequestError';
    this.code = code;
  }
}

/** A readable sentence for anything a request may throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof HostRequestError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong.';
}
