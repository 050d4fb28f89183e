/**
 * The renderer's registry of games: per playable game, a loader of its UI
 * (table, rules, options form, wording, with its styles) and a loader of its
 * setup options (shared/games/<id>/options.ts: schema and defaults, without
 * the rules, the bots or the physics), each its own chunk. The menu starts
 * without any game; the new-game and lobby screens load the options (and the
 * options form) of the game they show; a match loads its own game's UI.
 * The host's registry, with every engine, is shared/games/index.ts.
 */
import type { PlayableGameId } from '../../../shared/games/catalog';
import type { GameOptionsSpec } from '../../../shared/games/options';
import type { Catalogue } from '../i18n/catalogues';
import type { Language } from '../i18n/languages';
import type { AnyGameUi } from './types';

export interface GameLoaders {
  ui(): Promise<{ default: AnyGameUi }>;
  options(): Promise<{ default: GameOptionsSpec }>;
  /** The game's words in one language (its namespace, named by the game's id: table, log, options, rules page). */
  locales(language: Language): Promise<{ default: Catalogue }>;
}

export const gameLoaders = {
  contrebandes: {
    ui: () => import('./contrebandes/index'),
    options: () => import('../../../shared/games/contrebandes/options'),
    locales: (language) => import(`./contrebandes/locales/${language}.json`),
  },
  'smugglers-2016': {
    ui: () => import('./smugglers-2016/index'),
    options: () => import('../../../shared/games/smugglers-2016/options'),
    locales: (language) => import(`./smugglers-2016/locales/${language}.json`),
  },
  'schmuggler-an-bord': {
    ui: () => import('./schmuggler-an-bord/index'),
    options: () => import('../../../shared/games/schmuggler-an-bord/options'),
    locales: (language) => import(`./schmuggler-an-bord/locales/${language}.json`),
  },
  'insel-der-schmuggler': {
    ui: () => import('./insel-der-schmuggler/index'),
    options: () => import('../../../shared/games/insel-der-schmuggler/options'),
    locales: (language) => import(`./insel-der-schmuggler/locales/${language}.json`),
  },
  'smugglers-2025': {
    ui: () => import('./smugglers-2025/index'),
    options: () => import('../../../shared/games/smugglers-2025/options'),
    locales: (language) => import(`./smugglers-2025/locales/${language}.json`),
  },
} satisfies Record<PlayableGameId, GameLoaders>;
