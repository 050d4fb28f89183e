/**
 * The words of a refusal, as data: the engines never write a sentence; the
 * renderer words the message in the player's language (a LAN guest may read
 * another than the host's) and the host words it in English for its logs.
 *
 * `key` is a full i18next key with its namespace: a game's own refusals are
 * `'<gameId>:refusal.<name>'`, the engine's generic ones `'shell:refusal.<name>'`.
 * `params` are numbers, seat numbers or ids, never English: a word from a set
 * (a card kind, a phase) goes as its id and the catalogue words it (through a
 * `context` or nesting). A `count` chooses the plural form.
 */
export interface RefusalMessage {
  key: string;
  params?: RefusalParams;
}
export type RefusalParams = Record<string, string | number>;
