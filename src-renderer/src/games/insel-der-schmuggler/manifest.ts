/**
 * Insel der Schmuggler's UI manifest (games/manifest.ts): its table's and its options'
 * loaders, each its own chunk; the registry finds it by folder. Its words are
 * in locales/ and its card in the menu in card/, found by folder too; the
 * declaration below types its namespace.
 */
import type english from './locales/en.json';
import { defineGameUi } from '../manifest';

declare module '../../i18n/resources' {
  interface GameResources {
    'insel-der-schmuggler': typeof english;
  }
}

export default defineGameUi({
  ui: () => import('./index'),
  // The still land's chunk (three's core with it) asked for at once, not after the UI's chunk and the
  // scenes' module have come and run; scenes.ts then asks for the bay (react-three-fiber with it) and Rapier
  // in their order.
  preload: () => Promise.all([import('./scene/still-land'), import('./scenes').then((scenes) => scenes.preloadScenes())]),
  options: () => import('../../../../shared/games/insel-der-schmuggler/options'),
});
