/**
 * A browser driven by automation (navigator.webdriver: Playwright's Chromium
 * in the e2e suite) may switch the words in place, without a reload or a trip
 * to Settings: the fitting check (e2e/fit.ts) reads each state a test reaches
 * in every language and puts the test's language back. A person's browser and
 * the app's own window never get the switch; it changes nothing the host keeps.
 */
import { switchLanguage } from './i18n';
import { isLanguage } from './languages';

/** The name the switch has on `window`. */
export const AUTOMATION_SWITCH = '__switchLanguage';

type SwitchHost = Record<typeof AUTOMATION_SWITCH, ((language: string) => Promise<boolean>) | undefined>;

/** Puts the switch on `target` when `driven` (navigator.webdriver): it resolves false for a language the app does not speak. */
export function exposeLanguageSwitch(target: object = globalThis, driven = typeof navigator !== 'undefined' && navigator.webdriver === true): void {
  if (!driven) return;
  (target as SwitchHost)[AUTOMATION_SWITCH] = async (language) => {
    if (!isLanguage(language)) return false;
    await switchLanguage(language);
    return true;
  };
}
