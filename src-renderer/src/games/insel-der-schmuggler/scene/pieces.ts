/**
 * The pieces that move, each one geometry drawn instanced (one draw call for
 * all the boats' wood, one for their sails in the seats' colours, one for
 * every crate, one for the rocks): a small sailing boat built bow to north
 * (−z) with its water line at y = 0, a crate, a rock with its foam. Pure.
 */
import { BoxGeometry, BufferAttribute, BufferGeometry, CircleGeometry, CylinderGeometry, ExtrudeGeometry, IcosahedronGeometry, Shape, Vector3 } from 'three';
import { BOAT_BEAM, BOAT_DECK_Y, BOAT_LENGTH, CRATE } from './layout';
import { jitter, merged, mix, part, placed, rgb, seeded, twoSided } from './shapes';

const HULL = rgb('#6b4428');
const DECK = rgb('#c49a64');
const MAST = rgb('#5a3a22');
const WHITE = rgb('#ffffff');
/** The mast: its height over the deck and where it stands (toward the bow). */
const MAST_HEIGHT = 0.074;
const MAST_Z = -0.012;

/** The hull's outline seen from above: a pointed bow at −z, a square stern at +z. */
function hullShape(length: number, beam: number): Shape {
  const h = length / 2;
  const w = beam / 2;
  const s = new Shape();
  // Shape coordinates (x, y) become (x, −z) once the extrusion is laid flat: y positive is toward the bow.
  s.moveTo(0, h);
  s.bezierCurveTo(w * 0.9, h * 0.7, w, h * 0.15, w, -h * 0.2);
  s.lineTo(w * 0.8, -h);
  s.lineTo(-w * 0.8, -h);
  s.lineTo(-w, -h * 0.2);
  s.bezierCurveTo(-w, h * 0.15, -w * 0.9, h * 0.7, 0, h);
  return s;
}

/** A hull slab from y0 to y1 with this outline (laid flat: the shape's y is the boat's −z). */
function hullSlab(length: number, beam: number, y0: number, y1: number): BufferGeometry {
  const g = new ExtrudeGeometry(hullShape(length, beam), { depth: y1 - y0, bevelEnabled: false, curveSegments: 6 });
  // Extruded along +z from 0 to depth: turn it so the depth runs up (+y) and the shape's y runs toward −z.
  g.rotateX(-Math.PI / 2);
  g.translate(0, y0, 0);
  return g;
}

/** The boat's wood: the hull (dark under the gunwale, a lighter deck) and the mast. Painted white where the seat's colour should not show. */
export function boatWoodGeometry(): BufferGeometry {
  const keel = -0.006;
  return merged([
    part(hullSlab(BOAT_LENGTH * 0.9, BOAT_BEAM * 0.8, keel, 0.004), mix(HULL, rgb('#3a2616'), 0.4)),
    part(hullSlab(BOAT_LENGTH, BOAT_BEAM, 0.004, BOAT_DECK_Y), (p, n) => (n.y > 0.7 ? DECK : HULL)),
    part(new CylinderGeometry(0.0016, 0.002, MAST_HEIGHT, 6), MAST, placed(0, BOAT_DECK_Y + MAST_HEIGHT / 2, MAST_Z)),
    part(new CylinderGeometry(0.0011, 0.0011, 0.04, 5), MAST, placed(0, BOAT_DECK_Y + 0.013, MAST_Z + 0.02, [Math.PI / 2, 0, 0])),
  ]);
}

/**
 * The boat's colour: the sail, a pennant and a band along the gunwale,
 * painted white so the instance's colour (the seat's) is what shows.
 */
export function boatColourGeometry(): BufferGeometry {
  const mastZ = MAST_Z;
  const top = BOAT_DECK_Y + MAST_HEIGHT - 0.002;
  const foot = BOAT_DECK_Y + 0.013;
  // A gaff sail from the mast aft along the boom (bellied a little to one side), and a pennant at the masthead.
  const a = new Vector3(0, foot, mastZ + 0.002);
  const b = new Vector3(0, top, mastZ + 0.002);
  const c = new Vector3(0.0035, top - 0.007, mastZ + 0.035);
  const d = new Vector3(0.0025, foot, mastZ + 0.044);
  const sail = fromPositions([...tri(a, c, b), ...tri(a, d, c)]);
  const pennant = fromPositions(tri(new Vector3(0, top + 0.001, mastZ), new Vector3(0, top - 0.007, mastZ), new Vector3(0, top - 0.003, mastZ + 0.014)));
  return merged([
    part(twoSided(sail), WHITE),
    part(twoSided(pennant), WHITE),
    part(hullSlab(BOAT_LENGTH * 1.01, BOAT_BEAM * 1.04, BOAT_DECK_Y - 0.0035, BOAT_DECK_Y - 0.001), WHITE),
  ]);
}

const tri = (p: Vector3, q: Vector3, r: Vector3): number[] => [p.x, p.y, p.z, q.x, q.y, q.z, r.x, r.y, r.z];

/** A geometry of bare triangles from a flat list of coordinates (normals per face). */
function fromPositions(positions: readonly number[]): BufferGeometry {
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  g.computeVertexNormals();
  return g;
}

/** A crate: a box (the wood texture gives its planks), with texture coordinates for it. */
export function crateGeometry(): BufferGeometry {
  return new BoxGeometry(CRATE, CRATE, CRATE);
}

/** A rock set on a field (the rocks variant, the 2-player anchor rock): three lumps and their foam. */
export function rockGeometry(): BufferGeometry {
  const random = seeded(77);
  const parts: BufferGeometry[] = [];
  const lumps: [number, number, number][] = [
    [0, 0, 0.03],
    [0.022, 0.012, 0.018],
    [-0.018, -0.016, 0.02],
  ];
  lumps.forEach(([x, z, size], k) => {
    parts.push(
      part(
        jitter(new IcosahedronGeometry(size, 0), size * 0.45, 80 + k),
        (p, n) => mix(rgb('#5b544b'), rgb('#958b7b'), 0.3 + 0.7 * Math.max(0, n.y)),
        placed(x, size * 0.35, z, [random() * 3, random() * 3, random() * 3], [1, 0.8, 1]),
        { flat: true },
      ),
    );
  });
  parts.push(part(new CircleGeometry(0.05, 12), rgb('#e3f2ef'), placed(0, 0.0009, 0, [-Math.PI / 2, 0, 0])));
  return merged(parts);
}
