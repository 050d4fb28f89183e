/**
 * Nothing but the app's own page, opened from the address the host printed,
 * can act as the host: not a page of another origin in the same browser (even
 * with the app open in another tab), not an HTML file from the Downloads
 * folder, not a page whose name was rebound to 127.0.0.1 (DNS rebinding). No
 * program on another port of 127.0.0.1 ever receives the key, nor can it plant
 * one. A tab left from before a restart is told why it no longer reaches the host.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../src-main/cli/chromium';
import { expect, test } from './fixtures';
import { FIT_SIZES } from './fit';
import { clippedText } from './overflow';

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
    // As the page's host client does: the key it keeps, offered in the handshake.
    const ws = new WebSocket(`ws://${location.host}/api`, ['smugglers', `smugglers-key.${localStorage.getItem('smugglers.hostKey') ?? ''}`]);
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
    await expect(page.getByRole('button', { name: 'Host a LAN game' })).toBeVisible();
    // The key left the address bar.
    expect(new URL(page.url()).hash).toBe('');
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
      const response = await page.goto(`http://rebound.example:${port}/${new URL(host.url).hash}`);
      expect(response?.status()).toBe(403);
      await expect(page.locator('body')).toContainText('not the app’s');
    } finally {
      await browser.close();
    }
  });

  test('a program on another port of 127.0.0.1 never receives the key, typed or redirected to, and cannot plant one', async ({ page, host }) => {
    await page.goto(host.url);
    await expect(page.getByRole('button', { name: 'Host a LAN game' })).toBeVisible();
    const key = new URLSearchParams(new URL(host.url).hash.slice(1)).get('key') ?? '';
    expect(key).toHaveLength(43);
    const port = new URL(host.url).port;

    // A plain server on another port: it writes down every request's headers, and tries to plant a key of its own.
    const seen: string[] = [];
    const other = http.createServer((request, response) => {
      seen.push(`${request.url ?? ''} ${JSON.stringify(request.headers)}`);
      response.writeHead(200, { 'Content-Type': 'text/html', 'Set-Cookie': `smugglers-key-${port}=${'p'.repeat(43)}; Path=/; SameSite=Lax` }).end('<title>other</title>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
    // A "public site" that sends the player there.
    const redirector = http.createServer((_request, response) => response.writeHead(302, { Location: otherUrl }).end());
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    try {
      const tab = await page.context().newPage();
      await tab.goto(otherUrl);
      await tab.goto(`http://127.0.0.1:${(redirector.address() as AddressInfo).port}/`);
      await expect(tab).toHaveTitle('other');
      expect(seen.length).toBeGreaterThanOrEqual(2);
      for (const headers of seen) expect(headers).not.toContain(key);
      await tab.close();
      // The planted cookie changes nothing: a reload of the app still reaches the host.
      await page.reload();
      await page.getByRole('button', { name: 'Load', exact: true }).click();
      await expect(page.getByText('No saved games yet')).toBeVisible();
      await expect(page.getByTestId('connection-notice')).toHaveCount(0);
    } finally {
      for (const server of [other, redirector]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }
  });

  test('a tab left from before a restart says to open the new address, and the new address works', async ({ page, host }) => {
    await page.goto(host.url);
    await expect(page.getByRole('button', { name: 'Host a LAN game' })).toBeVisible();
    await host.restart({ samePort: true });
    await expect(page.getByTestId('connection-notice')).toContainText('open the address the host printed');
    await page.screenshot({ path: test.info().outputPath('old-tab-after-restart.png') });
    // The notice is a bar above the menu: it lies over none of its words (it once hid a screen's title).
    for (const size of FIT_SIZES) {
      await page.setViewportSize(size);
      expect(await clippedText(page), `at ${size.width}×${size.height}`).toEqual([]);
    }
    await page.goto(host.url);
    await expect(page.getByTestId('connection-notice')).toHaveCount(0);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await expect(page.getByText('No saved games yet')).toBeVisible();
  });
});
