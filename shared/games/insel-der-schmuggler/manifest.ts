/** Insel der Schmuggler's manifest: its entry in the menu and what it can do (shared/engine/manifest.ts). Loads nothing of the rules. */
import { defineManifest } from '../../engine/manifest.js';

export default defineManifest({
  id: 'insel-der-schmuggler',
  title: 'Insel der Schmuggler',
  minPlayers: 2,
  maxPlayers: 4,
  available: true,
  menuOrder: 4,
  // A player may take back his own last move while nothing was revealed since (take-back.ts says which).
  takeBack: true,
  // A guided first game (tutorial.ts): the menu offers Learn to play.
  tutorial: true,
  playoutTarget: 5000,
});
