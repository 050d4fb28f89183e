/** Schmuggler an Bord's manifest: its entry in the menu and what it can do (shared/engine/manifest.ts). Loads nothing of the rules. */
import { defineManifest } from '../../engine/manifest.js';

export default defineManifest({
  id: 'schmuggler-an-bord',
  title: 'Schmuggler an Bord',
  minPlayers: 3,
  maxPlayers: 6,
  available: true,
  menuOrder: 3,
  playoutTarget: 5000,
});
