/**
 * The catches the bay marks: a boat the beam caught, and the fields its
 * goods went overboard onto. A mark stays from the catch until the caught
 * player rolls again, so that he sees it when his turn comes (in hot-seat he
 * was behind the curtain when it happened) and everyone sees it through the
 * turns between; his own roll clears it (a new catch in that roll marks him
 * again). The book is kept in the match's memory (TableMemory), so a table
 * drawn again for the next hot-seat player keeps it; each update's events
 * count once, by the news' key. Pure.
 */
import type { Seat } from '../../../../../shared/engine/contract';
import type { FieldId } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { InselEvent } from '../../../../../shared/games/insel-der-schmuggler/types';

export interface CatchMark {
  seat: Seat;
  /** Where the caught boat's goods were thrown (one field per tile; a boat carries one). */
  thrown: FieldId[];
}

/** What the bay remembers of the catches: the marks up now, and the news already counted. */
export interface CatchBook {
  marks: CatchMark[];
  counted: Set<string>;
}

export function newCatchBook(): CatchBook {
  return { marks: [], counted: new Set() };
}

/** The marks after one update's events. */
export function nextMarks(marks: readonly CatchMark[], events: readonly InselEvent[]): CatchMark[] {
  let next = [...marks];
  for (const event of events) {
    if (event.type === 'rolled') next = next.filter((mark) => mark.seat !== event.seat);
    else if (event.type === 'caught') {
      for (const seat of event.seats) next = [...next.filter((mark) => mark.seat !== seat), { seat, thrown: [] }];
    } else if (event.type === 'thrown') {
      next = next.map((mark) => (mark.seat === event.boat ? { ...mark, thrown: [...mark.thrown, event.field] } : mark));
    }
  }
  return next;
}

/** Counts an update's events into the book once (a news seen again, by another viewer or another mount, changes nothing). Returns whether the marks changed. */
export function countNews(book: CatchBook, key: string, events: readonly InselEvent[]): boolean {
  if (book.counted.has(key)) return false;
  book.counted.add(key);
  const next = nextMarks(book.marks, events);
  const changed = JSON.stringify(next) !== JSON.stringify(book.marks);
  book.marks = next;
  return changed;
}
