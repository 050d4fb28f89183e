/**
 * When an Insel der Schmuggler player may take back his own last move (the
 * manifest's takeBack; the host also requires that nobody has moved since):
 * while it showed nothing hidden to anyone and drew nothing at random.
 *
 * - A roll never: the dice are drawn.
 * - A load never: its owner looks at the goods he took aboard.
 * - A sail, unless it delivered (the goods are shown face up) or took an
 *   island's top goods in their place (their owner looks at them): a boat
 *   whose goods are the same after the sail did neither.
 * - A rock placed, unless it was the last and the app then drew the starting
 *   harbours (the generator moved on).
 * - A harbour chosen, the beam turned, goods thrown overboard, a push or a
 *   swap: what they do is there for everybody to see, and nothing is drawn
 *   (a catch only names the boats in the beam; the goods go into the sea
 *   face down, unseen).
 */
import type { Seat } from '../../engine/contract.js';
import type { InselMove, InselState } from './types.js';

export function canTakeBack(before: InselState, seat: Seat, move: InselMove, after: InselState): boolean {
  switch (move.type) {
    case 'roll':
    case 'load':
      return false;
    case 'sail':
      return after.boats[seat]?.cargo === before.boats[seat]?.cargo;
    case 'placeRock':
      return sameGenerator(before, after);
    case 'chooseHarbour':
    case 'turnBeam':
    case 'throw':
    case 'push':
    case 'swap':
      return true;
  }
}

/** Whether nothing was drawn: the seeded generator stands where it stood. */
function sameGenerator(before: InselState, after: InselState): boolean {
  return before.rng.every((word, index) => word === after.rng[index]);
}
