/**
 * The bay of Insel der Schmuggler: one table of its fields, used by the rules,
 * the bots and the 3D bay alike (RULINGS insel-der-schmuggler 1, 2 and 7).
 *
 * Sea fields lie in 3 rings of 20 sectors round the lighthouse's island (ring
 * 0 the inner, 2 the outer). Sector numbers grow clockwise seen from above;
 * sector 0 points north. Five islands stand at the edge every fourth sector,
 * each with a harbour that adjoins the outer field of its sector. A few reefs
 * are not sea: two of them flank the anchor field (ring 1, sector 10) so that
 * in a 2-player game the rock there closes the strait.
 *
 * Field ids: a sea field is `ring * 20 + sector` (0–59; a reef's id is not a
 * field), a harbour is `60 + island` (60–64).
 */

export const RINGS = 3;
export const SECTORS = 20;
export const ISLANDS = 5;
/** Sectors between two islands. */
export const ISLAND_SPACING = SECTORS / ISLANDS;

export type FieldId = number;
export type Island = 0 | 1 | 2 | 3 | 4;
export const ISLAND_IDS: readonly Island[] = [0, 1, 2, 3, 4];
/** Each island's name as a key (the catalogues word it; RULINGS gives none): by island id. */
export const ISLAND_KEYS = ['palm', 'turtle', 'parrot', 'shell', 'pineapple'] as const;
export type IslandKey = (typeof ISLAND_KEYS)[number];

/** The grid places that are reef, not sea: the strait's two sides and two lone rocks for the look of the bay. */
export const REEFS: readonly { ring: number; sector: number }[] = [
  { ring: 0, sector: 10 },
  { ring: 2, sector: 10 },
  { ring: 1, sector: 2 },
  { ring: 1, sector: 17 },
];

/** Where the 2-player game's rock lies: the strait between the reefs of sector 10. */
export const ANCHOR_FIELD: FieldId = 1 * SECTORS + 10;

/** Radii (board units: the bay's outer edge is at 1) of the lighthouse's island, the rings' edges, the harbours and the islands. */
export const LIGHTHOUSE_ISLAND_RADIUS = 0.22;
export const RING_EDGES: readonly number[] = [0.26, 0.42, 0.58, 0.74];
export const HARBOUR_RADIUS = 0.8;
export const ISLAND_RADIUS = 0.92;

export interface SeaField {
  id: FieldId;
  kind: 'sea';
  ring: number;
  sector: number;
  /** The fields a boat may step to: same ring sector ± 1, same sector ring ± 1, and the harbour for an island's outer field. */
  neighbours: readonly FieldId[];
  /** The field's centre on the board, [x, y, z]: y up, sector 0 toward −z (north), clockwise toward +x. */
  position: readonly [number, number, number];
}

export interface HarbourField {
  id: FieldId;
  kind: 'harbour';
  island: Island;
  sector: number;
  neighbours: readonly FieldId[];
  position: readonly [number, number, number];
}

export type Field = SeaField | HarbourField;

export function seaFieldId(ring: number, sector: number): FieldId {
  return ring * SECTORS + (((sector % SECTORS) + SECTORS) % SECTORS);
}

export function harbourId(island: Island): FieldId {
  return RINGS * SECTORS + island;
}

export function islandSector(island: Island): number {
  return island * ISLAND_SPACING;
}

const isReef = (ring: number, sector: number): boolean => REEFS.some((reef) => reef.ring === ring && reef.sector === sector);

/** The angle of a sector's centre line, radians, clockwise from north. */
export function sectorAngle(sector: number): number {
  return (sector / SECTORS) * Math.PI * 2;
}

/** A point on the board at a radius along a sector's centre line. */
export function boardPoint(radius: number, sector: number): [number, number, number] {
  const angle = sectorAngle(sector);
  return [radius * Math.sin(angle), 0, -radius * Math.cos(angle)];
}

function buildFields(): (Field | undefined)[] {
  const fields: (Field | undefined)[] = [];
  for (let ring = 0; ring < RINGS; ring++) {
    for (let sector = 0; sector < SECTORS; sector++) {
      if (isReef(ring, sector)) continue;
      const neighbours: FieldId[] = [];
      const near = (r: number, s: number) => {
        if (r >= 0 && r < RINGS && !isReef(r, ((s % SECTORS) + SECTORS) % SECTORS)) neighbours.push(seaFieldId(r, s));
      };
      near(ring, sector - 1);
      near(ring, sector + 1);
      near(ring - 1, sector);
      near(ring + 1, sector);
      if (ring === RINGS - 1 && sector % ISLAND_SPACING === 0) neighbours.push(harbourId((sector / ISLAND_SPACING) as Island));
      const middle = ((RING_EDGES[ring] as number) + (RING_EDGES[ring + 1] as number)) / 2;
      fields[seaFieldId(ring, sector)] = { id: seaFieldId(ring, sector), kind: 'sea', ring, sector, neighbours, position: boardPoint(middle, sector) };
    }
  }
  for (const island of ISLAND_IDS) {
    const sector = islandSector(island);
    fields[harbourId(island)] = {
      id: harbourId(island),
      kind: 'harbour',
      island,
      sector,
      neighbours: [seaFieldId(RINGS - 1, sector)],
      position: boardPoint(HARBOUR_RADIUS, sector),
    };
  }
  return fields;
}

/** Every field by id (undefined where a reef is). */
export const FIELDS: readonly (Field | undefined)[] = buildFields();

/** Every field id, sea fields first, then the harbours. */
export const FIELD_IDS: readonly FieldId[] = FIELDS.flatMap((field) => (field === undefined ? [] : [field.id]));
export const SEA_FIELD_IDS: readonly FieldId[] = FIELD_IDS.filter((id) => FIELDS[id]?.kind === 'sea');
export const HARBOUR_IDS: readonly FieldId[] = ISLAND_IDS.map(harbourId);

export function fieldOf(id: FieldId): Field | undefined {
  return Number.isInteger(id) && id >= 0 ? FIELDS[id] : undefined;
}

export function isSea(id: FieldId): boolean {
  return fieldOf(id)?.kind === 'sea';
}

export function isHarbour(id: FieldId): boolean {
  return fieldOf(id)?.kind === 'harbour';
}

/** The island whose harbour this is, or null. */
export function harbourIsland(id: FieldId): Island | null {
  const field = fieldOf(id);
  return field?.kind === 'harbour' ? field.island : null;
}

/** The sector a field lies in (a harbour: its island's). */
export function sectorOf(id: FieldId): number {
  const field = fieldOf(id);
  if (field === undefined) throw new Error(`no field ${id}`);
  return field.sector;
}

/** Whether the beam, pointing along `beam`, lights this field: every sea field of its sector (harbours never). */
export function inBeam(id: FieldId, beam: number): boolean {
  const field = fieldOf(id);
  return field?.kind === 'sea' && field.sector === beam;
}

/** The sea fields the beam lights when it points along `beam`. */
export function beamFields(beam: number): FieldId[] {
  return SEA_FIELD_IDS.filter((id) => inBeam(id, beam));
}
