import { afterEach, describe, expect, it } from 'vitest';
import { AUTOMATION_SWITCH, exposeLanguageSwitch } from './automation';
import { currentLanguage, switchLanguage } from './i18n';

type Target = { [AUTOMATION_SWITCH]?: (language: string) => Promise<boolean> };

afterEach(async () => {
  await switchLanguage('en');
});

describe('exposeLanguageSwitch', () => {
  it('gives a browser driven by automation a switch that changes the words in place', async () => {
    const target: Target = {};
    exposeLanguageSwitch(target, true);
    expect(await target[AUTOMATION_SWITCH]?.('fr')).toBe(true);
    expect(currentLanguage()).toBe('fr');
  });

  it('refuses a language the app does not speak, keeping the words as they are', async () => {
    const target: Target = {};
    exposeLanguageSwitch(target, true);
    expect(await target[AUTOMATION_SWITCH]?.('it')).toBe(false);
    expect(currentLanguage()).toBe('en');
  });

  it('gives a person’s browser nothing', () => {
    const target: Target = {};
    exposeLanguageSwitch(target, false);
    expect(target).not.toHaveProperty(AUTOMATION_SWITCH);
  });
});
