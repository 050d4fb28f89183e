/**
 * The fitting checker itself (overflow.ts), on small pages of its own: text
 * pushed over other text is found; a tip the pointer opened over the table
 * is not (it floats there on purpose), while its own words are still checked;
 * words for screen readers only are not text on screen; the check reads the
 * page once its animations that end have ended.
 */
import { expect, test } from '@playwright/test';
import { atRest } from './fit';
import { clippedText } from './overflow';

const page = (body: string) => `<!doctype html><html><body style="margin:0;font:16px sans-serif">${body}</body></html>`;

test('the fitting checker finds text over text, but not an open tip over the table', async ({ page: tab }) => {
  await tab.setViewportSize({ width: 800, height: 400 });

  await tab.setContent(
    page(`<p style="position:absolute;left:10px;top:10px;margin:0">Stinking cheese! The officer backs off</p>
          <p style="position:absolute;left:40px;top:14px;margin:0">A price that lies over it</p>`),
  );
  const over = await clippedText(tab);
  expect(over.some((problem) => /overlaps/.test(problem))).toBe(true);

  await tab.setContent(
    page(`<p style="position:absolute;left:10px;top:10px;margin:0">Stinking cheese! The officer backs off</p>
          <span role="tooltip" style="position:fixed;left:200px;top:20px;background:#fff;white-space:normal;width:300px">Stinking cheese: worth nothing.</span>`),
  );
  expect(await clippedText(tab)).toEqual([]);

  // A tip whose own words are cut still counts.
  await tab.setContent(
    page(`<span role="tooltip" style="position:fixed;left:40px;top:14px;width:60px;overflow:hidden;white-space:nowrap">Stinking cheese: worth nothing.</span>`),
  );
  expect((await clippedText(tab)).some((problem) => /cut on the side/.test(problem))).toBe(true);
});

test('words for screen readers only are never cut text, even inside a chip that grows for a moment', async ({ page: tab }) => {
  await tab.setViewportSize({ width: 800, height: 400 });
  // The app's own .visually-hidden (1 px, clipped): a chip's count for screen readers, while the chip pops (scaled up).
  const hidden = 'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
  await tab.setContent(
    page(`<span style="display:inline-block;margin:40px;transform:scale(8)">● <span style="${hidden}">2 chips</span></span>`),
  );
  expect(await clippedText(tab)).toEqual([]);
});

test('the fitting check reads the page at rest: a card that grows over the words for a moment is not text over text', async ({ page: tab }) => {
  await tab.setViewportSize({ width: 800, height: 400 });
  // As Contrebandes' searched mule: a card turned over grows by a third for a moment, over the title beside it.
  await tab.setContent(
    page(`<style>@keyframes grow { from { transform: scale(4) } to { transform: none } }</style>
          <div style="position:absolute;left:10px;top:10px;display:flex;gap:6px;align-items:center">
            <p style="margin:0">Zoé searched Ada’s mule</p>
            <span style="display:inline-block;animation:grow 1500ms both">2</span>
          </div>
          <span style="position:absolute;left:300px;top:60px;animation:grow 800ms infinite">●</span>`),
  );
  expect((await clippedText(tab)).some((problem) => /overlaps/.test(problem))).toBe(true);
  await atRest(tab);
  expect(await clippedText(tab)).toEqual([]);
});

test('inline words over inline words are found; words that wrap beside a tag are not over it', async ({ page: tab }) => {
  await tab.setViewportSize({ width: 800, height: 400 });
  // A mule's "loading…" pushed over the counts beside it, both inline.
  await tab.setContent(page(`<p style="margin:10px"><span>loading…</span><span style="margin-left:-30px">Score</span></p>`));
  expect((await clippedText(tab)).some((problem) => /span “loading…” overlaps span “Score”/.test(problem))).toBe(true);

  // A declaration that wraps onto a second line, its tag after it: the first line's end stretches past the tag
  // (the words' extent covers it), but no line of the words lies over it.
  await tab.setContent(
    page(`<p style="margin:10px;width:150px">You will declare <strong>1 clothes, 1 food</strong> <span style="font-size:12px">THE TRUTH</span></p>`),
  );
  expect(await clippedText(tab)).toEqual([]);

  // Words clamped to two lines: the lines the clamp hides lie over nothing (they are not drawn).
  await tab.setContent(
    page(`<p title="Rosa searched Chloé's mule: 1 gold, 1 clothes, and more" style="margin:10px;width:90px;overflow:hidden;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical">Rosa searched Chloé's mule: 1 gold, 1 clothes, and more</p>
          <p style="margin:0 10px">Retirement fund</p>`),
  );
  expect(await clippedText(tab)).toEqual([]);
});
