/**
 * The guided first game of Smugglers (2016) (issue #28): the first round at a
 * table of three, with Bruno and Chloé played by script. It teaches what
 * decides the game: the hole the boss picks, the hourglass, sculpting a ball
 * around a hidden treat, a ball stuck in the fence (the second try, rolled
 * rounder but with the same putty), the push, the scale and the inspection.
 *
 * The table: Bruno starts (he pushes first), the seed's first die is a 3, so
 * the boss walks from the middle slot to the last one: hole 7, 29 mm (the
 * Standard profile; a round ball of about 14.7 g just fits). The round goes:
 *   1. Everyone sculpts. Bruno takes too much putty (17 g); Chloé plays safe
 *      with a small ball (5 g); the newcomer is asked for about ten pinches
 *      (10 g), which passes and outweighs Chloé's.
 *   2. Bruno's ball sticks in the hole; he rolls it round, and it sticks
 *      again: the junk room. Chloé's passes. Then the newcomer pushes his own.
 *   3. The scale: the newcomer's ball in armchair 1, Chloé's in armchair 2;
 *      the newcomer inspects Bruno's ball in the junk room (it hides a sour
 *      treat), then the balls not inspected are opened.
 * The physics decides every roll (the same input always rolls the same way).
 * Where the newcomer's own ball goes another way (too small, stuck twice),
 * Chloé sits in armchair 1 and inspects by script, and the inspecting step
 * passes by itself; the other steps after his push say only what is true
 * whichever way his ball went. The steps' words are in the game's catalogue,
 * under `tutorial.*`.
 */
import type { Tutorial, TutorialStep } from '../../engine/tutorial.js';
import type { SmugglersMove, SmugglersOptions, SmugglersView } from './types.js';

const YOU = 0;
const BRUNO = 1;

/** The seed whose first die is a 3: the boss goes from slot 4 to slot 7, this round's hole (tutorial.test.ts checks it). */
const SEED = 24;
/** Bruno's ball: too big for the hole (about 31 mm), so it sticks twice, however round. */
const BRUNO_BALL_G = 17;
/** Chloé's ball: small and safe; the newcomer's ten pinches outweigh it by more than the scale can miss. */
const CHLOE_BALL_G = 5;

type Step = TutorialStep<SmugglersView, SmugglersMove>;
const words = (name: string): string => `smugglers-2016:tutorial.${name}`;

/** Whether the seat's ball has left the track this round (through to the bar, or on to the office or the junk room). */
function tested(view: SmugglersView, seat: number): boolean {
  const room = view.players[seat]?.room;
  return view.round > 0 || room === 'bar' || room === 'office' || room === 'junk';
}

const steps: readonly Step[] = [
  { id: 'welcome', target: 'station', text: words('welcome') },
  { id: 'hole', target: 'hands', text: words('hole') },
  { id: 'hourglass', target: 'hourglass', text: words('hourglass') },
  {
    id: 'sculpt',
    target: 'sculpt',
    text: words('sculpt'),
    hint: words('sculptHint'),
    // The stink bomb waits for a later round: this round's lesson is the treats.
    allows: (move) => move.type === 'sculpt' && move.contraband !== 'stink',
    done: ({ move }) => move?.type === 'sculpt',
  },
  {
    id: 'watch',
    target: 'table',
    text: words('watch'),
    // Bruno's first try has ended: stuck, he is on his second.
    done: ({ view }) => view.players[BRUNO]?.attempt === 2 || tested(view, BRUNO),
  },
  { id: 'stuck', target: 'table', text: words('stuck') },
  {
    id: 'push',
    target: 'push',
    text: words('push'),
    hint: words('pushHint'),
    allows: (move) => move.type === 'push' || move.type === 'reround',
    done: ({ view }) => tested(view, YOU),
  },
  { id: 'scale', target: 'seats', text: words('scale') },
  {
    id: 'inspect',
    target: 'inspect',
    text: words('inspect'),
    hint: words('inspectHint'),
    allows: (move) => move.type === 'inspect',
    // Done once the newcomer has inspected, or the round is over (Chloé inspected, where his ball went another way).
    done: ({ view, move }) => move?.type === 'inspect' || view.round > 0 || view.phase === 'over',
  },
  { id: 'end', target: 'seats', text: words('end') },
];

export const smugglersTutorial: Tutorial<SmugglersView, SmugglersMove, SmugglersOptions> = {
  seed: SEED,
  seats: 3,
  // The longest hourglass, turned when the sculpting step comes up: the first steps are read with no sand running.
  options: { hourglassSeconds: 120, shortGame: false, firstPlayer: BRUNO },
  clocksFrom: 'sculpt',
  player: YOU,
  names: ['', 'Bruno', 'Chloé'],
  bots: [
    [],
    [
      { type: 'sculpt', massG: BRUNO_BALL_G, roundness: 0.6, shapeSeed: 7, contraband: 'sour' },
      { type: 'push', strength: 0.5 },
      // Stuck: he rolls the same putty perfectly round and tries again; it sticks again.
      { type: 'reround', roundness: 1, shapeSeed: 8 },
      { type: 'push', strength: 0.6 },
    ],
    [
      { type: 'sculpt', massG: CHLOE_BALL_G, roundness: 1, shapeSeed: 3, contraband: 'sour' },
      { type: 'push', strength: 0.6 },
      // Only where the newcomer's ball did not outweigh hers: in armchair 1, she inspects the junk room.
      { pick: (_view, legalMoves) => legalMoves.find((move) => move.type === 'inspect' && move.guess === 'sweet') ?? null },
    ],
  ],
  steps,
};

