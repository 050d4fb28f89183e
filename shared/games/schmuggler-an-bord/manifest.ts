/** Schmuggler an Bord's manifest: its entry in the menu and what it can do (shared/engine/manifest.ts). Loads nothing of the rules. */
import { defineManifest } from '../../engine/manifest.js';

export default defineManifest({
  id: 'schmuggler-an-bord',
  title: 'Schmuggler an Bord',
  minPlayers: 3,
  maxPlayers: 6,
  available: true,
  menuOrder: 3,
  // A player may take back his own last move while nothing was revealed since (take-back.ts says which).
  takeBack: true,
  playoutTarget: 5000,
  tutorial: true,
});
