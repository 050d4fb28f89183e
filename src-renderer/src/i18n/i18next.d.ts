/**
 * Typed message keys: t('menu.continue') compiles only if the English
 * catalogue has that key (English is the source every translation follows).
 */
import 'i18next';
import type contrebandes from '../games/contrebandes/locales/en.json';
import type inselDerSchmuggler from '../games/insel-der-schmuggler/locales/en.json';
import type schmugglerAnBord from '../games/schmuggler-an-bord/locales/en.json';
import type smugglers2016 from '../games/smugglers-2016/locales/en.json';
import type smugglers2025 from '../games/smugglers-2025/locales/en.json';
import type lan from './locales/en/lan.json';
import type match from './locales/en/match.json';
import type sandbox from './locales/en/sandbox.json';
import type shell from './locales/en/shell.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: {
      shell: typeof shell;
      match: typeof match;
      lan: typeof lan;
      sandbox: typeof sandbox;
      contrebandes: typeof contrebandes;
      'smugglers-2016': typeof smugglers2016;
      'schmuggler-an-bord': typeof schmugglerAnBord;
      'insel-der-schmuggler': typeof inselDerSchmuggler;
      'smugglers-2025': typeof smugglers2025;
    };
    returnNull: false;
  }
}
