import { describe, expect, it } from 'vitest';
import { firstControl, focusLost } from './useFocusOnTurn';

/** A stand-in for an element: connected or not, and what it holds. */
function node(isConnected: boolean, holds: object[] = []): Element {
  const self = { isConnected, contains: (other: object) => other === self || holds.includes(other) };
  return self as unknown as Element;
}

describe('when the focus counts as lost', () => {
  const table = node(true);
  const page = node(true, [table]);

  it('on nothing, on a control that is gone, or on the table or the page that holds it', () => {
    expect(focusLost(null, table)).toBe(true);
    expect(focusLost(node(false), table)).toBe(true);
    expect(focusLost(table, table)).toBe(true);
    expect(focusLost(page, table)).toBe(true);
  });

  it('not where the player put it: a control, the chat', () => {
    expect(focusLost(node(true), table)).toBe(false);
  });
});

describe('the control that gets the focus', () => {
  /** A stand-in for the table: the selectors that find something, and what. */
  function root(found: Record<string, string>): ParentNode {
    return { querySelector: (selector: string) => (found[selector] as unknown as HTMLElement | undefined) ?? null } as unknown as ParentNode;
  }

  it('is the first enabled match of the first target that has one', () => {
    const table = root({ 'button[data-action="draw-deck"]:not([disabled])': 'deck', 'button:not([disabled])': 'first button' });
    expect(firstControl(table, ['button[data-hand-kind]', 'button[data-action="draw-deck"]', 'button'])).toBe('deck');
    expect(firstControl(table, ['button[data-hand-kind]', 'button'])).toBe('first button');
  });

  it('is by default the first enabled button, and none where no target has one', () => {
    expect(firstControl(root({ 'button:not([disabled])': 'roll' }))).toBe('roll');
    expect(firstControl(root({}), ['select'])).toBeNull();
  });
});
