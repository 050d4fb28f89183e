/**
 * Where each catalogue comes from. The text is split by area (namespace):
 * the shell (menu, setup, settings, saves, notices, the 3D kit's controls),
 * the match (the game screen every game shares: seats, log, results, the
 * hot-seat curtain), the LAN screens, the sandbox, the games' cards in the
 * menu (each game's pitch), and one per game (its table, log, options and
 * rules page). Each is its own chunk per language, loaded when a screen of
 * that area first asks for it: the menu starts with the shell's catalogue of
 * one language only.
 *
 * English is the fallback language, so i18next needs its shell and cards in every language: they come in
 * the first chunk (about 5 KB gzipped), and the menu of an English player waits for no catalogue at all
 * (a round trip less before the menu, issue #27).
 *
 * A game's words are found by its folder, with no list of games here (and no
 * import of the games' registry, whose games use the words):
 * src-renderer/src/games/<id>/locales/<language>.json is the namespace <id>,
 * src-renderer/src/games/<id>/card/<language>.json its card in the menu.
 */
import type { Language } from './languages';
import englishShell from './locales/en/shell.json';
import type { GameResources } from './resources';

export type Catalogue = { [key: string]: string | Catalogue };
type Load = () => Promise<Catalogue>;

export const AREAS = ['shell', 'match', 'lan', 'sandbox'] as const;
export type Area = (typeof AREAS)[number];
/** The namespace of the games' cards in the menu: each game's card words under its id ('contrebandes.pitch'). */
export const GAME_CARDS = 'gameCards';
/** The words of a game's card in the menu, in one language. */
export interface GameCard {
  /** Two short lines for the main menu. */
  pitch: string;
}
export type GameCards = Record<string, GameCard>;
/** A game's own namespace: its id. */
export type GameNamespace = keyof GameResources & string;
export type Namespace = Area | typeof GAME_CARDS | GameNamespace;

const areaLoaders: Record<Area, (language: Language) => Promise<{ default: Catalogue }>> = {
  shell: (language) => (language === 'en' ? Promise.resolve({ default: englishShell }) : import(`./locales/${language}/shell.json`)),
  match: (language) => import(`./locales/${language}/match.json`),
  lan: (language) => import(`./locales/${language}/lan.json`),
  sandbox: (language) => import(`./locales/${language}/sandbox.json`),
};

/** Catalogues found by folder, by game and language, from `import.meta.glob`'s answer ('…/games/<id>/<folder>/<language>.json'). */
export function byGameAndLanguage(found: Record<string, Load>): Record<string, Record<string, Load>> {
  const games: Record<string, Record<string, Load>> = {};
  for (const [file, load] of Object.entries(found)) {
    const [game = '', , name = ''] = file.split('/').slice(-3);
    (games[game] ??= {})[name.replace(/\.json$/, '')] = load;
  }
  return games;
}

const gameLocales = byGameAndLanguage(import.meta.glob<Catalogue>('../games/*/locales/*.json', { import: 'default' }));
const gameCards = byGameAndLanguage({
  ...import.meta.glob<Catalogue>(['../games/*/card/*.json', '!../games/*/card/en.json'], { import: 'default' }),
  ...bundled(import.meta.glob<Catalogue>('../games/*/card/en.json', { import: 'default', eager: true })),
});

/** Catalogues in the first chunk, with the loaders' shape. */
function bundled(found: Record<string, Catalogue>): Record<string, Load> {
  return Object.fromEntries(Object.entries(found).map(([file, catalogue]) => [file, () => Promise.resolve(catalogue)]));
}

const isArea = (value: string): value is Area => (AREAS as readonly string[]).includes(value);

export function isNamespace(value: string): value is Namespace {
  return isArea(value) || value === GAME_CARDS || Object.hasOwn(gameLocales, value);
}

function missing(language: Language, namespace: string): Promise<never> {
  // eslint-disable-next-line i18next/no-literal-string -- a programming slip (a game without this language), for the developer
  return Promise.reject(new Error(`No catalogue ${language}/${namespace}.`));
}

/** One area's catalogue in one language. */
export async function loadCatalogue(language: Language, namespace: Namespace): Promise<Catalogue> {
  if (isArea(namespace)) return (await areaLoaders[namespace](language)).default;
  if (namespace === GAME_CARDS) {
    // Every game's card: a few words each, loaded together for the menu.
    const cards = await Promise.all(Object.entries(gameCards).map(async ([game, languages]) => [game, await (languages[language] ?? (() => missing(language, `${game}/card`)))()] as const));
    return Object.fromEntries(cards);
  }
  const load = gameLocales[namespace]?.[language];
  return load ? load() : missing(language, namespace);
}

export function namespaces(): Namespace[] {
  return [...AREAS, GAME_CARDS, ...(Object.keys(gameLocales) as GameNamespace[])];
}
