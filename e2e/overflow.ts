/**
 * Text that does not fit: an element with text of its own that reaches past
 * the window's sides, or that clips its text (overflow hidden or clipped,
 * or cut short with an ellipsis) while the text is larger than its box.
 * Text cut short on purpose shows in full in its title (a tooltip) and is
 * not counted; neither is text hidden for screen readers only. Two pieces
 * of text (or controls) that lie over each other are counted when both can
 * be seen (their middles are not under an overlay or scrolled away): a
 * control by its box, text by its words, line by line (inline text too: a
 * word pushed over the counts beside it). An open tip floats
 * over the table on purpose and is not counted as lying over anything.
 */
import type { Page } from '@playwright/test';

export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      const name = element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : '');
      return `${name} “${text}”`;
    };
    for (const element of document.querySelectorAll('body *')) {
      if (!(element instanceof HTMLElement)) continue;
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
      if (!ownText) continue;
      const rect = element.getBoundingClientRect();
      // Zero-sized, or a 1 px box: not on screen, or for screen readers only.
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      // Clipped away whole (the app's .visually-hidden): words for screen readers only. Its 1 px box grows past
      // 1 px inside a parent scaled for a moment (a chip that pops), so the size test above may not catch it.
      if (style.position === 'absolute' && style.clip.replace(/[\s,]/g, '') === 'rect(0px0px0px0px)') continue;
      if (element.closest('[aria-hidden="true"]') && element.closest('canvas')) continue;
      if (rect.right > window.innerWidth + 1 || rect.left < -1) problems.push(`${describe(element)} reaches past the window (${Math.round(rect.left)}–${Math.round(rect.right)} of ${window.innerWidth})`);
      const titled = (element.getAttribute('title') ?? '').trim() !== '';
      if (titled) continue;
      const clipsX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      const clipsY = ['hidden', 'clip'].includes(style.overflowY);
      if (clipsX && element.scrollWidth > element.clientWidth + 1) problems.push(`${describe(element)} is cut on the side (${element.scrollWidth} > ${element.clientWidth} px)`);
      else if (clipsY && element.scrollHeight > element.clientHeight + 1) problems.push(`${describe(element)} is cut at the bottom (${element.scrollHeight} > ${element.clientHeight} px)`);
      // Text wider than its own box spills over whatever lies beside it (a long word that cannot wrap).
      else if (!clipsX && style.display !== 'inline' && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 2) {
        problems.push(`${describe(element)} spills out of its box (${element.scrollWidth} > ${element.clientWidth} px)`);
      }
    }
    // A drop-down list too narrow for its chosen option's words (the browser cuts them off without a sign).
    const measure = document.createElement('canvas').getContext('2d');
    for (const select of document.querySelectorAll('select')) {
      const rect = select.getBoundingClientRect();
      const chosen = select.selectedOptions[0];
      if (!measure || !chosen || rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(select);
      measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20; // the arrow
      const needs = measure.measureText(chosen.text).width;
      if (needs > room + 1) problems.push(`${describe(select).replace(/“.*”/, `“${chosen.text}”`)} is cut on the side (${Math.round(needs)} > ${Math.round(room)} px)`);
    }

    // Two pieces of text (or controls) drawn over each other: a box pushed out of its place by longer words.
    const boxes = [...document.querySelectorAll('body *')]
      .filter((element): element is HTMLElement => element instanceof HTMLElement)
      .filter((element) => {
        const control = element.matches('button, input, select, textarea, a[href]');
        const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
        if (!control && !ownText) return false;
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (!(rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0')) return false;
        // Seen at all (somewhere in it): what lies under an overlay (a panel over the table) or is scrolled away is not
        // drawn over anything.
        const points = [
          [0.5, 0.5],
          [0.25, 0.25],
          [0.75, 0.25],
          [0.25, 0.75],
          [0.75, 0.75],
        ] as const;
        return points.some(([x, y]) => {
          const top = document.elementFromPoint(rect.left + rect.width * x, rect.top + rect.height * y);
          return top !== null && (element.contains(top) || top.contains(element));
        });
      });
    // What of an element is drawn: a control's whole box; of text, the words themselves, line by line (a card's
    // name may stretch its box across the card while its words sit in the middle, clear of a key's badge in the
    // corner; words that wrap onto a second line beside a tag leave the first line's end free for it).
    type Rect = { left: number; top: number; right: number; bottom: number };
    const drawnRects = (element: Element): Rect[] => {
      if (element.matches('button, input, select, textarea, a[href]')) return [element.getBoundingClientRect()];
      const range = document.createRange();
      const lines: Rect[] = [];
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') continue;
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) if (line.width > 0 && line.height > 0) lines.push(line);
      }
      return lines.length === 0 ? [element.getBoundingClientRect()] : lines;
    };
    // The part of each that it and its scrolling or clipping ancestors let through (a log line scrolled half out of
    // its list; the lines a clamp of two lines hides).
    const visibleRects = (element: Element): Rect[] => {
      const clips: DOMRect[] = [];
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clips.push(at.getBoundingClientRect());
      }
      return drawnRects(element).map((rect) => {
        let { left, top, right, bottom } = rect;
        for (const clip of clips) {
          left = Math.max(left, clip.left);
          top = Math.max(top, clip.top);
          right = Math.min(right, clip.right);
          bottom = Math.max(top, Math.min(bottom, clip.bottom));
        }
        return { left, top, right: Math.max(left, right), bottom };
      });
    };
    // A heading that stays put while a list scrolls under it is not text lying over text.
    const pinned = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) if (getComputedStyle(at).position === 'sticky') return true;
      return false;
    };
    // A tip the pointer opened (kit2d Tooltip, role="tooltip") floats over the table on purpose, like a menu:
    // whether its own words fit is checked above, not what it covers.
    const floating = (element: Element) => element.closest('[role="tooltip"]') !== null;
    // Each box's visible part once (not once per pair: the check runs at every state of every e2e, see fit.ts).
    const loose = boxes.filter((element) => !pinned(element) && !floating(element)).map((element) => ({ element, rects: visibleRects(element) }));
    const over = (ra: Rect, rb: Rect) => Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left) > 2 && Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top) > 2;
    for (let i = 0; i < loose.length; i++) {
      for (let j = i + 1; j < loose.length; j++) {
        const { element: a, rects: ras } = loose[i] as (typeof loose)[number];
        const { element: b, rects: rbs } = loose[j] as (typeof loose)[number];
        if (a.contains(b) || b.contains(a)) continue;
        if (ras.some((ra) => rbs.some((rb) => over(ra, rb)))) problems.push(`${describe(a)} overlaps ${describe(b)}`);
      }
    }
    return problems;
  });
}
