/**
 * The words of the Insel der Schmuggler table: islands, fields, dice faces,
 * log lines, the turn banner and the instruction line of the viewer's step.
 * Pure functions, tested beside: the words come in as `t` (the
 * 'insel-der-schmuggler' catalogue).
 */
import type { TFunction } from 'i18next';
import type { Seat } from '../../../../shared/engine/contract';
import { type FieldId, ISLANDS, ISLAND_SPACING, type Island, SECTORS, fieldOf } from '../../../../shared/games/insel-der-schmuggler/board';
import { type TileFace, WINNING_TOTAL } from '../../../../shared/games/insel-der-schmuggler/goods';
import type { InselEvent, InselView, LighthouseFace } from '../../../../shared/games/insel-der-schmuggler/types';
import type { Step } from './targets';

export type Words = TFunction<'insel-der-schmuggler'>;

/** The islands' keys in the catalogue, by island id (RULINGS decision 2: palm, turtle, parrot, shell, pineapple). */
export const ISLAND_KEYS = ['palm', 'turtle', 'parrot', 'shell', 'pineapple'] as const;
/** The rings' keys in the catalogue, by ring (0 the inner). */
export const RING_KEYS = ['inner', 'middle', 'outer'] as const;

/** A seat's name, or "Seat n" when the list has none. */
export function seatName(t: Words, names: readonly string[], seat: Seat): string {
  const name = names[seat];
  return name !== undefined && name.trim() !== '' ? name : t('seat', { n: seat + 1 });
}

/** An island's name on its own (a label, a list): "Palm Island", "Île aux Palmiers". */
export function islandName(t: Words, island: Island): string {
  return t(`islands.${ISLAND_KEYS[island]}.name`);
}

/** An island's name inside a sentence: "Palm Island", "l'île aux Palmiers". */
export function islandIn(t: Words, island: Island): string {
  return t(`islands.${ISLAND_KEYS[island]}.in`);
}

/**
 * Where a sector lies, by the islands the player sees round the bay: facing an
 * island (its own sector), near one (a sector beside it), or half-way between
 * two (board.ts: an island every fourth sector, clockwise).
 */
export function sectorNear(t: Words, sector: number): string {
  const round = ((sector % SECTORS) + SECTORS) % SECTORS;
  const before = Math.floor(round / ISLAND_SPACING);
  const offset = round % ISLAND_SPACING;
  const island = (index: number) => islandIn(t, (index % ISLANDS) as Island);
  if (offset === 0) return t('near.facing', { island: island(before) });
  if (offset * 2 === ISLAND_SPACING) return t('near.between', { island: island(before), other: island(before + 1) });
  return t('near.by', { island: island(offset * 2 < ISLAND_SPACING ? before : before + 1) });
}

/**
 * A field in words, as the player finds it on the bay: "outer ring, sector 5,
 * near Turtle Island" (sectors numbered 1–20 clockwise from the north, as the
 * bay's rim shows them: board.ts's sector + 1), "the harbour of Palm Island".
 */
export function fieldName(t: Words, id: FieldId): string {
  const field = fieldOf(id);
  if (field === undefined) return String(id);
  if (field.kind === 'harbour') return t('field.harbour', { island: islandIn(t, field.island) });
  return t('field.sea', { ring: t(`rings.${RING_KEYS[field.ring] ?? 'outer'}`), sector: field.sector + 1, near: sectorNear(t, field.sector) });
}

/** What the lighthouse die shows: "3 red arrows (clockwise)", "the sleeping keeper". */
export function faceText(t: Words, face: LighthouseFace): string {
  return t(`face.${face}`);
}

/** A tile's back: "to Turtle Island, worth 2". */
export function tileText(t: Words, tile: TileFace): string {
  return t('tile', { island: islandIn(t, tile.destination), value: tile.value });
}

/** One line of the public log for every event. */
export function describeEvent(t: Words, raw: unknown, names: readonly string[]): string | null {
  const event = raw as InselEvent;
  const name = (seat: Seat) => seatName(t, names, seat);
  switch (event.type) {
    case 'rock-placed':
      return event.seat === null ? t('log.rockLies', { field: fieldName(t, event.field) }) : t('log.rockPlaced', { name: name(event.seat), field: fieldName(t, event.field) });
    case 'harbour-chosen':
      return t('log.harbourChosen', { name: name(event.seat), island: islandIn(t, event.island) });
    case 'turn-began':
      return t('log.turnBegan', { number: event.turnNumber, name: name(event.seat) });
    case 'tile-taken':
      return event.left === 0
        ? t('log.tileTakenLast', { name: name(event.seat), island: islandIn(t, event.island) })
        : t('log.tileTaken', { name: name(event.seat), island: islandIn(t, event.island), left: event.left });
    case 'rolled':
      return t('log.rolled', { name: name(event.seat), pips: event.dice.smuggler, face: faceText(t, event.dice.lighthouse) });
    case 'beam-turned':
      return t(`log.beamTurned.${event.direction}`, { count: event.steps });
    case 'keeper-sleeps':
      return t('log.keeperSleeps');
    case 'caught':
      return t('log.caught', { names: event.seats.map(name) });
    case 'thrown':
      return event.by === event.boat ? t('log.thrownOwn', { name: name(event.by) }) : t('log.thrown', { by: name(event.by), owner: name(event.boat) });
    case 'sailed': {
      const steps = event.path.length - 1;
      if (steps <= 0) return t('log.stayed', { name: name(event.seat) });
      const last = fieldOf(event.path[event.path.length - 1] as FieldId);
      if (last?.kind === 'harbour') return t('log.sailedHarbour', { name: name(event.seat), island: islandIn(t, last.island) });
      return t('log.sailed', { name: name(event.seat), count: steps });
    }
    case 'loaded':
      return t(event.swapped ? 'log.loadedSwapped' : 'log.loaded', { name: name(event.seat) });
    case 'pushed':
      return t('log.pushed', { name: name(event.seat), other: name(event.boat) });
    case 'swapped':
      return t('log.swapped', { name: name(event.seat), other: name(event.boat) });
    case 'delivered':
      return t('log.delivered', { name: name(event.seat), value: event.tile.value, island: islandIn(t, event.island), total: event.total });
    case 'game-over': {
      const winners = event.result.winners.map(name);
      return t('log.gameOver', { names: winners, count: winners.length });
    }
  }
  return null;
}

/** The turn banner: what the seat whose turn it is does. */
export function describeTurn(t: Words, view: InselView, names: readonly string[]): string {
  if (view.phase === 'over') return t('turn.over');
  return t(`turn.${view.phase}`, { name: seatName(t, names, view.turn) });
}

/** The island whose top tile the viewer's boat takes before the dice (an empty boat in a harbour with goods), or null. */
export function takesFrom(view: InselView, seat: Seat): Island | null {
  const boat = view.boats[seat];
  if (boat === undefined || boat.at === null || boat.cargo !== null) return null;
  const field = fieldOf(boat.at);
  if (field?.kind !== 'harbour') return null;
  return (view.islands[field.island] ?? 0) > 0 ? field.island : null;
}

/**
 * The instruction line over the viewer's controls: what he is to do now (his
 * step), what he waits for, or that the bay is still showing what happened.
 * `touch`: he picks with a finger, from the list of places beside the bay
 * (Places.tsx), with no keyboard's Enter to mention.
 */
export function instruction(t: Words, view: InselView, viewer: Seat | null, step: Step, names: readonly string[], watching: boolean, touch = false): string {
  if (watching) return t('step.watch');
  if (view.phase === 'over') {
    const winner = view.result?.winners[0];
    return winner === undefined ? t('step.overNobody') : t('step.over', { name: seatName(t, names, winner), total: view.banked[winner]?.total ?? WINNING_TOTAL });
  }
  if (viewer === null || viewer !== view.turn) return t('step.wait', { what: describeTurn(t, view, names) });
  switch (view.phase) {
    case 'rocks':
      return t('step.rock', { count: view.rocksToPlace });
    case 'harbours':
      return t('step.harbour');
    case 'roll': {
      const island = takesFrom(view, viewer);
      return island === null ? t('step.roll') : t('step.rollTake', { island: islandIn(t, island) });
    }
    case 'beam':
      return t('step.beam');
    case 'throw': {
      const boat = view.toThrow[0];
      if (boat === undefined || boat === viewer) return t('step.throwOwn');
      return t('step.throw', { name: seatName(t, names, boat) });
    }
    case 'sail':
      switch (step.kind) {
        case 'idle':
          return touch ? t('step.sailTouch', { count: view.dice?.smuggler ?? 0, button: t('controls.moveBoat') }) : t('step.sail', { count: view.dice?.smuggler ?? 0 });
        case 'boat':
          return t(touch ? 'step.sailPickTouch' : 'step.sailPick');
        case 'boatAt': {
          const other = view.boats.find((boat) => boat.at === step.at && boat.seat !== viewer);
          return t('step.sailBoat', { name: other === undefined ? '' : seatName(t, names, other.seat) });
        }
        case 'choose':
          return step.moves.some((move) => move.type === 'load') ? t('step.chooseLoad') : t('step.choosePush');
      }
  }
  return t('step.wait', { what: describeTurn(t, view, names) });
}
