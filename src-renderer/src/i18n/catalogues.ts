/**
 * Where each catalogue comes from. The text is split by area (namespace):
 * the shell (menu, setup, settings, saves, notices, the 3D kit's controls),
 * the match (the game screen every game shares: seats, log, results, the
 * hot-seat curtain), the LAN screens, the sandbox, and one per game (its table, log, options and rules
 * page; registered with the game's loaders in games/index.ts). Each is its own
 * chunk per language, loaded when a screen of that area first asks for it: the
 * menu starts with the shell's catalogue of one language only.
 */
import { gameLoaders } from '../games';
import type { PlayableGameId } from '../../../shared/games/catalog';
import type { Language } from './languages';

export type Catalogue = { [key: string]: string | Catalogue };
type CatalogueModule = { default: Catalogue };

export const AREAS = ['shell', 'match', 'lan', 'sandbox'] as const;
export type Area = (typeof AREAS)[number];
export type Namespace = Area | PlayableGameId;

const areaLoaders: Record<Area, (language: Language) => Promise<CatalogueModule>> = {
  shell: (language) => import(`./locales/${language}/shell.json`),
  match: (language) => import(`./locales/${language}/match.json`),
  lan: (language) => import(`./locales/${language}/lan.json`),
  sandbox: (language) => import(`./locales/${language}/sandbox.json`),
};

export function isNamespace(value: string): value is Namespace {
  return value in areaLoaders || value in gameLoaders;
}

/** One area's catalogue in one language. */
export async function loadCatalogue(language: Language, namespace: Namespace): Promise<Catalogue> {
  const module = namespace in areaLoaders ? await areaLoaders[namespace as Area](language) : await gameLoaders[namespace as PlayableGameId].locales(language);
  return module.default;
}

export function namespaces(): Namespace[] {
  return [...AREAS, ...(Object.keys(gameLoaders) as PlayableGameId[])];
}
