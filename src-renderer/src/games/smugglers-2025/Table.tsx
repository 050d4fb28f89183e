/**
 * The Smugglers (2025) table, top to bottom: this round's customs card, the
 * round, the market, the deck and the discard pile; every seat with the
 * goods in front of him; the picks face down, then the reveal; the viewer's
 * hand with his controls (at the end, the scores broken down by kind).
 *
 * The DOM contract the end-to-end tests drive: the root
 * section.s25-table[data-testid=s25-table] with data-phase, data-version,
 * data-seat (a seat, or "spectator") and data-round; the hand's
 * button[data-hand-kind] (aria-pressed when selected);
 * button[data-action=smuggle|discard|draw-deck]; the market's
 * [data-market=<kind>] (buttons on the viewer's drawing turn); per seat
 * [data-seat-area] with [data-front-score], [data-sack] on the sack holder,
 * and one [data-front-kind] per card in front (stacked by kind:
 * [data-front-group][data-count]); while smuggling [data-pick-seat] with
 * data-picked=yes|no and [data-pick-robot]; the reveal's [data-revealed]
 * with data-kind, data-reason ("kept" when kept) and data-player
 * ("seat-0", "robot-1"), its reason in words in [data-reason-label];
 * [data-customs=<id>]; [data-deck-count], [data-discard-count]; the
 * instruction line [data-testid=s25-instruction]; at the end
 * [data-testid=s25-breakdown] (a row tr[data-seat] per seat, a cell
 * td[data-kind][data-points] per kind, [data-total], [data-illegal]). The
 * guided first game's steps point at [data-tutorial] parts (tutorial.test.tsx).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import type { S25Move, S25View } from '../../../../shared/games/smugglers-2025/types';
import { seatNames } from '../../kit2d/seatNames';
import { useFocusOnTurn } from '../../kit2d/useFocusOnTurn';
import { useShortcuts } from '../../kit2d/useShortcuts';
import { useHintMarks } from '../../kit2d/useHintMarks';
import { s25HintTargets } from './hintTargets';
import type { TableProps } from '../types';
import { useSubmit } from '../useSubmit';
import { ActionBar } from './ActionBar';
import { Breakdown } from './Breakdown';
import { Centre } from './Centre';
import { Hand } from './Hand';
import { actionForKey, offerFor, selectionLimit, toggle } from './offer';
import { Seats } from './Seats';
import { Supply } from './Supply';
import { seatName } from './text';

/**
 * The viewer's selected hand cards. A selection belongs to one hand in one
 * step: when the hand, the phase or the round changes it is gone (no effect
 * needed: it is kept with the situation it was made in).
 */
function useSelection(situation: string): [number[], (next: number[]) => void] {
  const [state, setState] = useState<{ situation: string; indices: number[] }>({ situation, indices: [] });
  const current = state.situation === situation ? state.indices : [];
  const set = useCallback((indices: number[]) => setState({ situation, indices }), [situation]);
  return [current, set];
}

export function S25Table({ update, view, seat, seats, submit, reducedMotion, memory, hint = null }: TableProps<S25View>) {
  const { t } = useTranslation('smugglers-2025');
  const names = useMemo(() => seatNames(seats, view.seats, (given, s) => seatName(t, given, s)), [t, seats, view.seats]);
  const { send, busy, error } = useSubmit<S25Move>(submit);
  const viewer: Seat | null = seat;
  const offer = offerFor(view, viewer);
  const limit = selectionLimit(offer);
  const situation = `${view.phase}:${view.round}:${offer.kind}:${(view.hand ?? []).join(',')}`;
  const [selection, setSelection] = useSelection(situation);

  const play = (move: S25Move) => {
    setSelection([]);
    void send(move);
  };
  const select = (index: number) => setSelection(toggle(selection, index, limit));

  const root = useRef<HTMLElement>(null);
  useHintMarks(root, s25HintTargets(hint));
  // The keys (offer.ts actionForKey): digits select hand cards, S or Enter smuggles, X discards, D draws from the deck, Q W E take from the market.
  useShortcuts(root, busy, (key) => {
    const action = actionForKey(view, viewer, selection, key);
    if (action === null) return null;
    return action.type === 'select' ? () => select(action.index) : () => play(action.move);
  });
  // A new key at each step of his turn: each card drawn, the discard.
  const turnKey = offer.kind === 'none' ? null : `${view.phase}:${view.round}:${view.drawing?.drawn ?? 0}:${limit}`;
  useFocusOnTurn(root, turnKey, [limit > 0 ? 'button[data-hand-kind]' : 'button[data-action="draw-deck"]', 'button']);

  const over = view.phase === 'over';
  return (
    <section
      ref={root}
      className={`s25-table${reducedMotion ? ' is-still' : ''}${over ? ' is-over' : ''}${view.seats >= 5 ? ' is-crowded' : ''}`}
      data-testid="s25-table"
      data-phase={view.phase}
      data-version={update.version}
      data-seat={viewer === null ? 'spectator' : viewer}
      data-round={view.round}
      aria-label={t('table.label')}
      tabIndex={-1}
    >
      <Supply
        view={view}
        offer={offer}
        busy={busy}
        onTake={(kind) => play({ type: 'takeMarket', kind })}
        onDrawDeck={() => play({ type: 'drawDeck' })}
      />
      {/* The seats and the picks: one band on a phone, which scrolls on its own while the supply and the hand stay under the thumb; on a desktop, no box at all. */}
      <div className="s25-middle">
        <Seats view={view} viewer={viewer} names={names} />
        <Centre view={view} viewer={viewer} names={names} memory={memory} reducedMotion={reducedMotion} />
      </div>
      {over ? (
        <Breakdown view={view} names={names} />
      ) : (
        <div className="s25-bottom">
          <Hand hand={view.hand} selection={selection} limit={limit} busy={busy} onToggle={select} allOpen={view.open !== undefined} />
          <ActionBar view={view} viewer={viewer} offer={offer} selection={selection} names={names} busy={busy} error={error} send={play} />
        </div>
      )}
    </section>
  );
}
