import { describe, expect, it } from 'vitest';
import { toyGame } from '../engine/conformance/toy-game.js';
import type { AnyGameDefinition } from '../engine/contract.js';
import { catalogOf, duplicateIdProblem } from './catalog.js';
import { gameRegistry } from './registry.js';

const toy = (meta: Partial<AnyGameDefinition['meta']>): AnyGameDefinition =>
  ({ ...toyGame, meta: { ...toyGame.meta, ...meta }, bots: {} }) as unknown as AnyGameDefinition;

describe('a registry of engines', () => {
  it('keys each engine by its manifest’s id, in the menu’s order, with their catalog', () => {
    const second = toy({ id: 'second', title: 'Second', menuOrder: 2 });
    const first = toy({ id: 'first', title: 'First', menuOrder: 1 });
    const registry = gameRegistry([second, first]);
    if ('problem' in registry) throw new Error(registry.problem);
    expect(Object.keys(registry.games)).toEqual(['first', 'second']);
    expect(registry.gameById('second')).toBe(second);
    expect(registry.gameById('constructor')).toBeUndefined();
    expect(registry.catalog.entry('first')).toBe(first.meta);
    expect(registry.catalog.playableIds).toEqual(['first', 'second']);
  });

  it('is refused when two games share an id or a manifest breaks the contract', () => {
    expect(gameRegistry([toy({ id: 'same' }), toy({ id: 'same' })])).toEqual({ problem: 'Two games have the id "same".' });
    expect(gameRegistry([toy({ id: 'odd', minPlayers: 3, maxPlayers: 2 })])).toEqual({ problem: expect.stringMatching(/maxPlayers/) as unknown });
  });
});

describe('a catalog of manifests', () => {
  const soon = { id: 'soon', title: 'Soon', minPlayers: 2, maxPlayers: 4, available: false, menuOrder: 1 };
  const now = { id: 'now', title: 'Now', minPlayers: 2, maxPlayers: 4, menuOrder: 2 };

  it('lists every game in the menu’s order, and the playable ones apart', () => {
    const catalog = catalogOf([now, soon]);
    expect(catalog.entries).toEqual([soon, now]);
    expect(catalog.playableIds).toEqual(['now']);
    expect(catalog.isPlayable('now')).toBe(true);
    expect(catalog.isPlayable('soon')).toBe(false);
    expect(catalog.entry('soon')).toBe(soon);
    expect(catalog.entry('never')).toBeUndefined();
  });

  it('finds two games with one id', () => {
    expect(duplicateIdProblem([now, soon])).toBeNull();
    expect(duplicateIdProblem([now, { ...soon, id: 'now' }])).toMatch(/"now"/);
  });
});
