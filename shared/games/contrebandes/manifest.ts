/** Contrebandes's manifest: its entry in the menu and what it can do (shared/engine/manifest.ts). Loads nothing of the rules. */
import { defineManifest } from '../../engine/manifest.js';

export default defineManifest({
  id: 'contrebandes',
  title: 'Contrebandes',
  minPlayers: 3,
  maxPlayers: 5,
  available: true,
  menuOrder: 1,
  // A player may take back his own last move while nothing was revealed since (take-back.ts says which).
  takeBack: true,
  playoutTarget: 2000,
  tutorial: true,
});
