/**
 * Nothing but the app's own page, opened from the address the host printed,
 * can act as the host: not a page of another origin in the same browser (even
 * with the app open in another tab, so the browser holds the key's cookie), not
 * an HTML file from the Downloads folder, not a page whose name was rebound to
 * 127.0.0.1 (DNS rebinding). A tab left from before a restart is told why it
 * no longer reaches the host.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../src-main/cli/chromium';
import { expect, test } from './fixtures';

/** What a hostile page does: open the host's socket, ask for the saves, delete one, rename the player. */
function attackScript(port: number, matchId: string): string {
  return `
    window.outcome = new Promise((resolve) => {
      const seen = [];
      let ws;
      try { ws = new WebSocket('ws://127.0.0.1:${port}/api'); } catch (error) { resolve({ opened: false, seen, error: String(error) }); return; }
      let opened = false;
      ws.onopen = () => {
        opened = true;
        ws.send(JSON.stringify({ id: 1, type: 'listSaves' }));
        ws.send(JSON.stringify({ id: 2, type: 'deleteSave', matchId: '${matchId}' }));
        ws.send(JSON.stringify({ id: 3, type: 'setSettings', settings: { playerName: 'Mallory', botDelayMs: 0, reducedMotion: true, hotSeatCurtain: false } }));
      };
      ws.onmessage = (event) => seen.push(String(event.data));
      ws.onclose = (event) => resolve({ opened, seen, code: event.code });
      setTimeout(() => resolve({ opened, seen, code: 'timeout' }), 8000);
    });`;
}

interface Outcome {
  opened: boolean;
  seen: string[];
  code?: number | string;
}

/** Serves one page from another origin on 127.0.0.1 (another port: another origin, the same site). */
async function servePage(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function startMatchHeadless(page: import('@playwright/test').Page): Promise<string> {
  // The app's own page starts a match the ordinary way, through its host client.
  return page.evaluate(async () => {
    const ws = new WebSocket(`ws://${location.host}/api`);
    await new Promise((resolve) => (ws.onopen = resolve));
    const answer = new Promise<string>((resolve) => {
      ws.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: { matchId: string } };
        if (message.id === 1 && message.result) resolve(message.result.matchId);
      };
    });
    const seats = ['Rosa', 'Ada', 'Bruno'].map((name, i) => (i === 0 ? { kind: 'human', name } : { kind: 'bot', name, level: 'easy' }));
    ws.send(JSON.stringify({ id: 1, type: 'createMatch', game: 'contrebandes', seats, seed: 4 }));
    const matchId = await answer;
    ws.close();
    return matchId;
  });
}

function saveExists(dataDir: string, matchId: string): boolean {
  return fs.existsSync(path.join(dataDir, 'saves', `${matchId}.json`));
}

test.describe('who may act as the host', () => {
  test('a page of another origin and a downloaded HTML file get nothing, while the app is open in the same browser', async ({ page, host }) => {
    await page.goto(host.url);
    // The key left the address bar for a cookie.
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('button', { name: 'Host a LAN game' })).toBeVisible();
    const matchId = await startMatchHeadless(page);
    await expect.poll(() => saveExists(host.dataDir, matchId)).toBe(true);
    const port = Number(new URL(page.url()).port);

    const attacker = await servePage(`<!doctype html><title>cats</title><script>${attackScript(port, matchId)}</script>`);
    const other = await page.context().newPage();
    await other.goto(attacker.url);
    const fromSite = (await other.evaluate('window.outcome')) as Outcome;
    expect(fromSite.opened).toBe(false);
    expect(fromSite.seen).toEqual([]);
    await attacker.close();

    const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-downloads-'));
    const file = path.join(downloads, 'free-gold.html');
    fs.writeFileSync(file, `<!doctype html><title>free gold</title><script>${attackScript(port, matchId)}</script>`);
    await other.goto(`file://${file}`);
    const fromFile = (await other.evaluate('window.outcome')) as Outcome;
    expect(fromFile.opened).toBe(false);
    expect(fromFile.seen).toEqual([]);

    expect(saveExists(host.dataDir, matchId)).toBe(true);
    const settings = JSON.parse(fs.readFileSync(path.join(host.dataDir, 'settings.json'), 'utf8')) as { playerName: string };
    expect(settings.playerName).not.toBe('Mallory');
    // The app itself still works.
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await expect(page.getByTestId('save-row')).toHaveCount(1);
  });

  test('a name rebound to 127.0.0.1 (DNS rebinding) is refused', async ({ host }) => {
    const port = Number(new URL(host.url).port);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP rebound.example 127.0.0.1'],
    });
    try {
      const page = await browser.newPage();
      // Even with the key: the attacker's page does not have it, but the name alone must not get in.
      const response = await page.goto(`http://rebound.example:${port}/?key=${new URL(host.url).searchParams.get('key')}`);
      expect(response?.status()).toBe(403);
      await expect(page.locator('body')).toContainText('not the app’s');
    } finally {
      await browser.close();
    }
  });

  test('a tab left from before a restart says to open the new address, and the new address works', async ({ page, host }) => {
    await page.goto(host.url);
    await expect(page.getByRole('button', { name: 'Host a LAN game' })).toBeVisible();
    await host.restart({ samePort: true });
    await expect(page.getByTestId('connection-notice')).toContainText('open the address the host printed');
    await page.screenshot({ path: test.info().outputPath('old-tab-after-restart.png') });
    await page.goto(host.url);
    await expect(page.getByTestId('connection-notice')).toHaveCount(0);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await expect(page.getByText('No saved games yet')).toBeVisible();
  });
});
