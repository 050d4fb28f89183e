/**
 * Smugglers (2016)'s UI manifest (games/manifest.ts): its table's and its options'
 * loaders, each its own chunk; the registry finds it by folder. Its words are
 * in locales/ and its card in the menu in card/, found by folder too; the
 * declaration below types its namespace.
 */
import type english from './locales/en.json';
import { defineGameUi } from '../manifest';

declare module '../../i18n/resources' {
  interface GameResources {
    'smugglers-2016': typeof english;
  }
}

export default defineGameUi({
  ui: () => import('./index'),
  // The station's chunk (three and react-three-fiber with it) asked for at once, not after the UI's chunk
  // and the scenes' module have come and run; scenes.ts then readies the lazy components in their order.
  preload: () => Promise.all([import('./sculpt/SculptStation'), import('./scenes').then((scenes) => scenes.preloadScenes())]),
  options: () => import('../../../../shared/games/smugglers-2016/options'),
});
