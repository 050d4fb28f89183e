/** Errors a host request can end with. */
import i18next from 'i18next';
import type { RefusalMessage, RefusalParams } from '../../../shared/engine/contract';
import type { ErrorCode } from '../../../shared/protocol/messages';

/** The host's own error codes, plus 'disconnected' when the connection dropped before the answer came. */
export type HostErrorCode = ErrorCode | 'disconnected';

/**
 * A request the host refused (ok: false), or one that got no answer.
 * `message` is the host's English sentence; a refusal worded in the
 * catalogues (a refused move) also has its message `key` and `params`, which
 * errorMessage() words in the player's language (a LAN guest may read another
 * than the host's).
 */
export class HostRequestError extends Error {
  readonly code: HostErrorCode;
  readonly key?: string;
  readonly params?: RefusalParams;

  constructor(code: HostErrorCode, message: string, words?: RefusalMessage) {
    super(message);
    this.name = 'HostRequestError';
    this.code = code;
    if (words) {
      this.key = words.key;
      if (words.params) this.params = words.params;
    }
  }
}

/**
 * A readable sentence for anything a request may throw: a refusal with a
 * message key the catalogues know, in the current language; else the
 * sentence the error came with.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof HostRequestError) return refusalWords(error) ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return words('shell:errors.unknown');
}

/** A shell message in the current language (keys of the renderer's own errors: typed loosely, see refusalWords). */
function words(key: string, params: RefusalParams = {}, language?: string): string {
  return (i18next.t as (key: string, options: object) => string)(key, language ? { ...params, lng: language } : params);
}

/**
 * An error the renderer itself ends a request with (the connection dropped,
 * no answer): worded from the shell's catalogue, in English for the logs and
 * in the player's language through errorMessage().
 */
export function localError(code: HostErrorCode, key: string, params?: RefusalParams): HostRequestError {
  return new HostRequestError(code, words(key, params, 'en'), { key, ...(params ? { params } : {}) });
}

/**
 * A refusal's message in the current language, or null when it has no key or
 * no catalogue loaded has it. (The app's i18next instance, the one i18n/i18n.ts
 * starts: imported as i18next so that the host's modules need not load the
 * catalogues' registry. Keys come from the host, so they are not typed.)
 */
function refusalWords(error: HostRequestError): string | null {
  if (error.key === undefined) return null;
  const options = { ...error.params };
  if (!i18next.isInitialized || !i18next.exists(error.key, options)) return null;
  return (i18next.t as (key: string, options: object) => string)(error.key, options);
}
