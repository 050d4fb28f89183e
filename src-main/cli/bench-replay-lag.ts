/**
 * The replay lag of the Smugglers (2016) table with the CPU throttled 4×
 * (bench-frames.ts reports it): from saves written before the host starts,
 * 2-player matches whose both balls are sculpted, the player's turn to push
 * first. The bench reaches the state it times by loading one, not by playing
 * up to it: a game played on through a few pushes may end, or reach its next
 * sculpting late on a throttled CPU, and then time nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import type { Seat } from '../../shared/engine/contract.js';
import { smugglersGame } from '../../shared/games/smugglers-2016/game.js';
import type { SmugglersState } from '../../shared/games/smugglers-2016/types.js';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type LogEntry, type SaveFile } from '../saves/save-file.js';

/** The player's name in the `index`th save: the Load screen's row to pick. */
export const pushSavePlayer = (index: number): string => `Lag ${index + 1}`;

/**
 * The `index`th save: seat 0 (a player) and seat 1 (a bot) have sculpted, and
 * the player pushes first; or why it could not be made (the rules changed).
 */
export function pushReadySave(index: number, now: Date): SaveFile | { problem: string } {
  const game = smugglersGame;
  const seed = 4242 + index;
  const options = { ...game.defaultOptions(2), firstPlayer: 0 };
  const setup = game.setup(seed, 2, options);
  if (!setup.ok) return { problem: `the game did not set up: ${setup.problem.key}` };
  let state: SmugglersState = setup.state;
  const log: LogEntry[] = [];
  // Both sculpt a middle-sized round ball (of the masses the bots weigh up, the middle one).
  for (const seat of [0, 1] as Seat[]) {
    const sculpts = game.legalMoves(state, seat).filter((move) => move.type === 'sculpt');
    const move = sculpts[Math.floor(sculpts.length / 2)];
    if (!move) return { problem: `seat ${seat} may not sculpt` };
    const applied = game.applyMove(state, seat, move);
    if (!applied.ok) return { problem: `seat ${seat}'s sculpt was refused: ${applied.rejection.key}` };
    state = applied.state;
    log.push({ actor: seat, move });
  }
  const active = game.activeSeats(state);
  if (state.phase !== 'testing' || active.length !== 1 || active[0] !== 0) return { problem: `after the sculpting: ${state.phase}, seats ${active.join(', ')} to act` };
  const at = now.toISOString();
  return {
    format: SAVE_FORMAT,
    formatVersion: SAVE_FORMAT_VERSION,
    matchId: `bench-lag-${index + 1}`,
    game: game.meta.id,
    rulesVersion: game.rulesVersion,
    options,
    seed,
    seats: [
      { name: pushSavePlayer(index), kind: 'human', level: null },
      { name: 'Boris', kind: 'bot', level: 'normal' },
    ],
    createdAt: at,
    updatedAt: at,
    finished: false,
    log,
    snapshot: JSON.parse(JSON.stringify(state)) as unknown,
  };
}

/** Writes the first `count` saves into the host's data folder (its saves/); the problem, if one could not be made. */
export function writePushSaves(dataDir: string, count: number, now: Date): string | null {
  const folder = path.join(dataDir, 'saves');
  fs.mkdirSync(folder, { recursive: true });
  for (let index = 0; index < count; index++) {
    const save = pushReadySave(index, now);
    if ('problem' in save) return save.problem;
    fs.writeFileSync(path.join(folder, `${save.matchId}.json`), JSON.stringify(save));
  }
  return null;
}


/**
 * Page-side, begun before the push (its answer a promise on window.__replayLag): seconds from the
 * replay's start (the stage's data-replaying turns true: the update with the roll came) to its end on
 * screen (its line joins the table's hidden list of replays; the bot's roll may follow at once, and the
 * stage replay on), or null after `limitMs` with what was seen. Mutation observers, not polling: a
 * throttled page's timers come late. A string: no bundler helpers in the page.
 */
const REPLAY_LAG = `({ limitMs }) => { window.__replayLag = new Promise((resolve) => {
  const stage = document.querySelector('.sm-stage');
  const lines = () => document.querySelectorAll('[data-testid="replay-check"]').length;
  const before = lines();
  let began = -1;
  const observer = new MutationObserver((records) => {
    const now = performance.now();
    // A replay's start is the attribute turning true (not one already under way when the push was made).
    if (began < 0 && records.some((record) => record.type === 'attributes') && stage.getAttribute('data-replaying') === 'true') began = now;
    if (began >= 0 && lines() > before) {
      observer.disconnect();
      clearTimeout(giveUp);
      resolve({ seconds: (now - began) / 1000 });
    }
  });
  const giveUp = setTimeout(() => {
    observer.disconnect();
    resolve({ seconds: null, began: began >= 0, lines: lines() - before, stage: stage.isConnected });
  }, limitMs);
  observer.observe(stage, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-replaying'] });
}); }`;

/**
 * Loads the `index`th prepared save (from the menu, as a new window would), and with the CPU throttled 4×
 * pushes (`ups` steps up from the weakest) and times the replay: seconds, or why not.
 */
async function timeReplayLag(page: Page, cdp: CDPSession, url: string, index: number, ups: number): Promise<number | string> {
  await page.evaluate('sessionStorage.clear()');
  await page.goto('about:blank');
  await page.goto(url);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await page.getByTestId('save-row').filter({ hasText: pushSavePlayer(index) }).getByRole('button', { name: /^Load / }).click();
  const pad = page.getByTestId('push-pad');
  if (!(await pad.waitFor({ state: 'visible', timeout: 60_000 }).then(() => true, () => false))) return `no push pad within 60 s of loading save ${index + 1}`;
  // The table's and the physics' loading lines may show together: none of them left.
  await page.getByRole('status').filter({ hasText: /Loading the (3D table|physics)/ }).first().waitFor({ state: 'detached', timeout: 60_000 });
  // Let the camera settle on the track.
  await page.waitForTimeout(1000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await pad.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < ups; i++) await page.keyboard.press('ArrowUp');
    // Watching before the push (a replay that began first would not be timed), the answer kept on the page.
    await page.evaluate(`(${REPLAY_LAG})({ limitMs: 120000 })`);
    await page.keyboard.press('Space');
    const lag = await page.evaluate<{ seconds: number } | { seconds: null; began: boolean; lines: number; stage: boolean }>('window.__replayLag');
    if (lag.seconds !== null) return lag.seconds;
    return `the replay of save ${index + 1}'s push did not begin and end within 120 s (${lag.began ? 'it began' : 'none began'}, ${lag.lines} replays ended${lag.stage ? '' : ', the table was replaced'})`;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/**
 * Loads the first `count` saves in turn and times each one's push (a little firmer each time): the
 * seconds, and why it stopped short, if it did.
 */
export async function replayLags(page: Page, cdp: CDPSession, url: string, count: number): Promise<{ lags: number[]; problem: string | null }> {
  const lags: number[] = [];
  for (let index = 0; index < count; index++) {
    const lag = await timeReplayLag(page, cdp, url, index, 10 + index * 2);
    if (typeof lag === 'string') return { lags, problem: lag };
    lags.push(lag);
  }
  return { lags, problem: null };
}
