/**
 * The menu comes with the page's first load (issue #27: the menu within 1 s of `npm start`): the files
 * index.html names are all it needs. No catalogue of words, no screen's chunk, no second round of
 * requests after the first script has run, in English; a German menu fetches only its own words.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The scripts and style sheets out/renderer/index.html names: the first round of requests. */
function namedByIndex(): Set<string> {
  const html = fs.readFileSync(path.join(import.meta.dirname, '..', 'out', 'renderer', 'index.html'), 'utf8');
  return new Set([...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((found) => `/${found[1]}`));
}

/** The scripts and style sheets the page asked for until the menu showed. */
async function filesBeforeMenu(page: Page, url: string, menuButton: string): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(?:js|css)$/.test(pathname)) asked.push(pathname);
  });
  await page.goto(url);
  await expect(page.getByRole('button', { name: menuButton })).toBeVisible();
  return asked;
}

test('an English menu needs only the files index.html names', async ({ page, host }) => {
  const named = namedByIndex();
  const asked = await filesBeforeMenu(page, host.url, 'New game: Contrebandes');
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.filter((file) => !named.has(file))).toEqual([]);
});

test.describe('in German', () => {
  test.use({ hostSettings: { language: 'de' } });

  test('the menu fetches only its German words beyond them', async ({ page, host }) => {
    const named = namedByIndex();
    const asked = await filesBeforeMenu(page, host.url, 'Neue Partie: Contrebandes');
    const beyond = asked.filter((file) => !named.has(file));
    // The shell's German words, and each game's German card (a few words each): words, nothing else.
    expect(beyond.length).toBeGreaterThan(0);
    for (const file of beyond) expect(file).toMatch(/^\/assets\/(?:shell|de)-[\w-]+\.js$/);
  });
});
