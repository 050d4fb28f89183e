import { beforeEach, describe, expect, it } from 'vitest';
import { useResultHold } from './resultHold';

describe('the result hold', () => {
  beforeEach(() => useResultHold.setState({ heldAfter: {} }));

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
});
