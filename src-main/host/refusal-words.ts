/**
 * A refusal in English, for the host's logs, its errors' `message` and the
 * command line. The engines refuse with a message key and parameters
 * (shared/engine/contract.ts, RefusalMessage); the renderer words them in the
 * player's language, and the host words them here, in English, from the same
 * English catalogues (plain data, bundled with the host), with a small i18next
 * instance of its own, so plurals, contexts and nesting read as in the app.
 * A key no catalogue has is given as it is, with its parameters.
 */
import { type i18n as I18n, createInstance } from 'i18next';
import type { RefusalMessage } from '../../shared/engine/contract.js';
import contrebandes from '../../src-renderer/src/games/contrebandes/locales/en.json';
import smugglers2016 from '../../src-renderer/src/games/smugglers-2016/locales/en.json';
import shell from '../../src-renderer/src/i18n/locales/en/shell.json';

type Catalogue = { [key: string]: string | Catalogue };

/** The English catalogues of the namespaces that refuse: the engine's (the shell's) and each game's. */
const ENGLISH: Record<string, Catalogue> = { shell, contrebandes, 'smugglers-2016': smugglers2016 };

export class RefusalWords {
  private readonly i18n: I18n;

  constructor(catalogues: Record<string, Catalogue> = ENGLISH) {
    this.i18n = createInstance();
    void this.i18n.init({
      lng: 'en',
      fallbackLng: false,
      // Only the refusals: the rest of each catalogue is the app's screens.
      resources: { en: Object.fromEntries(Object.entries(catalogues).map(([namespace, catalogue]) => [namespace, { refusal: catalogue.refusal ?? {} }])) },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      returnEmptyString: false,
    });
  }

  /** The English sentence of a refusal. */
  english(message: RefusalMessage): string {
    const options = { ...message.params };
    if (!this.i18n.exists(message.key, options)) return message.params ? `${message.key} ${JSON.stringify(message.params)}` : message.key;
    return this.i18n.t(message.key, options);
  }
}

let words: RefusalWords | null = null;

/** The English sentence of a refusal, from the app's own catalogues. */
export function refusalInEnglish(message: RefusalMessage): string {
  words ??= new RefusalWords();
  return words.english(message);
}
