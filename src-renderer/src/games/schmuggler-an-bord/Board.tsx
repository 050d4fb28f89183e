/**
 * The square board: the ring of fields with the pawn, the die, the kitty and
 * the turn count in the corners, and in the middle the ship (in the setup,
 * the face-down spread to draw from).
 */
import { useRef } from 'react';
import type { SabView } from '../../../../shared/games/schmuggler-an-bord/types';
import type { Pace } from '../../kit2d/pace';
import { fieldOf } from '../../../../shared/games/schmuggler-an-bord/goods';
import { Centre } from './Centre';
import { Die, Kitty, TurnCount } from './Corners';
import { Ring } from './Ring';
import { type LatestRoll, rollsSoFar } from './round';
import { Spread } from './Spread';

interface BoardProps {
  view: SabView;
  latest: LatestRoll;
  names: readonly string[];
  /** Whether the seat on screen draws from the spread now. */
  drawing: boolean;
  busy: boolean;
  reducedMotion: boolean;
  /** How the latest roll plays (the pawn's walk, the die's tumble): another's at the table speed (absent: ×1). */
  pace?: Pace;
  onDraw(slot: number): void;
}

export function Board({ view, latest, names, drawing, busy, reducedMotion, pace, onDraw }: BoardProps) {
  const sought = view.round === null ? null : fieldOf(view.round.good);
  // Each roll draws the die anew (it tumbles once): the rolls so far tell one roll from the next.
  const rolls = rollsSoFar(view);
  // Only a roll seen on this table tumbles: a table drawn afresh (hot-seat) shows the die lying still.
  const rollsAtStart = useRef(rolls);
  return (
    <div className="sab-board">
      <Ring setup={view.phase === 'setup'} onField={view.onField} pawn={view.pawn} sought={sought} reducedMotion={reducedMotion} pace={pace} />
      {/* No die lies on the board before the first roll: a blank one would say nothing. */}
      {view.die !== null && <Die pips={view.die} rollKey={rolls} tumbles={!reducedMotion && pace?.skip !== true && rolls !== rollsAtStart.current} />}
      <Kitty chips={view.kitty} />
      <TurnCount number={view.turnNumber} />
      {view.phase === 'setup' ? <Spread spread={view.spread} goods={view.open?.spread ?? null} drawing={drawing} busy={busy} onDraw={onDraw} /> : <Centre latest={latest} names={names} />}
    </div>
  );
}
