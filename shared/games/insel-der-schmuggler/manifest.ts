/** Insel der Schmuggler's manifest: its entry in the menu and what it can do (shared/engine/manifest.ts). Loads nothing of the rules. */
import { defineManifest } from '../../engine/manifest.js';

export default defineManifest({
  id: 'insel-der-schmuggler',
  title: 'Insel der Schmuggler',
  minPlayers: 2,
  maxPlayers: 4,
  available: true,
  menuOrder: 4,
  playoutTarget: 5000,
});
