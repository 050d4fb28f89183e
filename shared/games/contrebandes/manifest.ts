/** Contrebandes's manifest: its entry in the menu and what it can do (shared/engine/manifest.ts). Loads nothing of the rules. */
import { defineManifest } from '../../engine/manifest.js';

export default defineManifest({
  id: 'contrebandes',
  title: 'Contrebandes',
  minPlayers: 3,
  maxPlayers: 5,
  available: true,
  menuOrder: 1,
  playoutTarget: 2000,
});
