/** Colours and surfaces of the 3D table. */
import type { Texture } from 'three';
import { feltTexture, puttyBumpTexture, woodTexture } from '../../../kit3d/textures';

export const SEAT_COLORS = ['#e4572e', '#2e86ab', '#f3a712', '#7b2d8b'];
export const SWEET = '#f48fb1';
export const SOUR = '#9ccc65';
export const STINK = '#6d4c41';

export function seatColor(seat: number): string {
  return SEAT_COLORS[seat % SEAT_COLORS.length] as string;
}

/**
 * A putty look: matte (putty scatters light, it does not gleam), with fine
 * dents from the fingers (a bump map; the balls' meshes carry texture
 * coordinates for it), in the seat's colour.
 */
export function putty(color: string): { color: string; roughness: number; metalness: number; bumpMap: Texture; bumpScale: number } {
  return { color, roughness: 0.82, metalness: 0, bumpMap: puttyBumpTexture(), bumpScale: 1.2 };
}

/** Wood of the props and the track's frame: its colour, grain repeated so one tile spans about 10 cm. */
export function wood(color: string, repeat: [number, number] = [1, 1]): { map: Texture; roughness: number; metalness: number } {
  return { map: woodTexture(color, repeat), roughness: 0.68, metalness: 0 };
}

/** The track bed's green felt. */
export const FELT = '#2f6b3a';
export function felt(repeat: [number, number] = [4, 4]): { map: Texture; roughness: number; metalness: number } {
  return { map: feltTexture(FELT, repeat), roughness: 0.95, metalness: 0 };
}

/** The wood of the track's rails and fence. */
export const RAIL_WOOD = '#a0744c';
export const FENCE_WOOD = '#7a4f2e';
