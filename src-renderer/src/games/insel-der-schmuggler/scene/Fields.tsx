/**
 * The fields over the water: one mesh of all the cells, painted per field
 * (the player's targets lit in their kind's colour and clickable, the one
 * under the pointer brighter, the fields the beam's sensor touches warm),
 * and a frame round the field the keyboard cursor is on.
 */
import { type ThreeEvent, useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { type BufferAttribute, Color, DoubleSide, type Mesh } from 'three';
import type { FieldId } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { BayTarget } from './contract';
import type { BayShow } from './stage';
import { fieldPaint } from './field-paint';
import { fieldCells, outlineBand, showCells } from './overlays';

export interface FieldsProps {
  director: BayShow;
  targets: readonly BayTarget[];
  cursor: FieldId | null;
  hovered: FieldId | null;
  onHover(field: FieldId | null): void;
  onPick(field: FieldId): void;
}

const c = new Color();

export function Fields({ director, targets, cursor, hovered, onHover, onPick }: FieldsProps) {
  const cells = useMemo(() => fieldCells(), []);
  const outline = useMemo(() => (cursor === null ? null : outlineBand(cursor)), [cursor]);
  useEffect(() => () => cells.geometry.dispose(), [cells]);
  useEffect(() => () => outline?.dispose(), [outline]);
  const byField = useMemo(() => new Map(targets.map((t) => [t.field, t.kind] as const)), [targets]);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [invalidate, byField, hovered, outline]);
  // New targets: what the pointer was over may be one no longer.
  useEffect(() => onHover(null), [byField, onHover]);

  const mesh = useRef<Mesh>(null);
  const painted = useRef<{ targets: unknown; hovered: FieldId | null; lit: unknown } | null>(null);
  const paint = () => {
    const lit = director.litFields();
    const last = painted.current;
    if (last !== null && last.targets === byField && last.hovered === hovered && last.lit === lit) return;
    painted.current = { targets: byField, hovered, lit };
    const litSet = new Set(lit);
    const colors = cells.geometry.getAttribute('color') as BufferAttribute;
    const shown: FieldId[] = [];
    for (const [field, range] of cells.vertices) {
      const look = fieldPaint(field, byField, hovered, litSet);
      if (look === null) continue;
      shown.push(field);
      c.set(look.color);
      for (let v = range.first; v < range.first + range.count; v++) colors.setXYZW(v, c.r, c.g, c.b, look.alpha);
    }
    colors.needsUpdate = true;
    // Only the painted cells are drawn (and can be hit): the rest of the sea costs nothing.
    const drawn = showCells(cells, shown);
    if (mesh.current !== null) mesh.current.visible = drawn > 0;
  };
  // New targets are painted as they come, not at the next frame: a click reads the cells at once, and a frame
  // can be long in coming (a loaded machine, the bay built again when the physics takes over).
  useLayoutEffect(paint);
  // The beam's sensor lights fields as it turns: that is per frame.
  useFrame(paint);

  const fieldOf = (e: ThreeEvent<PointerEvent | MouseEvent>): FieldId | null => {
    const vertex = e.face?.a;
    return vertex === undefined ? null : (cells.vertexField[vertex] ?? null);
  };
  return (
    <>
      <mesh
        ref={mesh}
        geometry={cells.geometry}
        renderOrder={4}
        onPointerMove={(e) => {
          const field = fieldOf(e);
          const target = field !== null && byField.has(field) ? field : null;
          if (target !== hovered) onHover(target);
        }}
        onPointerOut={() => onHover(null)}
        onClick={(e) => {
          const field = fieldOf(e);
          if (field !== null && byField.has(field)) {
            e.stopPropagation();
            onPick(field);
          }
        }}
      >
        {/* One pass: flat cells on the water need no back-then-front drawing. */}
        <meshBasicMaterial vertexColors transparent depthWrite={false} side={DoubleSide} forceSinglePass fog={false} />
      </mesh>
      {outline !== null && (
        <mesh geometry={outline} renderOrder={6}>
          <meshBasicMaterial color="#ffffff" transparent opacity={0.95} depthWrite={false} side={DoubleSide} forceSinglePass fog={false} />
        </mesh>
      )}
    </>
  );
}
