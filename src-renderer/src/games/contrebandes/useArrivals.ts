import { useEffect, useState } from 'react';
import type { Card } from '../../../../shared/games/contrebandes/cards';

/**
 * Which cards of a pile have just arrived: those that were not there when
 * the pile was first drawn (or since it last emptied). They play a short
 * entrance, so that a seizure or a card sent to the Caisse is seen landing;
 * what was already there when the table opened stays still.
 */
export function useArrivals(cards: readonly Card[]): (card: Card) => boolean {
  const [there, setThere] = useState<ReadonlySet<Card>>(() => new Set(cards));
  const empty = cards.length === 0;
  useEffect(() => {
    if (empty) setThere((old) => (old.size === 0 ? old : new Set()));
  }, [empty]);
  return (card) => !there.has(card);
}
