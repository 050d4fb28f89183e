/**
 * The app's own page on a loaded machine: its browser starved (Chromium's CPU
 * throttling ×20 for a minute), sending what it queued meanwhile in one burst,
 * not reading at all for a while, as bots play on. The host's limits for
 * strangers (message rate, unsent data, heartbeat) must not cut it, and once
 * the machine frees it shows the current state of the match.
 */
import { onlySave, startGame } from './contrebandes';
import { expect, test } from './fixtures';

// Slow enough bots that the match goes on through the minute of load.
test.use({ hostSettings: { botDelayMs: 400 } });

interface Watched {
  __closes: string[];
  __sockets: WebSocket[];
}

test('a starved page that stops reading keeps its host, and shows the current state once the machine frees', async ({ page, host }) => {
  test.setTimeout(300_000);
  // Every socket the app opens, and every close it sees.
  await page.addInitScript(() => {
    const watched = window as unknown as Watched;
    watched.__closes = [];
    watched.__sockets = [];
    const Native = window.WebSocket;
    class Watching extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        watched.__sockets.push(this);
        this.addEventListener('close', (event) => watched.__closes.push(`${event.code} ${event.reason}`));
      }
    }
    window.WebSocket = Watching as unknown as typeof WebSocket;
  });
  await startGame(page, host.url, [
    { name: 'Ada', human: false, level: 'easy' },
    { name: 'Bruno', human: false, level: 'easy' },
    { name: 'Chloé', human: false, level: 'easy' },
  ]);
  await expect(page.getByTestId('contrebandes-table')).toBeVisible();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  const loadStarted = Date.now();
  // What a starved page sends when it runs again: everything it queued, at once.
  await page.evaluate(() => {
    const socket = (window as unknown as Watched).__sockets.at(-1);
    for (let i = 0; i < 150; i++) socket?.send(JSON.stringify({ id: 900_000 + i, type: 'getSettings' }));
  });
  // It stops reading for a while (its renderer does not run at all).
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.pause');
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  await cdp.send('Debugger.resume');
  await cdp.send('Debugger.disable');
  await page.waitForTimeout(Math.max(0, 60_000 - (Date.now() - loadStarted)));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // The machine is free: no "lost the host", and the match as the host has it.
  await expect(page.getByTestId('connection-notice')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('final-ranking')).toBeVisible({ timeout: 180_000 });
  await expect.poll(() => onlySave(host.dataDir).finished).toBe(true);
  expect(await page.evaluate(() => (window as unknown as Watched).__closes)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('after-load.png') });
});
