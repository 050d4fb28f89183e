/**
 * The languages the app speaks, and a player's choice among them ('system':
 * whatever his browser or system speaks, else English). The host keeps its
 * player's choice in the settings; a LAN guest's browser keeps his own.
 */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_CHOICES = ['system', ...LANGUAGES] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];
