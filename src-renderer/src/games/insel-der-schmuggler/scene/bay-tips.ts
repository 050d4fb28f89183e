/**
 * What the bay's drawn labels say when asked (hover, long press; the field
 * under the keyboard's cursor): a sector number which sector of twenty it is
 * and where, a pile's badge how many tiles lie there and who may load them,
 * an island's name where its harbour is and what is left there, a reach's
 * pill which faces of the lighthouse die bring the beam there, a boat's tag
 * whose boat it is and what the beam did to it. The words come from the
 * catalogue's "bay.tip" group; the facts from the view. Pure.
 */
import type { Seat } from '../../../../../shared/engine/contract';
import { type FieldId, fieldOf, harbourIsland, islandSector } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { InselView } from '../../../../../shared/games/insel-der-schmuggler/types';
import { type Words, faceText, fieldName, islandName, sectorNear } from '../text';
import { beamReach } from './beam-reach';
import type { CatchMark } from './catch-marks';
import type { BayTips } from './contract';
import { sectorNumber } from './rim';

// The words' shape is the scene's (contract.ts), which the scene's callers read.
export type { BayTips } from './contract';

export function bayTips(t: Words): BayTips {
  return {
    sector: (sector, lit) => {
      const where = t('bay.tip.sector', { sector: sectorNumber(sector), near: sectorNear(t, sector) });
      return lit ? `${where} ${t('bay.tip.lit')}` : where;
    },
    pile: (count, thrownFrom) => {
      const lies = t('bay.tip.pile', { count });
      return thrownFrom === null ? lies : `${lies} ${t('bay.tip.thrown', { name: thrownFrom })}`;
    },
    island: (island, left) => {
      const facts = { island: islandName(t, island), sector: sectorNumber(islandSector(island)) };
      return left > 0 ? t('bay.tip.island', { ...facts, count: left }) : t('bay.tip.islandEmpty', facts);
    },
    reach: (reach) => {
      const chance = reach.least === reach.most ? t('bay.chance', { count: reach.least }) : t('bay.chanceRange', { least: reach.least, most: reach.most });
      // The sure face (red or green); the black one only if the next roller turns the beam this way.
      const sure = reach.faces.find((face) => face !== 'black2') ?? 'black2';
      const facts = { chance, sector: sectorNumber(reach.sector), face: faceText(t, sure) };
      return reach.most > reach.least ? t('bay.tip.reachBlack', facts) : t('bay.tip.reach', facts);
    },
    lit: () => t('bay.tip.lit'),
    boat: (name, laden, caught) => (caught ? t('bay.tip.boatCaught', { name }) : t(laden ? 'bay.tip.boatLaden' : 'bay.tip.boat', { name })),
    field: (field, what) => t('bay.tip.field', { field: fieldName(t, field), what: what.length === 0 ? t('bay.tip.nothing') : what.join(' ') }),
  };
}

/** The caught player whose goods were thrown onto `field`, while the catch is marked. */
export function thrownFrom(marks: readonly CatchMark[], field: FieldId): Seat | null {
  return marks.find((mark) => mark.thrown.includes(field))?.seat ?? null;
}

export interface FieldFacts {
  /** The players' names, by seat. */
  names: readonly string[];
  /** The catches marked now (catch-marks.ts). */
  marks: readonly CatchMark[];
  /** The reach is drawn (the player chooses where his boat ends its move): a reached sector says its chance. */
  choosing: boolean;
}

/**
 * The keyboard's tip for a field: what its labels would say, gathered: the
 * boats there, the pile, the island of a harbour, the beam's light, the
 * reach's chance while it is drawn.
 */
export function fieldTip(tips: BayTips, view: InselView, field: FieldId, { names, marks, choosing }: FieldFacts): string {
  const place = fieldOf(field);
  const what: string[] = [];
  for (const boat of view.boats) {
    if (boat.at !== field) continue;
    what.push(tips.boat(names[boat.seat] ?? '', boat.cargo !== null, marks.some((mark) => mark.seat === boat.seat)));
  }
  const pile = view.overboard.find((p) => p.field === field)?.count ?? 0;
  if (pile > 0) {
    const from = thrownFrom(marks, field);
    what.push(tips.pile(pile, from === null ? null : names[from] ?? ''));
  }
  const island = harbourIsland(field);
  if (island !== null) what.push(tips.island(island, view.islands[island] ?? 0));
  if (place?.kind === 'sea') {
    if (place.sector === view.beam) what.push(tips.lit());
    const reach = choosing ? beamReach(view.beam).find((r) => r.sector === place.sector) : undefined;
    if (reach !== undefined) what.push(tips.reach(reach));
  }
  return tips.field(field, what);
}
