import { describe, expect, it } from 'vitest';
import { type GameManifest, allowsTakeBack, byMenuOrder, defineManifest, isAvailable, manifestProblem } from './manifest.js';

const barrel = defineManifest({ id: 'guess-the-barrel', title: 'Guess the Barrel', minPlayers: 2, maxPlayers: 2, available: true, menuOrder: 6 });

describe('a game manifest', () => {
  it('keeps its id as written', () => {
    const id: 'guess-the-barrel' = barrel.id;
    expect(id).toBe('guess-the-barrel');
  });

  it('is refused with a reason when it breaks the contract', () => {
    expect(manifestProblem(barrel)).toBeNull();
    expect(manifestProblem({ ...barrel, id: 'Guess The Barrel' })).toMatch(/folder name/);
    expect(manifestProblem({ ...barrel, title: ' ' })).toMatch(/no title/);
    expect(manifestProblem({ ...barrel, minPlayers: 0 })).toMatch(/minPlayers/);
    expect(manifestProblem({ ...barrel, maxPlayers: 1 })).toMatch(/maxPlayers/);
    expect(manifestProblem({ ...barrel, minPlayers: 1.5 })).toMatch(/minPlayers/);
    expect(manifestProblem({ ...barrel, playoutTarget: 0 })).toMatch(/playout target/);
  });

  it('is playable unless it says it is coming soon', () => {
    expect(isAvailable(barrel)).toBe(true);
    expect(isAvailable({ ...barrel, available: undefined })).toBe(true);
    expect(isAvailable({ ...barrel, available: false })).toBe(false);
  });

  it('allows taking back a move only when it says so', () => {
    expect(allowsTakeBack(barrel)).toBe(false);
    expect(allowsTakeBack({ ...barrel, takeBack: false })).toBe(false);
    expect(allowsTakeBack({ ...barrel, takeBack: true })).toBe(true);
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
