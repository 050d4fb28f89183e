/**
 * The host's sentences in English, for its logs, its errors' `message` and the
 * command line: the engines' refusals (shared/engine/contract.ts,
 * RefusalMessage) and the host's own sentences (shared/protocol/sentence.ts:
 * a table closed, a refused LAN request, a save that cannot be loaded).
 * Clients word the same keys in their player's language; the host words them
 * here, in English, from the same English catalogues (plain data, bundled
 * with the host), with a small i18next instance of its own, so plurals,
 * contexts and nesting read as in the app. A key no catalogue has is given as
 * it is, with its parameters.
 */
import { type i18n as I18n, createInstance } from 'i18next';
import type { RefusalMessage } from '../../shared/engine/contract.js';
import { isSentence, type Sentence, type SentenceParams } from '../../shared/protocol/sentence.js';
import lan from '../../src-renderer/src/i18n/locales/en/lan.json';
import match from '../../src-renderer/src/i18n/locales/en/match.json';
import sandbox from '../../src-renderer/src/i18n/locales/en/sandbox.json';
import shell from '../../src-renderer/src/i18n/locales/en/shell.json';

export type Catalogue = { [key: string]: string | Catalogue };

/** The namespaces of English catalogues found by folder, from `import.meta.glob`'s answer ('…/games/<id>/locales/en.json' → <id>). */
export function gameNamespaces(found: Record<string, Catalogue>): Record<string, Catalogue> {
  return Object.fromEntries(Object.entries(found).map(([file, catalogue]) => [file.split('/').at(-3) as string, catalogue]));
}

/**
 * The English catalogues of the namespaces whose sentences the host says: the
 * shell's, the LAN screens', the game screen's, the sandbox's and each game's,
 * found by its folder (src-renderer/src/games/<id>/locales/en.json) under its
 * id, the namespace its keys are in: a new game's words are here with no line
 * to add. Gathered when first needed: a copy of the host that a test runs
 * through tsx (without Vite, so without import.meta.glob) says nothing.
 */
export function englishCatalogues(
  gameFiles: Record<string, Catalogue> = import.meta.glob<Catalogue>('../../src-renderer/src/games/*/locales/en.json', { eager: true, import: 'default' }),
): Record<string, Catalogue> {
  return { shell, lan, match, sandbox, ...gameNamespaces(gameFiles) };
}

/**
 * The parts of each catalogue that hold the host's sentences: the refusals
 * (the engine's and each game's), the save problems, what the host says at a
 * LAN table or a match, and the hints' reasons and refusals (`smugglers
 * hint`), with the words of goods those nest (theKind, theGood, contrabandA).
 * The rest of each catalogue is the app's screens.
 */
const HOST_PARTS = ['refusal', 'saveProblem', 'hostSays', 'hint', 'theKind', 'theGood', 'contrabandA'];

export class HostWords {
  private readonly i18n: I18n;

  constructor(catalogues: Record<string, Catalogue> = englishCatalogues()) {
    this.i18n = createInstance();
    const parts = (catalogue: Catalogue) => Object.fromEntries(HOST_PARTS.flatMap((part) => (part in catalogue ? [[part, catalogue[part]]] : [])));
    void this.i18n.init({
      lng: 'en',
      fallbackLng: false,
      resources: { en: Object.fromEntries(Object.entries(catalogues).map(([namespace, catalogue]) => [namespace, parts(catalogue)])) },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      returnEmptyString: false,
    });
  }

  /** The English of a sentence (or a refusal); a parameter that is a sentence is worded first. */
  english(message: Sentence | RefusalMessage): string {
    const options: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(message.params ?? {})) options[name] = isSentence(value) ? this.english(value) : value;
    if (!this.i18n.exists(message.key, options)) return message.params ? `${message.key} ${JSON.stringify(message.params)}` : message.key;
    return this.i18n.t(message.key, options);
  }
}

let words: HostWords | null = null;

/** The English of a host sentence or a refusal, from the app's own catalogues. */
export function inEnglish(message: Sentence | RefusalMessage): string {
  words ??= new HostWords();
  return words.english(message);
}

/** A host sentence with its English: what the host tells a client (`message` beside the words) and writes in its logs. */
export interface Said {
  message: string;
  words: Sentence;
}

/** A host sentence from its key and parameters, with its English. */
export function said(key: string, params?: SentenceParams): Said {
  const words: Sentence = params ? { key, params } : { key };
  return { message: inEnglish(words), words };
}
