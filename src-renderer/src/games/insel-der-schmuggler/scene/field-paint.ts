/** How the fields over the water are painted: the player's targets in their kind's colour (brighter under the pointer), the beam's fields warm. Pure. */
import type { FieldId } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { TargetKind } from './contract';

/** Each kind of target in its own colour, so the player sees what a click will do. */
export const TARGET_COLORS: Record<TargetKind, string> = {
  sail: '#e9f7ff',
  load: '#ffd166',
  push: '#ff8a5b',
  swap: '#c9a2ff',
  throw: '#7fe3d3',
  rock: '#d9c3a0',
  harbour: '#9be88f',
};
export const LIT_COLOR = '#ffe08a';

/** A field's paint: its colour (CSS) and how much it covers the water; null: not drawn. */
export function fieldPaint(
  field: FieldId,
  targets: ReadonlyMap<FieldId, TargetKind>,
  hovered: FieldId | null,
  lit: ReadonlySet<FieldId>,
): { color: string; alpha: number } | null {
  const kind = targets.get(field);
  if (kind !== undefined) return { color: TARGET_COLORS[kind], alpha: field === hovered ? 0.7 : 0.36 };
  if (lit.has(field)) return { color: LIT_COLOR, alpha: 0.14 };
  return null;
}
