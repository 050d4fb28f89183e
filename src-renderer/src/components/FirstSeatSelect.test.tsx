import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FirstSeatSelect } from './FirstSeatSelect';

function options(value: number | null, seats: number): { value: string; text: string; selected: boolean }[] {
  const html = renderToString(<FirstSeatSelect id="first" className="select" value={value} seats={seats} randomLabel="Draw" seatLabel={(n) => `Seat ${n}`} onChange={() => undefined} />);
  return [...html.matchAll(/<option value="([^"]+)"( selected="")?>([^<]*)<\/option>/g)].map((m) => ({ value: m[1] as string, selected: m[2] !== undefined, text: m[3] as string }));
}

describe('the first seat select', () => {
  it.each([
    { value: null, seats: 3, selected: 'random' },
    { value: 2, seats: 3, selected: '2' },
    // The seat count went down: a seat that is no longer there reads as a draw.
    { value: 4, seats: 3, selected: 'random' },
  ])('offers a draw and every seat; $value of $seats selects $selected', ({ value, seats, selected }) => {
    const listed = options(value, seats);
    expect(listed.map((option) => option.text)).toEqual(['Draw', ...Array.from({ length: seats }, (_, seat) => `Seat ${seat + 1}`)]);
    expect(listed.filter((option) => option.selected).map((option) => option.value)).toEqual([selected]);
  });
});
