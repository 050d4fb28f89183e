import { describe, expect, it } from 'vitest';
import type { TipLabel } from './label-tips';
import { TipBoard } from './tip-board';

/** A label whose place on screen is its anchor's x and y, 20 × 10 px. */
const label = (tip: string, x: number, y: number, order = 20): TipLabel => ({ anchor: [x, y, 0], width: 20, height: 10, centred: false, tip, order });
const flatEye = (l: TipLabel) => ({ left: l.anchor[0], right: l.anchor[0] + l.width, top: l.anchor[1], bottom: l.anchor[1] + l.height });

function board(labels: TipLabel[]) {
  const b = new TipBoard();
  b.add(() => labels);
  b.see(flatEye);
  let told = 0;
  b.subscribe(() => told++);
  return { b, told: () => told };
}

describe("the bay's tips", () => {
  it('shows the tip of the label a mouse is over, and none once it is off every label', () => {
    const { b, told } = board([label('Sector 13 of 20', 0, 0), label('3 tiles of goods lie here', 100, 0)]);
    b.hover(5, 5);
    expect(b.shown()).toEqual({ tip: 'Sector 13 of 20', held: false });
    expect(b.rect()).toEqual({ left: 0, right: 20, top: 0, bottom: 10 });
    b.hover(105, 5);
    expect(b.shown()?.tip).toBe('3 tiles of goods lie here');
    b.hover(60, 60);
    expect(b.shown()).toBeNull();
    expect(told()).toBe(3);
  });

  it('tells React nothing while the pointer moves over the same label; a moving camera only moves the tip', () => {
    const { b, told } = board([label('Palm Island', 0, 0)]);
    const places: unknown[] = [];
    b.onPlace((rect) => places.push(rect));
    b.hover(2, 2);
    b.hover(8, 4);
    b.moved();
    expect(told()).toBe(1);
    expect(places).toHaveLength(2);
  });

  it('keeps a tip a finger holds while the mouse wanders, until it is let go', () => {
    const { b } = board([label('1 in 6', 0, 0)]);
    expect(b.hold(50, 50)).toBe(false);
    expect(b.hold(3, 3)).toBe(true);
    b.hover(60, 60);
    expect(b.shown()).toEqual({ tip: '1 in 6', held: true });
    b.leave();
    expect(b.shown()).toBeNull();
  });

  it('shows the keyboard’s field while the keys are on the bay and no pointer points elsewhere', () => {
    const { b } = board([label('Ben’s boat, empty.', 0, 0)]);
    b.focus(label('outer ring, sector 5: nothing lies here.', 40, 40, 0));
    expect(b.shown()?.tip).toBe('outer ring, sector 5: nothing lies here.');
    b.hover(1, 1);
    expect(b.shown()?.tip).toBe('Ben’s boat, empty.');
    b.leave();
    b.keysOnBay(false);
    expect(b.shown()).toBeNull();
    b.keysOnBay(true);
    expect(b.rect()).toEqual({ left: 40, right: 60, top: 40, bottom: 50 });
    b.focus(null);
    expect(b.shown()).toBeNull();
  });

  it('lists every label with its place (the e2e’s hook), and forgets its tips when the canvas goes', () => {
    const { b } = board([label('a', 0, 0), label('b', 30, 0)]);
    expect(b.placed().map((p) => p.tip)).toEqual(['a', 'b']);
    b.hover(1, 1);
    b.see(null);
    expect(b.shown()).toBeNull();
    expect(b.placed()).toEqual([]);
  });
});
