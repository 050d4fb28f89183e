/**
 * Where naming a seat leads, said on each suspect's button before the player
 * commits: the roller's "myself" is a claim the others may object to; a later
 * "myself" makes the namer search; naming a seat that already made a suspicion
 * in this round makes that seat search at once (the round ends, rules.ts
 * roundEnds); anyone else must name someone in turn. Pure, tested beside.
 */
import type { Seat } from '../../../../shared/engine/contract';
import { roundEnds } from '../../../../shared/games/schmuggler-an-bord/rules';
import type { Suspicion } from '../../../../shared/games/schmuggler-an-bord/types';

export type Lead = 'claim' | 'searchSelf' | 'searchesNow' | 'namesNext';

export function leadOf(chain: readonly Suspicion[], namer: Seat, named: Seat): Lead {
  if (chain.length === 0 && named === namer) return 'claim';
  if (!roundEnds([...chain, { by: namer, suspect: named }])) return 'namesNext';
  return named === namer ? 'searchSelf' : 'searchesNow';
}
