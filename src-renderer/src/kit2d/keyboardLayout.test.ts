import { describe, expect, it, vi } from 'vitest';
import type { LayoutMap } from './keyPosition';
import { layoutStore } from './keyboardLayout';

const AZERTY: LayoutMap = new Map([
  ['KeyQ', 'a'],
  ['KeyW', 'z'],
]);
const QWERTY: LayoutMap = new Map([
  ['KeyQ', 'q'],
  ['KeyW', 'w'],
]);

/** A keyboard that answers with each layout in turn. */
function keyboard(...layouts: LayoutMap[]) {
  const getLayoutMap = vi.fn(() => Promise.resolve(layouts[Math.min(getLayoutMap.mock.calls.length - 1, layouts.length - 1)] as LayoutMap));
  return { getLayoutMap };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the keyboard layout a table’s keys follow', () => {
  it('is asked of the browser when a table first needs it, once, and tells the tables', async () => {
    const api = keyboard(AZERTY);
    const store = layoutStore(api);
    expect(store.current()).toBeNull();
    const heard = vi.fn();
    store.subscribe(heard);
    store.subscribe(() => undefined);
    await settled();
    expect(store.current()).toBe(AZERTY);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(api.getLayoutMap).toHaveBeenCalledTimes(1);
  });

  it('is asked again when a press types something else than the layout said (a new layout)', async () => {
    const api = keyboard(AZERTY, QWERTY);
    const store = layoutStore(api);
    store.subscribe(() => undefined);
    await settled();
    store.notePress({ key: 'A', code: 'KeyQ' });
    await settled();
    expect(api.getLayoutMap).toHaveBeenCalledTimes(1);
    store.notePress({ key: 'q', code: 'KeyQ' });
    await settled();
    expect(api.getLayoutMap).toHaveBeenCalledTimes(2);
    expect(store.current()).toBe(QWERTY);
  });

  it('stays unknown where the browser does not tell it, or fails to', async () => {
    const none = layoutStore(null);
    none.subscribe(() => undefined);
    none.notePress({ key: 'a', code: 'KeyQ' });
    expect(none.current()).toBeNull();
    const failing = layoutStore({ getLayoutMap: () => Promise.reject(new Error('not allowed')) });
    failing.subscribe(() => undefined);
    await settled();
    expect(failing.current()).toBeNull();
  });
});
