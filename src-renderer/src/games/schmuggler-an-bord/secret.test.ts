import { beforeAll, describe, expect, it } from 'vitest';
import type { SabView } from '../../../../shared/games/schmuggler-an-bord/types';
import { secretOf } from './secret';
import { NAMES, objectionsState, sabWords, searchState, setupState, suspectState, tableState, viewOf } from './testkit';

const t = sabWords();
const secret = (view: SabView, seat: number) => secretOf(t, view, seat, NAMES);

beforeAll(() => void sabWords());

describe('the secret behind a hot-seat curtain', () => {
  it('is nothing at a draw, a roll or a suspicion: all are said aloud, and nobody sees his own cards', () => {
    expect(secret(viewOf(setupState(), 1), 1)).toBeNull();
    expect(secret(viewOf(tableState(), 1), 1)).toBeNull();
    expect(secret(viewOf(suspectState([{ by: 1, suspect: 2 }]), 2), 2)).toBeNull();
  });

  it('is the decision of a seat still to decide whether to object', () => {
    expect(secret(viewOf(objectionsState([null, null, null]), 0), 0)).toBe('Everybody else, look away: Ann decides in secret whether to object to Bob’s “I have the tea myself”.');
    // Cleo has decided: her view is not shown again for it; the roller decides nothing.
    expect(secret(viewOf(objectionsState([null, null, true]), 2), 2)).toBeNull();
    expect(secret(viewOf(objectionsState([null, null, null]), 1), 1)).toBeNull();
  });

  it('is the searcher’s row, and only his', () => {
    expect(secret(viewOf(searchState(), 0), 0)).toBe('Everybody else, look away: Ann searches for the tea, and only Ann sees the cards turned over.');
    expect(secret(viewOf(searchState(), 2), 2)).toBeNull();
  });
});
