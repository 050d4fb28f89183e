import { describe, expect, it } from 'vitest';
import { type GameUiManifest, defineGameUi, gameUisOf } from './manifest';

describe('the UI manifests found by folder', () => {
  it('are keyed by their game’s folder', () => {
    const ui: GameUiManifest = defineGameUi({ ui: () => Promise.reject(new Error('not loaded')), options: () => Promise.reject(new Error('not loaded')) });
    expect(gameUisOf({ './a-game/manifest.ts': ui, '../../elsewhere/games/other/manifest.ts': ui })).toEqual({ 'a-game': ui, other: ui });
  });
});
