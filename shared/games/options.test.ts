import { describe, expect, it } from 'vitest';
import type { ZodObject, ZodRawShape } from 'zod';
import { games } from './index.js';
import type { GameOptionsSpec } from './options.js';

/** A game's options.ts, as the renderer loads it (Vite resolves a variable import by its file name). */
async function optionsOf(id: string): Promise<GameOptionsSpec> {
  return ((await import(`./${id}/options.ts`)) as { default: GameOptionsSpec }).default;
}

describe('each game’s options form', () => {
  it.each(Object.entries(games))('%s: has one row per option of its schema, and offers only what the schema takes', async (id, game) => {
    const form = (await optionsOf(id)).form ?? [];
    const shape = (game.optionsSchema as unknown as ZodObject<ZodRawShape>).shape;
    expect(form.map((row) => row.option).sort(), id).toEqual(Object.keys(shape).sort());
    const defaults = game.defaultOptions(game.meta.minPlayers) as Record<string, unknown>;
    for (const row of form) {
      // What the rows offer, the schema takes.
      const offered: unknown[] =
        row.kind === 'check'
          ? [true, false]
          : row.kind === 'choice'
            ? row.choices.map((choice) => choice.value)
            : row.kind === 'count'
              ? [row.range(game.meta.minPlayers).least, row.range(game.meta.maxPlayers).most]
              : row.kind === 'range'
                ? [row.min, row.max]
                : row.kind === 'firstSeat'
                  ? [null, 0, game.meta.maxPlayers - 1]
                  : [];
      for (const value of offered) expect(game.optionsSchema.safeParse({ ...defaults, [row.option]: value }).success, `${id} ${row.option} ${String(value)}`).toBe(true);
    }
  });
});
