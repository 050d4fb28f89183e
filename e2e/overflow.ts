/**
 * Text that does not fit: an element with text of its own that reaches past
 * the window's sides, or that clips its text (overflow hidden or clipped,
 * or cut short with an ellipsis) while the text is larger than its box.
 * Text cut short on purpose shows in full in its title (a tooltip) and is
 * not counted; neither is text hidden for screen readers only.
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
    // Two pieces of text (or controls) drawn over each other: a box pushed out of its place by longer words.
    const boxes = [...document.querySelectorAll('body *')]
      .filter((element): element is HTMLElement => element instanceof HTMLElement)
      .filter((element) => {
        const control = element.matches('button, input, select, textarea, a[href]');
        const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
        if (!control && !ownText) return false;
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0' && style.display !== 'inline';
      });
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i] as HTMLElement;
        const b = boxes[j] as HTMLElement;
        if (a.contains(b) || b.contains(a)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const across = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const down = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (across > 2 && down > 2) problems.push(`${describe(a)} overlaps ${describe(b)}`);
      }
    }
    return problems;
  });
}
