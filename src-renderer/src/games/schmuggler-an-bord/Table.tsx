/**
 * The Schmuggler an Bord table: the board (the ring of goods round the ship,
 * the pawn, the die, the kitty; in the setup the spread to draw from) on the
 * left; beside it the viewer's actions, the seats with the chain of
 * suspicions between them, and the news.
 *
 * The DOM contract the end-to-end tests drive (e2e/schmuggler-an-bord.ts):
 * the root section.sab-table[data-testid=sab-table] with data-phase,
 * data-version and data-seat (a seat, or "spectator"); ring fields
 * [data-field] with data-card="yes|no" and the good's name as their
 * accessible name; [data-pawn][data-field]; [data-die] (its number as text);
 * setup slots button[data-slot]; button[data-action=roll],
 * button[data-suspect=<seat>], button[data-object=yes|no], the searcher's
 * button[data-place]; what he saw [data-seen]; per seat
 * [data-seat-panel] with [data-chips] and [data-cards]; [data-kitty]; the
 * chain's arrows svg [data-suspicion="by-suspect"]; [data-news]; and with
 * the open history [data-history].
 */
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import type { SabMove, SabView } from '../../../../shared/games/schmuggler-an-bord/types';
import { paceOf } from '../../kit2d/pace';
import { seatNames } from '../../kit2d/seatNames';
import { useFocusOnTurn } from '../../kit2d/useFocusOnTurn';
import { useShortcuts } from '../../kit2d/useShortcuts';
import { useHintMarks } from '../../kit2d/useHintMarks';
import { sabHintTargets } from './hintTargets';
import { useTableSpeed } from '../../kit2d/tableSpeed';
import type { TableProps } from '../types';
import { useSubmit } from '../useSubmit';
import { ActionBar } from './ActionBar';
import { Board } from './Board';
import { News } from './News';
import { moveForKey, offerFor } from './offer';
import { latestRoll } from './round';
import { Seats } from './Seats';
import { seatNews } from './speech';
import { seatName } from './text';

export function SabTable({ update, view, seat, seats, submit, reducedMotion, hint = null }: TableProps<SabView>) {
  const { t } = useTranslation('schmuggler-an-bord');
  const names = useMemo(() => seatNames(seats, view.seats, (given, s) => seatName(t, given, s)), [t, seats, view.seats]);
  const { send, busy, error } = useSubmit<SabMove>(submit);
  const play = (move: SabMove) => void send(move);
  const viewer: Seat | null = seat;
  const offer = offerFor(view, viewer);
  const latest = useMemo(() => latestRoll(view), [view]);
  // The latest announcement, said at the seats where it happened (speech.ts).
  const news = useMemo(() => seatNews(t, view.facts, view.seats, names), [t, view.facts, view.seats, names]);
  // The latest roll (its pawn walk, its die) plays at the table speed when another rolled, the viewer's own at ×1.
  const [speed] = useTableSpeed();
  const roller = view.facts.filter((fact) => fact.type === 'rolled').pop()?.seat ?? null;
  const pace = useMemo(() => paceOf(speed, roller, viewer), [speed, roller, viewer]);

  const root = useRef<HTMLElement>(null);
  useHintMarks(root, sabHintTargets(hint));
  // The keys (offer.ts moveForKey): R rolls, digits name a seat or turn a place, M myself, O object, P let it pass.
  useShortcuts(root, busy, (key) => {
    const move = moveForKey(view, viewer, key);
    return move === null ? null : () => play(move);
  });
  const turnKey = offer.kind === 'none' ? null : `${update.version}:${offer.kind}`;
  useFocusOnTurn(root, turnKey);

  return (
    <section
      ref={root}
      className={`sab-table${reducedMotion ? ' is-still' : ''}`}
      data-testid="sab-table"
      data-phase={view.phase}
      data-version={update.version}
      data-seat={viewer === null ? 'spectator' : viewer}
      aria-label={t('table.label')}
      tabIndex={-1}
    >
      <div className="sab-stage">
        <Board
          view={view}
          latest={latest}
          names={names}
          drawing={offer.kind === 'draw'}
          busy={busy}
          reducedMotion={reducedMotion}
          pace={pace}
          onDraw={(slot) => play({ type: 'draw', slot })}
        />
      </div>
      <div className="sab-side">
        <ActionBar view={view} viewer={viewer} offer={offer} names={names} busy={busy} error={error} send={play} />
        <Seats view={view} latest={latest} viewer={viewer} names={names} news={news} />
        <News facts={view.facts} names={names} openHistory={view.options.openHistory} />
      </div>
    </section>
  );
}
