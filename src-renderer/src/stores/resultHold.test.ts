import { beforeEach, describe, expect, it } from 'vitest';
import { useResultHold } from './resultHold';

describe('the result hold', () => {
  beforeEach(() => useResultHold.setState({ heldAfter: {}, heldMover: {} }));

  it('keeps what each match holds back until its table lets go', () => {
    const { holdAfter } = useResultHold.getState();
    holdAfter('a', 12);
    holdAfter('b', 3);
    expect(useResultHold.getState().heldAfter).toEqual({ a: 12, b: 3 });
    const before = useResultHold.getState().heldAfter;
    holdAfter('a', 12);
    expect(useResultHold.getState().heldAfter, 'the same hold changes nothing').toBe(before);
    holdAfter('a', null);
    expect(useResultHold.getState().heldAfter).toEqual({ b: 3 });
  });

  it('tells whose move the table plays while it holds, and forgets it with the hold', () => {
    const { holdAfter } = useResultHold.getState();
    holdAfter('a', 12, 1);
    expect(useResultHold.getState()).toMatchObject({ heldAfter: { a: 12 }, heldMover: { a: 1 } });
    holdAfter('a', 14, 0);
    expect(useResultHold.getState().heldMover).toEqual({ a: 0 });
    holdAfter('a', 15);
    expect(useResultHold.getState().heldMover, 'a hold of nobody’s move').toEqual({});
    holdAfter('a', 16, 2);
    holdAfter('a', null, 2);
    expect(useResultHold.getState()).toMatchObject({ heldAfter: {}, heldMover: {} });
  });
});
