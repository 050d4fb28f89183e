/**
 * For this game's tests: its words, and tables laid out by hand in each step
 * (states of the engine's own shape, played on with its rules and seen
 * through its viewFor, so that the views are what a seat really gets). The
 * words are added to the app's i18next instance here, so the tests run
 * whether or not the game's catalogue is registered yet.
 */
import type { Viewer } from '../../../../shared/engine/contract';
import { play, table } from '../../../../shared/games/smugglers-2025/testkit';
import type { S25State, S25View } from '../../../../shared/games/smugglers-2025/types';
import { viewFor } from '../../../../shared/games/smugglers-2025/view';
import type { MatchUpdate } from '../../../../shared/protocol/messages';
import { i18n } from '../../i18n/i18n';
import en from './locales/en.json';
import type { Words } from './text';
import { matchUpdateOf } from '../../kit2d/testing/match-update';

const NAMESPACE = 'smugglers-2025';

/** Puts the game's English catalogue into i18next, once. */
export function loadS25Words(): void {
  if (!i18n.hasResourceBundle('en', NAMESPACE)) i18n.addResourceBundle('en', NAMESPACE, en, true, true);
}

/** The game's words in English. */
export function s25Words(): Words {
  loadS25Words();
  return i18n.getFixedT('en', NAMESPACE) as unknown as Words;
}

export const NAMES = ['Ann', 'Bob', 'Cleo'];

/**
 * Round 2 of a 3-seat game with 2 robots, Tea Ban, Ann holding the sack.
 * Ann has 2 spice and a ring in front, Bob a crossbow. Bob has picked his
 * great sword already; Ann and Cleo are choosing. The robots will play
 * snake venom and a crossbow.
 */
export function smuggleState(): S25State {
  return table(SMUGGLE);
}

const SMUGGLE: Parameters<typeof table>[0] = {
  seats: 3,
  robots: 2,
  round: 2,
  customs: 'teaBan',
  hands: [
    ['spice', 'tea', 'ring', 'silk', 'crossbow'],
    ['snakeVenom', 'fruits', 'fruits', 'ivory'],
    ['tea', 'pinkGem', 'blueGem', 'spice', 'purpleGem'],
  ],
  front: [['spice', 'spice', 'ring'], ['crossbow'], []],
  picks: [null, ['greatSword'], null],
  market: ['silk', 'fruits', 'bagOfGems'],
  discard: ['tea', 'ratPoison'],
  draws: ['snakeVenom', 'crossbow'],
};

/**
 * The same table after Ann smuggled spice and Cleo tea: revealed with the
 * robots' cards, Ann's spice kept, Bob's great sword and the robots'
 * crossbow out as a second weapon, Cleo's tea out under Tea Ban, the
 * robot's snake venom out as the only poison. Ann draws first.
 */
export function drawState(): S25State {
  const ann = play(smuggleState(), 0, { type: 'smuggle', kinds: ['spice'] }).state;
  return play(ann, 2, { type: 'smuggle', kinds: ['tea'] }).state;
}

/** The reveal of drawState had the robots played silk and fruits: no rule stops them, and they go to the discards all the same. */
export function robotKeptState(): S25State {
  const start = table({ ...SMUGGLE, draws: ['silk', 'fruits'] });
  const ann = play(start, 0, { type: 'smuggle', kinds: ['spice'] }).state;
  return play(ann, 2, { type: 'smuggle', kinds: ['tea'] }).state;
}

/** Double Smuggling: every seat plays two cards; nobody has picked yet. */
export function doubleState(): S25State {
  return { ...smuggleState(), customs: 'doubleSmuggling', picks: [null, null, null] };
}

/** Closed Market, Ann's drawing turn: the deck only. */
export function closedMarketState(): S25State {
  return { ...drawState(), customs: 'closedMarket' };
}

/**
 * The end: Ann 4 spice (26), a gem trio with a ring (3+4+5 + 10 + ring 3+5 = 30)
 * and a crossbow (10) = 66; Bob 2 fruits (12), silk (1) and 4 illegal goods
 * (40) = 53; Cleo 3 tea, worth nothing (a set of 4 scores).
 */
export function overState(): S25State {
  return table({
    seats: 3,
    robots: 2,
    phase: 'over',
    round: 12,
    customs: 'openBorder',
    customsDeck: [],
    hands: [['tea'], ['silk'], ['spice']],
    front: [
      ['spice', 'spice', 'spice', 'spice', 'pinkGem', 'blueGem', 'purpleGem', 'ring', 'crossbow'],
      ['fruits', 'fruits', 'silk', 'greatSword', 'snakeVenom', 'ratPoison', 'ivory'],
      ['tea', 'tea', 'tea'],
    ],
  });
}

/** The end of a solo game (one seat, two robots): Ann's 4 spice and a crossbow, 36 points. */
export function soloOverState(): S25State {
  return table({
    seats: 1,
    robots: 2,
    phase: 'over',
    round: 12,
    customs: 'openBorder',
    customsDeck: [],
    hands: [['tea']],
    front: [['spice', 'spice', 'spice', 'spice', 'crossbow']],
  });
}

export function viewOf(state: S25State, viewer: Viewer): S25View {
  return viewFor(state, viewer);
}

/** The update a table gets with a view. */
export function updateOf(view: S25View, version = 5): MatchUpdate {
  return matchUpdateOf('smugglers-2025', view, NAMES, version);
}
