/** The hint's marks on a table: what the selectors find is marked, and only that (a mark left from an earlier hint goes). */
import { describe, expect, it } from 'vitest';
import { HINTED, markHinted } from './useHintMarks';

/** An element as markHinted uses it: its classes, found by a selector of the fake root. */
function element(): { classList: Set<string> & { add(name: string): void; remove(name: string): void } } {
  const classes = new Set<string>();
  return { classList: Object.assign(classes, { remove: (name: string) => classes.delete(name) }) };
}

describe('marking a hint on the table', () => {
  it('marks what the selectors find, and takes the mark off what they no longer find', () => {
    const tea = element();
    const deck = element();
    const found: Record<string, ReturnType<typeof element>[]> = { '[data-market="tea"]': [tea], 'button[data-action="draw-deck"]': [deck] };
    const root = {
      querySelectorAll: (selector: string) => (selector === `.${HINTED}` ? [tea, deck].filter((e) => e.classList.has(HINTED)) : (found[selector] ?? [])),
    } as unknown as ParentNode;
    expect(markHinted(root, ['[data-market="tea"]'])).toBe(1);
    expect([tea.classList.has(HINTED), deck.classList.has(HINTED)]).toEqual([true, false]);
    expect(markHinted(root, ['button[data-action="draw-deck"]'])).toBe(1);
    expect([tea.classList.has(HINTED), deck.classList.has(HINTED)]).toEqual([false, true]);
    expect(markHinted(root, [])).toBe(0);
    expect([tea.classList.has(HINTED), deck.classList.has(HINTED)]).toEqual([false, false]);
  });
});
