/** Colours of the 3D table. */
export const SEAT_COLORS = ['#e4572e', '#2e86ab', '#f3a712', '#7b2d8b'];
export const SWEET = '#f48fb1';
export const SOUR = '#9ccc65';
export const STINK = '#6d4c41';

export function seatColor(seat: number): string {
  return SEAT_COLORS[seat % SEAT_COLORS.length] as string;
}

/** A putty look: soft, a little shiny. */
export function putty(color: string): { color: string; roughness: number; metalness: number } {
  return { color, roughness: 0.45, metalness: 0 };
}
