/**
 * Whether a file is small enough to import. An import is one message to the
 * host, which takes at most MAX_MESSAGE_CHARS characters of JSON; a bigger
 * one would be refused (or its connection cut) with no word about why. So the
 * size is checked here first, with a sentence the player can act on (in the
 * words `t` gives).
 */
import type { TFunction } from 'i18next';
import { MAX_MESSAGE_CHARS } from '../../../shared/protocol/messages';

/** Megabytes (of a million: the limit is a round 2) for the player, rounded up so that too large never reads as the limit. */
function megabytes(amount: number): number {
  return Math.ceil(amount / 100_000) / 10;
}

function tooLarge(t: TFunction<'shell'>, fileName: string, size: number): string {
  return t('load.tooLarge', { fileName, size: megabytes(size), limit: megabytes(MAX_MESSAGE_CHARS) });
}

/**
 * Before reading the file: a file of more than three bytes per character the
 * host takes is too large whatever it holds (UTF-8 needs at most three bytes
 * for each character of the text). Spares reading a huge file to refuse it.
 */
export function fileSizeProblem(t: TFunction<'shell'>, fileName: string, bytes: number): string | null {
  return bytes > MAX_MESSAGE_CHARS * 3 ? tooLarge(t, fileName, bytes) : null;
}

/** The exact check, once the text is read: the whole request as the host will count it (quotes in the file are escaped in it). */
export function importSizeProblem(t: TFunction<'shell'>, fileName: string, content: string): string | null {
  const chars = JSON.stringify({ id: Number.MAX_SAFE_INTEGER, type: 'importSave', fileName, content }).length;
  return chars > MAX_MESSAGE_CHARS ? tooLarge(t, fileName, chars) : null;
}

/** A file the player picked: its name, its size in bytes and a way to read its text (a browser's File). */
export interface PickedFile {
  name: string;
  size: number;
  text(): Promise<string>;
}

/**
 * A picked file's text for the host (an import, a replay file), or why it is not sent: too large before
 * it is read (not read at all), or once read.
 */
export async function readForHost(t: TFunction<'shell'>, file: PickedFile): Promise<{ ok: true; content: string } | { ok: false; problem: string }> {
  const tooLarge = fileSizeProblem(t, file.name, file.size);
  if (tooLarge) return { ok: false, problem: tooLarge };
  const content = await file.text();
  const tooLong = importSizeProblem(t, file.name, content);
  return tooLong ? { ok: false, problem: tooLong } : { ok: true, content };
}
