/**
 * The Insel der Schmuggler bay's frame time in headless Chromium (WebGL2
 * through ANGLE on llvmpipe here: the CPU draws), beside the Smugglers (2016)
 * table's in the same run (bench-frames.ts): the issue asks that the bay's
 * frame p95 be no worse than the table's.
 *
 * The bay draws on demand, so at rest it draws nothing: the bench measures
 * its idle CPU while it waits for a player's first choice (a player against
 * a bot, the player first), then times the frames while it moves: four bots play a
 * game and the bay replays their turns (the beam turning, boats sailing and
 * pushing, goods thrown), the requestAnimationFrame intervals timed only
 * while the stage says it is playing them (`data-watching="true"`). Draw
 * calls and triangles are read from the canvas (RenderStats).
 */
import { type FrameWindow, type IdleCpu, frameTimes, idleCpu, openBrowserBench, summarize } from './bench-browser.js';
import { treeCpuMs } from './process-cpu.js';

export interface BayFrames {
  /** Frame time while the bay plays the bots' turns; null when not measured (see `reason`). */
  moving: FrameWindow | null;
  /** Draw calls and triangles of one frame of the bay with four boats; null when the scene did not say. */
  drawCalls: number | null;
  triangles: number | null;
  /** How the canvas was set up: 'software' or 'gpu' (kit3d/drawing-tier.ts); null when not said. */
  drawing: string | null;
  /** Idle CPU of the bay at rest, % of one core. */
  idle: readonly IdleCpu[];
  reason?: string;
}

const NOT_MEASURED: BayFrames = { moving: null, drawCalls: null, triangles: null, drawing: null, idle: [] };

const BAY_CANVAS = '.insel-bay canvas';
const PLAYING = { selector: '[data-testid="insel-stage"]', attribute: 'data-watching', value: 'true' } as const;

/**
 * Starts a headless host (the built app next to `rendererDir`) and measures
 * the bay: a few still seconds (`quick`: 3 s, else 6 s), then its frames
 * while bots' turns play (`quick`: about 6 s of them, else about 20 s).
 */
export async function measureBayFrames(rendererDir: string, quick: boolean): Promise<BayFrames> {
  const bench = await openBrowserBench(rendererDir, 'smugglers-bay-');
  if ('reason' in bench) return { ...NOT_MEASURED, reason: bench.reason };
  const { browser } = bench;
  try {
    const url = await bench.url;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const newGame = async (seats: readonly ('human' | 'bot')[], firstPlayer: number | null): Promise<void> => {
      // A reload returns to the screen the tab was on: forget it, as a new window would.
      await page.evaluate('sessionStorage.clear()').catch(() => undefined);
      await page.goto(url);
      await page.getByRole('button', { name: 'New game: Insel der Schmuggler', exact: true }).click();
      await page.getByRole('radio', { name: `${seats.length} players` }).check();
      for (const [index, kind] of seats.entries()) await page.getByLabel(`Seat ${index + 1} player`).selectOption(kind);
      if (firstPlayer !== null) await page.getByLabel('First player').selectOption(String(firstPlayer));
      await page.getByLabel('Seed', { exact: true }).fill('4242');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.locator(BAY_CANVAS).waitFor({ state: 'visible', timeout: 60_000 });
    };

    // At rest: the player's first choice (his starting harbour) awaited, the bay still.
    await newGame(['human', 'bot'], 0);
    await page.locator(`${PLAYING.selector}[data-watching="false"][data-phase="harbours"]`).waitFor({ state: 'attached', timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const idle = [await idleCpu(page, cdp, 'bay, waiting for the player', BAY_CANVAS, quick ? 3000 : 6000)];

    // Moving: four bots play, and the bay plays their turns after them.
    await newGame(['bot', 'bot', 'bot', 'bot'], null);
    const stage = page.locator(`${PLAYING.selector}[${PLAYING.attribute}="${PLAYING.value}"]`);
    const wanted = quick ? 6_000 : 20_000;
    const deltas: number[] = [];
    const browserCpu = () => treeCpuMs(process.pid, /chromium/);
    let cpuMs: number | null = 0;
    let timed = 0;
    // The first second of a new bay (shaders compiled, the first crates made) is its loading, not its play.
    let skipFirst = true;
    const began = Date.now();
    while (timed < wanted && Date.now() - began < wanted * 4 + 60_000) {
      if (!(await stage.waitFor({ state: 'attached', timeout: 30_000 }).then(() => true, () => false))) break;
      if (skipFirst) {
        await page.waitForTimeout(1000);
        skipFirst = false;
      }
      const cpuBefore = browserCpu();
      const window = await frameTimes(page, Math.min(5_000, wanted - timed), PLAYING);
      const cpuAfter = browserCpu();
      cpuMs = cpuMs === null || cpuBefore === null || cpuAfter === null ? null : cpuMs + (cpuAfter - cpuBefore);
      deltas.push(...window);
      timed += window.reduce((sum, delta) => sum + delta, 0);
    }
    const canvas = page.locator(BAY_CANVAS);
    const drawCalls = Number(await canvas.getAttribute('data-draw-calls'));
    const triangles = Number(await canvas.getAttribute('data-triangles'));
    const drawing = await page.locator('.insel-bay [data-drawing]').first().getAttribute('data-drawing').catch(() => null);
    const moving: FrameWindow | null =
      deltas.length > 0 ? { ...summarize(deltas), cpuMsPerFrame: cpuMs === null ? null : Math.round((cpuMs / deltas.length) * 10) / 10 } : null;
    return {
      moving,
      drawCalls: Number.isFinite(drawCalls) && drawCalls > 0 ? drawCalls : null,
      triangles: Number.isFinite(triangles) && triangles > 0 ? triangles : null,
      drawing,
      idle,
      ...(moving === null ? { reason: 'the bay never played a turn' } : {}),
    };
  } catch (error) {
    return { ...NOT_MEASURED, reason: `the bay did not come up: ${(error as Error).message.split('\n')[0] ?? ''}` };
  } finally {
    await bench.close();
  }
}
