import { describe, expect, it } from 'vitest';
import type { InselEvent } from '../../../../../shared/games/insel-der-schmuggler/types';
import { countNews, newCatchBook, nextMarks } from './catch-marks';

const dice = { smuggler: 2, lighthouse: 'red2' } as const;

describe("the bay's marks of a catch", () => {
  it('marks the caught boat and the field its goods went to', () => {
    const events: InselEvent[] = [
      { type: 'rolled', seat: 0, dice },
      { type: 'beam-turned', from: 3, to: 5, direction: 'clockwise', steps: 2 },
      { type: 'caught', seats: [1, 2], beam: 5 },
      { type: 'thrown', by: 0, boat: 1, field: 25 },
      { type: 'thrown', by: 0, boat: 2, field: 46 },
    ];
    expect(nextMarks([], events)).toEqual([
      { seat: 1, thrown: [25] },
      { seat: 2, thrown: [46] },
    ]);
  });

  it('keeps a mark through the other turns and clears it when the caught player rolls again', () => {
    const marks = [{ seat: 1, thrown: [25] }];
    expect(nextMarks(marks, [{ type: 'turn-began', seat: 1, turnNumber: 4 }])).toEqual(marks);
    expect(nextMarks(marks, [{ type: 'rolled', seat: 0, dice }])).toEqual(marks);
    expect(nextMarks(marks, [{ type: 'rolled', seat: 1, dice }])).toEqual([]);
  });

  it('marks the roller again when his own roll catches him', () => {
    const marks = [{ seat: 0, thrown: [12] }];
    const events: InselEvent[] = [
      { type: 'rolled', seat: 0, dice },
      { type: 'caught', seats: [0], beam: 5 },
      { type: 'thrown', by: 0, boat: 0, field: 45 },
    ];
    expect(nextMarks(marks, events)).toEqual([{ seat: 0, thrown: [45] }]);
  });

  it("counts each update's events once, whoever's table shows them", () => {
    const book = newCatchBook();
    const events: InselEvent[] = [{ type: 'caught', seats: [1], beam: 5 }];
    expect(countNews(book, '7', events)).toBe(true);
    expect(countNews(book, '7', events)).toBe(false);
    expect(book.marks).toEqual([{ seat: 1, thrown: [] }]);
    expect(countNews(book, '8', [{ type: 'rolled', seat: 0, dice }])).toBe(false);
    expect(countNews(book, '9', [{ type: 'rolled', seat: 1, dice }])).toBe(true);
    expect(book.marks).toEqual([]);
  });
});
