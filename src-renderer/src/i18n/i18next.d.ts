/**
 * Typed message keys: t('menu.continue') compiles only if the English
 * catalogue has that key (English is the source every translation follows).
 * Each game's namespace comes from its own folder (GameResources, resources.ts).
 */
import 'i18next';
import type lan from './locales/en/lan.json';
import type match from './locales/en/match.json';
import type sandbox from './locales/en/sandbox.json';
import type shell from './locales/en/shell.json';
import type { GameCards } from './catalogues';
import type { GameResources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: {
      shell: typeof shell;
      match: typeof match;
      lan: typeof lan;
      sandbox: typeof sandbox;
      gameCards: GameCards;
    } & GameResources;
    returnNull: false;
  }
}
