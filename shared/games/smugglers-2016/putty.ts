/**
 * The putty rules that the hands on screen, the rules and the host's hourglass
 * share, so that all three count the same grams. No imports: the sculpting
 * station loads this without the physics.
 */

/**
 * The smallest ball that still wraps a piece of contraband: a tenth of the
 * player's putty (about a 2 cm ball), rounded to a tenth of a gram.
 */
export function minBallG(puttyG: number): number {
  return Math.round(puttyG * 0.1 * 10) / 10;
}

/**
 * The ball a player holds when the hourglass runs out: his own, or, caught
 * with too little putty in his hands, the smallest ball, grabbed in a hurry
 * (a sphere must wrap its contraband, so he can always finish). With no word
 * from his hands at all, the host takes the hurried ball (ballG 0).
 */
export function hurriedBallG(ballG: number, puttyG: number): number {
  return Math.min(puttyG, Math.max(ballG, minBallG(puttyG)));
}

/**
 * Whether two masses are the same putty. Both come from the same hands and
 * travel as JSON numbers, which keep every bit; the margin only forgives
 * rounding in a client that computes the same sum in another order.
 */
export function samePutty(aG: number, bG: number): boolean {
  return Number.isFinite(aG) && Number.isFinite(bG) && Math.abs(aG - bG) <= 1e-6;
}
