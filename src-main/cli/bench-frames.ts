/**
 * The 3D table's frame time in headless Chromium (WebGL2 through ANGLE on
 * llvmpipe here: the CPU draws): a headless host, a 2-player Smugglers (2016)
 * game started through the UI (one player, one bot), the player's ball
 * sculpted, then requestAnimationFrame times while the table waits for the
 * push (the camera on the track, the ball at the start) and while the pushed
 * ball rolls. The scene writes its draw calls and triangles on its canvas
 * (`data-draw-calls`, `data-triangles`, from three's `renderer.info`).
 *
 * The 3D screens draw on demand, so the table at rest draws nothing: the
 * frame time is the rolling ball's, and at rest the bench measures the idle
 * CPU of each 3D screen instead (the page's main-thread task time over a few
 * still seconds, through the DevTools protocol: % of one core), and the
 * replay lag under a CPU throttled 4× (Chromium's CPU throttling): the
 * seconds from the update that starts a roll's replay to the replay's end on
 * screen, for a few pushes (the roll itself lasts 2 to 4 s of it), each from
 * a save loaded at the player's push (bench-push-saves.ts).
 */
import type { Locator } from '@playwright/test';
import { type FrameWindow, type IdleCpu, frameTimes, idleCpu, percentile, openBrowserBench, summarize } from './bench-browser.js';
import { replayLags, writePushSaves } from './bench-replay-lag.js';
import { treeCpuMs } from './process-cpu.js';

export interface TableFrames {
  /** Frame time while the table waits for the player's push; null when not measured (see `reason`). */
  p50Ms: number | null;
  p95Ms: number | null;
  /** Frames timed in that window. */
  frames: number;
  /** Draw calls of one frame of the table; null when the scene did not say. */
  drawCalls: number | null;
  triangles: number | null;
  /** How the canvas was set up: 'software' (no GPU: no antialiasing, one pixel per CSS pixel) or 'gpu'; null when not said. */
  drawing: string | null;
  /** Frame time while pushed balls roll (the replay steps Rapier every frame), pooled over a few pushes; null when no replay was caught. */
  rolling: FrameWindow | null;
  /** Idle CPU of each 3D screen, % of one core (the page's main-thread tasks while nothing moves). */
  idle: readonly IdleCpu[];
  /** Seconds from a replay's start to its end on screen, CPU throttled 4×; null when not measured (`replayLagReason` says why). */
  replayLag: { pushes: number; p50S: number; maxS: number } | null;
  /** Why the replay lag was not measured, or not for every push it tried. */
  replayLagReason?: string;
  reason?: string;
}

export type { FrameWindow, IdleCpu };

const NOT_MEASURED = { p50Ms: null, p95Ms: null, frames: 0, drawCalls: null, triangles: null, drawing: null, rolling: null, idle: [], replayLag: null } as const;

/** Sculpts a small round ball at the station (a few pinches, a few strokes) and hands it in. */
async function sculptSmallBall(station: Locator): Promise<void> {
  const pinch = station.getByRole('button', { name: 'Add a pinch' });
  for (let i = 0; i < 4; i++) await pinch.click();
  for (let i = 0; i < 8; i++) await station.getByRole('button', { name: 'Roll a stroke' }).click();
  await station.getByRole('button', { name: 'Done', exact: true }).click();
}

/**
 * Starts a headless host (the built app next to `rendererDir`: out/main/cli.js
 * beside out/renderer) and measures the Smugglers (2016) table's frames in
 * headless Chromium: a few seconds at rest (`quick`: 3 s, else 8 s), then the
 * replay of a push.
 */
export async function measureTableFrames(rendererDir: string, quick: boolean): Promise<TableFrames> {
  const lagPushes = quick ? 2 : 4;
  let savesProblem: string | null = null;
  const bench = await openBrowserBench(rendererDir, 'smugglers-frames-', (dataDir) => {
    savesProblem = writePushSaves(dataDir, lagPushes, new Date());
  });
  if ('reason' in bench) return { ...NOT_MEASURED, reason: bench.reason };
  const { browser } = bench;
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(await bench.url);
    await page.getByRole('button', { name: 'New game: Smugglers (2016)', exact: true }).click();
    await page.getByRole('radio', { name: '2 players' }).check();
    await page.getByLabel('Seat 1 player').selectOption('human');
    await page.getByLabel('Seat 1 name').fill('Bench');
    await page.getByLabel('Seat 2 player').selectOption('bot');
    await page.getByLabel('Seat 2 name').fill('Boris');
    await page.getByLabel('Seed').fill('4242');
    await page.getByRole('button', { name: 'Start' }).click();

    const canvas = page.getByRole('img', { name: 'The smuggling table in 3D' }).locator('canvas');
    await canvas.waitFor({ state: 'visible', timeout: 60_000 });
    // The table's and the physics' loading lines may show together: none of them left.
  await page.getByRole('status').filter({ hasText: /Loading the (3D table|physics)/ }).first().waitFor({ state: 'detached', timeout: 60_000 });

    // Sculpt a small round ball, so the table (not the sculpting station) fills the screen.
    const station = page.getByTestId('sm-sculpt');
    const pinch = station.getByRole('button', { name: 'Add a pinch' });
    await pinch.waitFor({ state: 'visible', timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const idleMs = quick ? 3000 : 6000;
    const idle: IdleCpu[] = [await idleCpu(page, cdp, 'sculpting station', '[data-testid="sm-sculpt"] canvas', idleMs)];
    await sculptSmallBall(station);
    await station.waitFor({ state: 'detached', timeout: 30_000 });

    // The player's turn to push (the bot may push first; its replay ends before the pad shows).
    const pad = page.getByTestId('push-pad');
    await pad.waitFor({ state: 'visible', timeout: 60_000 });
    // Let the camera settle on the track.
    await page.waitForTimeout(1000);
    idle.push(await idleCpu(page, cdp, 'table, waiting for a push', '.sm-stage canvas', idleMs));
    const rest = summarize(await frameTimes(page, quick ? 3000 : 8000));
    const drawCalls = Number(await canvas.getAttribute('data-draw-calls'));
    const triangles = Number(await canvas.getAttribute('data-triangles'));
    const drawing = await page.locator('.sm-stage [data-drawing]').first().getAttribute('data-drawing').catch(() => null);

    // Push, and time the replays: a replay follows real time, so one roll gives only a second or two of
    // frames; the frames of a few pushes are pooled (a table's first frames after a still spell included).
    // A push, and a replay begun: true, or why not. The pad may still show while a turn ends (the bot's replay
    // playing, the round over): a push then starts nothing, and the next round's sculpting comes instead. So
    // it waits for no replay to play, and tries again (up to three times) when sculpting came instead.
    const replaying = page.locator('.sm-stage[data-replaying="true"]');
    const push = async (ups: number): Promise<true | string> => {
      for (let attempt = 0; attempt < 3; attempt++) {
        // The pad, or a new round's sculpting first (then sculpt, and the pad comes).
        const next = await pad
          .or(pinch)
          .first()
          .waitFor({ state: 'visible', timeout: 90_000 })
          .then(
            () => true,
            () => false,
          );
        if (!next) return 'neither the push pad nor the sculpting station came within 90 s';
        if (await pinch.isVisible().catch(() => false)) {
          await sculptSmallBall(station);
          if (!(await pad.waitFor({ state: 'visible', timeout: 90_000 }).then(() => true, () => false))) return 'no push pad within 90 s of sculpting';
        }
        if (!(await replaying.waitFor({ state: 'detached', timeout: 120_000 }).then(() => true, () => false))) return 'a replay did not end within 120 s';
        if (!(await pad.isVisible().catch(() => false))) continue;
        await pad.focus();
        await page.keyboard.press('Home');
        for (let i = 0; i < ups; i++) await page.keyboard.press('ArrowUp');
        await page.keyboard.press('Space');
        const began = await replaying
          .or(pinch)
          .first()
          .waitFor({ state: 'attached', timeout: 30_000 })
          .then(
            () => true,
            () => false,
          );
        if (!began) return 'no replay began within 30 s of the push';
        if (await replaying.count()) return true;
      }
      return 'three pushes in a row came too late for their turn';
    };
    const rollingDeltas: number[] = [];
    const browserCpu = () => treeCpuMs(process.pid, /chromium/);
    let rollingCpuMs: number | null = 0;
    for (let n = 0; n < (quick ? 2 : 4); n++) {
      if ((await push(14 - n)) !== true) break;
      const cpuBefore = browserCpu();
      rollingDeltas.push(...(await frameTimes(page, 10_000, { selector: '.sm-stage', attribute: 'data-replaying', value: 'true' })));
      const cpuAfter = browserCpu();
      rollingCpuMs = rollingCpuMs === null || cpuBefore === null || cpuAfter === null ? null : rollingCpuMs + (cpuAfter - cpuBefore);
    }
    const rolling: FrameWindow | null =
      rollingDeltas.length > 0
        ? { ...summarize(rollingDeltas), cpuMsPerFrame: rollingCpuMs === null ? null : Math.round((rollingCpuMs / rollingDeltas.length) * 10) / 10 }
        : null;

    // The replay lag with the CPU throttled 4×: each push from a save of its own (bench-push-saves.ts), loaded
    // at the player's push, so that neither the game's end nor a throttled sculpting stands in the way.
    const { lags, problem: lagProblem } = savesProblem === null ? await replayLags(page, cdp, await bench.url, lagPushes) : { lags: [], problem: savesProblem };
    const sortedLags = lags.slice().sort((a, b) => a - b);
    const replayLag =
      lags.length === 0 ? null : { pushes: lags.length, p50S: Math.round(percentile(sortedLags, 0.5) * 10) / 10, maxS: Math.round((sortedLags[sortedLags.length - 1] ?? 0) * 10) / 10 };

    // The sandbox's bench, still. (A reload returns to the screen the tab was on: forget it, as a new window would.)
    await page.evaluate('sessionStorage.clear()');
    await page.goto('about:blank');
    await page.goto(await bench.url);
    await page.getByRole('button', { name: 'Physics sandbox' }).click();
    await page.getByRole('tab', { name: 'Bench' }).click({ timeout: 10_000 }).catch(() => undefined);
    const benchCanvas = page.getByRole('img', { name: /The bench in 3D/ }).locator('canvas');
    if (await benchCanvas.waitFor({ state: 'visible', timeout: 60_000 }).then(() => true, () => false)) {
      idle.push(await idleCpu(page, cdp, 'sandbox bench', '.sb-canvas canvas', idleMs));
    }
    return {
      p50Ms: rest.p50Ms,
      p95Ms: rest.p95Ms,
      frames: rest.frames,
      drawCalls: Number.isFinite(drawCalls) && drawCalls > 0 ? drawCalls : null,
      triangles: Number.isFinite(triangles) && triangles > 0 ? triangles : null,
      drawing,
      rolling,
      idle,
      replayLag,
      ...(replayLag === null ? { replayLagReason: lagProblem ?? 'no push was made' } : lagProblem === null ? {} : { replayLagReason: lagProblem }),
    };
  } catch (error) {
    return { ...NOT_MEASURED, reason: `the table did not come up: ${(error as Error).message.split('\n')[0] ?? ''}` };
  } finally {
    await bench.close();
  }
}
