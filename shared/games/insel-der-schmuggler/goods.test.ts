/** The 20 goods (decision 3): four per island, one to each other island, worth 1, 2, 3, 2 clockwise; 40 points. */
import { describe, expect, it } from 'vitest';
import { ISLANDS, ISLAND_IDS } from './board.js';
import { TILES, TILE_COUNT, WINNING_TOTAL, tileFace } from './goods.js';

describe('the goods', () => {
  it('are 20 tiles worth 40 points, and 7 banked wins', () => {
    expect(TILE_COUNT).toBe(20);
    expect(TILES.reduce((sum, tile) => sum + tile.value, 0)).toBe(40);
    expect(WINNING_TOTAL).toBe(7);
  });

  it('send each island 1, 2, 2 and 3 points to the four others: 1 to the next clockwise, 2 two on, 3 three on, 2 to the next counter-clockwise', () => {
    for (const origin of ISLAND_IDS) {
      const own = TILES.filter((tile) => tile.origin === origin);
      expect(own).toHaveLength(4);
      expect(own.map((tile) => tile.destination).sort()).toEqual(ISLAND_IDS.filter((island) => island !== origin));
      expect(own.map((tile) => tile.value).sort()).toEqual([1, 2, 2, 3]);
      const worth = (steps: number) => own.find((tile) => tile.destination === (origin + steps) % ISLANDS)?.value;
      expect([worth(1), worth(2), worth(3), worth(4)]).toEqual([1, 2, 3, 2]);
      expect(own.reduce((sum, tile) => sum + tile.value, 0)).toBe(8);
    }
  });

  it('name their faces by id', () => {
    expect(tileFace(0)).toEqual({ origin: 0, destination: 1, value: 1 });
    expect(() => tileFace(20)).toThrow();
  });
});
