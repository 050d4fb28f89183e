/**
 * The words of the Smugglers (2025) table: goods, customs cards, why a card
 * was discarded, log lines, the turn banner, the instruction line over the
 * viewer's actions and the final score column. Pure functions, tested
 * beside: the words come in as `t` (the 'smugglers-2025' catalogue).
 */
import type { TFunction } from 'i18next';
import type { GameResult, Seat } from '../../../../shared/engine/contract';
import type { Customs } from '../../../../shared/games/smugglers-2025/customs';
import { type Kind, isLegal } from '../../../../shared/games/smugglers-2025/goods';
import { smuggleCount } from '../../../../shared/games/smugglers-2025/rules';
import type { Player, RevealedCard, S25Event, S25View } from '../../../../shared/games/smugglers-2025/types';
import { toDraw } from './offer';

export type Words = TFunction<'smugglers-2025'>;

/** A seat's name, or "Seat n" when the list has none. */
export function seatName(t: Words, names: readonly string[], seat: Seat): string {
  const name = names[seat];
  return name !== undefined && name.trim() !== '' ? name : t('seat', { number: seat + 1 });
}

/** Who played a revealed card: a seat's name, or "Robot n". */
export function playerName(t: Words, names: readonly string[], player: Player): string {
  return 'seat' in player ? seatName(t, names, player.seat) : t('robot', { number: player.robot + 1 });
}

/** A kind's name on its own (a card, a heading): "Pink gem". */
export function kindName(t: Words, kind: Kind): string {
  return t(`kind.${kind}`);
}

/** A kind inside a sentence, as the object of a verb: "the pink gem". */
export function theKind(t: Words, kind: Kind): string {
  return t(`theKind.${kind}`);
}

/** A kind inside a list, without an article: "pink gem". */
export function kindWord(t: Words, kind: Kind): string {
  return t(`kindWord.${kind}`);
}

/**
 * What a card means, in words (its tip, and what it says to a screen reader):
 * "Spice (legal). Sets of 4: one or two score nothing, three score 10, …",
 * where the card itself has room only for "3 = 10 · 4 = 26".
 */
export function cardLabel(t: Words, kind: Kind): string {
  return t('card.tip', { kind: kindName(t, kind), legality: t(isLegal(kind) ? 'card.legal' : 'card.illegal'), rule: t(`kindRuleLong.${kind}`) });
}

export function customsName(t: Words, customs: Customs): string {
  return t(`customs.${customs}.name`);
}

export function customsEffect(t: Words, customs: Customs): string {
  return t(`customs.${customs}.effect`);
}

/**
 * The label beside a revealed card: why it was discarded (the customs card by
 * its name when the table knows it: "Tea Ban"), else "kept", or for a robot's
 * card that no rule discarded, where it goes all the same: "to the discards".
 */
export function reasonLabel(t: Words, card: RevealedCard, customs: Customs | null): string {
  if (card.reason === null) return 'seat' in card.player ? t('reveal.kept') : t('reveal.robotCard');
  if (card.reason === 'customs' && customs !== null) return customsName(t, customs);
  return t(`reason.${card.reason}`);
}

/** The label's tip: what became of a revealed card and why, in a sentence. */
export function outcomeText(t: Words, card: RevealedCard, customs: Customs | null, names: readonly string[]): string {
  const who = playerName(t, names, card.player);
  if (card.reason === null) return 'seat' in card.player ? t('outcome.kept', { who }) : t('outcome.robot');
  if (card.reason === 'customs') {
    return customs === null ? t('reason.customs') : t('outcome.customs', { customs: customsName(t, customs), effect: customsEffect(t, customs) });
  }
  return t(`outcome.${card.reason}`, { who });
}

/**
 * "Ann wins with 57 points", "… on illegal goods" when the tie-break decided, "Ann and Bob share the win with 40 points";
 * alone against the robots, no win to speak of: "Ann ends the solo game with 57 points".
 */
export function winnerText(t: Words, result: GameResult, names: readonly string[]): string {
  if (result.scores.length === 1) return t('win.solo', { name: seatName(t, names, 0), count: result.scores[0] ?? 0 });
  const winners = result.winners;
  const best = winners.length > 0 ? (result.scores[winners[0] as Seat] ?? 0) : 0;
  if (winners.length !== 1) return t('win.shared', { names: winners.map((seat) => seatName(t, names, seat)), count: best });
  const tied = result.scores.some((score, seat) => seat !== winners[0] && score === best);
  return t(tied ? 'win.tieBroken' : 'win.single', { name: seatName(t, names, winners[0] as Seat), count: best });
}

function isEvent(event: unknown): event is S25Event {
  return typeof event === 'object' && event !== null && typeof (event as { type?: unknown }).type === 'string';
}

/** One revealed card in the log's list: "spice from Ann", "crossbow from Bob (discarded: second weapon)". */
function revealedItem(t: Words, card: RevealedCard, names: readonly string[]): string {
  const words = { kind: kindWord(t, card.kind), who: playerName(t, names, card.player) };
  if (card.reason === null) return t('log.revealedCard', words);
  return t('log.revealedOut', { ...words, reason: t(`reason.${card.reason}`) });
}

/** One line for the public log (every event is public; the picks are not events until the reveal). */
export function describeEvent(t: Words, event: unknown, names: readonly string[]): string | null {
  if (!isEvent(event)) return null;
  const who = (seat: Seat) => seatName(t, names, seat);
  switch (event.type) {
    case 'roundBegan':
      return t('log.roundBegan', { round: event.round, customs: customsName(t, event.customs), effect: customsEffect(t, event.customs), name: who(event.sack) });
    case 'revealed':
      return event.cards.length === 0 ? null : t('log.revealed', { cards: event.cards.map((card) => revealedItem(t, card, names)) });
    case 'discarded':
      return t('log.discarded', { name: who(event.seat), kind: theKind(t, event.kind) });
    case 'tookMarket':
      return t('log.tookMarket', { name: who(event.seat), kind: theKind(t, event.kind) });
    case 'drewDeck':
      return t('log.drewDeck', { name: who(event.seat) });
    case 'marketRefilled': {
      const added = event.added.map((kind) => kindWord(t, kind));
      if (event.burned.length === 0) return added.length === 0 ? null : t('log.marketRefilled', { kinds: added });
      return t('log.marketRefilledBurned', { kinds: added, burned: event.burned.map((kind) => kindWord(t, kind)), count: event.burned.length });
    }
    case 'marketSwept':
      return t('log.marketSwept', { kinds: event.kinds.map((kind) => kindWord(t, kind)), count: event.kinds.length });
    case 'reshuffled':
      return t('log.reshuffled', { count: event.cards });
    case 'outOfGoods':
      return t('log.outOfGoods');
    case 'gameOver':
      return t('log.gameOver', { winner: winnerText(t, event.result, names) });
    default:
      return null;
  }
}

/** The seats still to pick a card in the smuggling step. */
export function stillPicking(view: S25View): Seat[] {
  return view.activeSeats.filter((seat) => view.picked[seat] !== true);
}

/** The turn banner: what the seats that may move now are doing. */
export function describeTurn(t: Words, view: S25View, names: readonly string[]): string {
  const who = (seat: Seat) => seatName(t, names, seat);
  switch (view.phase) {
    case 'smuggle': {
      const picking = stillPicking(view);
      return t('turn.smuggle', { names: picking.map(who), count: picking.length });
    }
    case 'draw':
      return view.drawing === null ? t('turn.drawing') : t('turn.draw', { name: who(view.drawing.seat) });
    case 'over':
      return t('turn.over');
  }
}

/** The line over the viewer's actions: what he is to do now, or what the table waits for. */
export function instruction(t: Words, view: S25View, seat: Seat | null, names: readonly string[]): string {
  const who = (s: Seat) => seatName(t, names, s);
  const wait = () => t('step.wait', { what: describeTurn(t, view, names) });
  if (view.phase === 'over') return view.result ? winnerText(t, view.result, names) : t('step.over');
  if (seat === null) return wait();
  if (view.phase === 'smuggle') {
    const others = stillPicking(view).filter((s) => s !== seat);
    if (view.picked[seat] === true) return others.length === 0 ? t('step.pickedAll') : t('step.picked', { names: others.map(who), count: others.length });
    if (!view.activeSeats.includes(seat)) return t('step.noCards');
    const count = smuggleCount(view.customs, view.hand?.length ?? 0);
    return view.customs === 'doubleSmuggling' ? t('step.smuggleDouble', { count }) : t('step.smuggle');
  }
  const drawing = view.drawing;
  if (drawing === null || drawing.seat !== seat) return wait();
  const count = toDraw(view, seat);
  const closed = view.customs === 'closedMarket';
  if (!drawing.discarded && drawing.drawn === 0) return t(closed ? 'step.drawFirstClosed' : 'step.drawFirst', { count });
  return t(closed ? 'step.drawMoreClosed' : 'step.drawMore', { count });
}

/** The final table's column: each seat's points and, as the tie-break counts them, its illegal goods. */
export function scoreLabel(t: Words): string {
  return t('score.label');
}

export function scoreCell(t: Words, seat: Seat, result: GameResult, view: S25View): string {
  const total = result.scores[seat] ?? 0;
  const illegal = view.scores?.[seat]?.illegalCount ?? 0;
  return t('score.cell', { total, count: illegal });
}
