/** A hole's size in words: its diameter in whole millimetres ("35 mm"). */
export function holeLabel(diameterMm: number): string {
  return `${Math.round(diameterMm)} mm`;
}

/** The number the fence prints over a hole, as the game's fence does: the diameter alone, large. */
export function fenceNumber(diameterMm: number): string {
  return String(Math.round(diameterMm));
}
