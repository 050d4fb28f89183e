/** Smugglers (2016)'s manifest: its entry in the menu and what it can do (shared/engine/manifest.ts). Loads nothing of the rules or the physics. */
import { defineManifest } from '../../engine/manifest.js';

export default defineManifest({
  id: 'smugglers-2016',
  title: 'Smugglers (2016)',
  minPlayers: 2,
  maxPlayers: 4,
  available: true,
  menuOrder: 2,
  // Its rolls are physics the host computes: the benchmark times whole bot games, with no target.
  // The sandbox studies this game's physics (its profiles, bench and batch studies).
  physicsSandbox: true,
  // A player may take back his own last move while nothing was revealed since (take-back.ts says which).
  takeBack: true,
  // A guided first game (tutorial.ts): the menu offers Learn to play.
  tutorial: true,
});
