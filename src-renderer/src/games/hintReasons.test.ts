/// <reference types="vite/client" />
/**
 * Every game's hint reasons (GameDefinition.explainMove) worded whole in
 * English, German and French: a real hint of each game's hard bot at its
 * first decision, and the reasons for every move of sampled positions.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyConformanceKit } from '../../../shared/engine/conformance/kit';
import { randomPlayout } from '../../../shared/engine/conformance/playout';
import { hintFor } from '../../../shared/engine/hint';
import { setUp } from '../../../shared/engine/set-up';
import { gameById } from '../../../shared/games/index';
import { hostSentence } from '../host';
import { i18n, switchLanguage } from '../i18n/i18n';
import { hintSentence } from '../kit2d/hintWords';
import { playableGameIds } from './catalog';

const kits = import.meta.glob<AnyConformanceKit>('../../../shared/games/*/conformance.ts', { eager: true, import: 'default' });
/** What a sentence the catalogues lack reads as: a placeholder or nesting left, a key, or "Something went wrong." */
const UNWORDED = /\{\{|\$t\(|hint\.|Something went wrong|Etwas ist schiefgelaufen|Quelque chose s’est mal passé/;

afterEach(async () => {
  await switchLanguage('en');
});

describe("the games' hint reasons", () => {
  // Each game's first decisions of a two- or three-seat table, its hard bot's hint worded in each language.
  it.each(playableGameIds)('of %s is worded whole in every language', async (id) => {
    const game = gameById(id);
    if (!game) throw new Error(id);
    await i18n.loadNamespaces(id);
    const seats = Math.max(game.meta.minPlayers, 2);
    const state = setUp(game, 11, seats, game.defaultOptions(seats));
    const seat = game.activeSeats(state)[0] as number;
    const hint = hintFor(game, state, seat);
    if (!hint.ok) throw new Error(hint.problem.key);
    expect(hint.hint.reason.key.startsWith(`${id}:hint.`)).toBe(true);
    const names = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'];
    for (const language of ['en', 'de', 'fr'] as const) {
      await switchLanguage(language);
      const words = hostSentence(hintSentence(hint.hint.reason, names));
      expect(words, `${id} in ${language}`).not.toMatch(UNWORDED);
      expect(words.length, `${id} in ${language}`).toBeGreaterThan(10);
    }
  }, 60_000);

  // Every move of sampled positions of a random game explained (not only the hard bot's choices): each reason the games give.
  it.each(playableGameIds)('of %s, for any move, is worded whole in every language', async (id) => {
    const game = gameById(id);
    if (!game?.explainMove) throw new Error(`${id} explains no move`);
    await i18n.loadNamespaces(id);
    const seats = Math.max(game.meta.minPlayers, 3);
    // The game's own stand-in for its host's outcomes (a roll), as its conformance kit plays them.
    const kit = kits[`../../../shared/games/${id}/conformance.ts`];
    const played = randomPlayout(game, { seed: 5, seats, options: game.defaultOptions(seats), ...(kit?.hostMove ? { hostMove: kit.hostMove } : {}) });
    const reasons = new Map<string, { key: string; params?: Record<string, string | number> }>();
    played.states.forEach((state, index) => {
      if (index % 3 !== 0) return;
      for (const seat of game.activeSeats(state)) {
        const view = game.viewFor(state, seat);
        for (const move of game.legalMoves(state, seat).slice(0, 12)) {
          const reason = game.explainMove?.(view, move, seat);
          if (reason) reasons.set(JSON.stringify(reason), reason);
        }
      }
    });
    expect(reasons.size).toBeGreaterThan(2);
    const names = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'];
    for (const language of ['en', 'de', 'fr'] as const) {
      await switchLanguage(language);
      for (const reason of reasons.values()) expect(hostSentence(hintSentence(reason, names)), `${id} in ${language}: ${reason.key}`).not.toMatch(UNWORDED);
    }
  }, 60_000);
});
