/**
 * Where the beam may stop on the next lighthouse roll, and how likely each
 * place is: the six faces of the lighthouse die are equally likely (RULINGS 3:
 * red 2 and red 3 clockwise, green 2 and green 3 counter-clockwise, black 2 the
 * roller's choice, the keeper no move). The black face leaves two places open,
 * two sectors either way: the next roller picks one. So a sector two steps
 * away is reached on 1 face in 6 for sure and on a second (the black one) if
 * that roller so chooses: "1–2 in 6". The keeper leaves the beam where it is
 * and catches nobody, so its sector is no danger and is not a reach. Pure:
 * the rules' own beamAfter counts the steps.
 */
import { SECTORS } from '../../../../../shared/games/insel-der-schmuggler/board';
import { beamAfter } from '../../../../../shared/games/insel-der-schmuggler/moves';
import { LIGHTHOUSE_FACES, type LighthouseFace } from '../../../../../shared/games/insel-der-schmuggler/types';

/** A sector the next roll may turn the beam to, and its chance in sixths: at least `least`, at most `most` (the black face's choice). */
export interface BeamReach {
  sector: number;
  least: number;
  most: number;
  /** The faces that stop the beam here; black2 only if the roller turns it this way. */
  faces: LighthouseFace[];
}

/** The sectors the beam can reach on the next roll from `beam`, counter-clockwise ones first, each once. */
export function beamReach(beam: number): BeamReach[] {
  const bySector = new Map<number, BeamReach>();
  const add = (sector: number, face: LighthouseFace, sure: boolean) => {
    const reach = bySector.get(sector) ?? { sector, least: 0, most: 0, faces: [] };
    if (sure) reach.least++;
    reach.most++;
    reach.faces.push(face);
    bySector.set(sector, reach);
  };
  for (const face of LIGHTHOUSE_FACES) {
    // The keeper turns nothing and catches nobody.
    if (face === 'keeper') continue;
    if (face === 'black2') {
      add(beamAfter(beam, face, 'counterclockwise'), face, false);
      add(beamAfter(beam, face, 'clockwise'), face, false);
    } else add(beamAfter(beam, face), face, true);
  }
  // Round the lighthouse from the farthest counter-clockwise to the farthest clockwise.
  const away = (sector: number) => ((((sector - beam) % SECTORS) + SECTORS + SECTORS / 2) % SECTORS) - SECTORS / 2;
  return [...bySector.values()].sort((a, b) => away(a.sector) - away(b.sector));
}
