import { describe, expect, it } from 'vitest';
import { type GameManifest, byMenuOrder, defineManifest, isAvailable, manifestProblem } from './manifest.js';

const crate = defineManifest({ id: 'guess-the-crate', title: 'Guess the Crate', minPlayers: 2, maxPlayers: 2, available: true, menuOrder: 6 });

describe('a game manifest', () => {
  it('keeps its id as written', () => {
    const id: 'guess-the-crate' = crate.id;
    expect(id).toBe('guess-the-crate');
  });

  it('is refused with a reason when it breaks the contract', () => {
    expect(manifestProblem(crate)).toBeNull();
    expect(manifestProblem({ ...crate, id: 'Guess The Crate' })).toMatch(/folder name/);
    expect(manifestProblem({ ...crate, title: ' ' })).toMatch(/no title/);
    expect(manifestProblem({ ...crate, minPlayers: 0 })).toMatch(/minPlayers/);
    expect(manifestProblem({ ...crate, maxPlayers: 1 })).toMatch(/maxPlayers/);
    expect(manifestProblem({ ...crate, minPlayers: 1.5 })).toMatch(/minPlayers/);
    expect(manifestProblem({ ...crate, playoutTarget: 0 })).toMatch(/playout target/);
  });

  it('is playable unless it says it is coming soon', () => {
    expect(isAvailable(crate)).toBe(true);
    expect(isAvailable({ ...crate, available: undefined })).toBe(true);
    expect(isAvailable({ ...crate, available: false })).toBe(false);
  });

  it('is listed by its menu order, those without one last by title', () => {
    const games: GameManifest[] = [
      { id: 'b', title: 'B', minPlayers: 1, maxPlayers: 1 },
      { id: 'second', title: 'Z', minPlayers: 1, maxPlayers: 1, menuOrder: 2 },
      { id: 'a', title: 'A', minPlayers: 1, maxPlayers: 1 },
      { id: 'first', title: 'Y', minPlayers: 1, maxPlayers: 1, menuOrder: 1 },
    ];
    expect([...games].sort(byMenuOrder).map((game) => game.id)).toEqual(['first', 'second', 'a', 'b']);
  });
});
