/**
 * The Insel der Schmuggler table: the 3D bay (a chunk of its own, loaded
 * lazily with a progress line) fills the stage, and the controls, the dice,
 * the boats, the goods and the public log are plain DOM in one column beside
 * it (the screen hands the log over: GameUi.logPlace 'table'). The table decides what may
 * be picked (targets.ts); the bay draws it, animates each update's events once
 * on this screen (news.ts) and reports clicks. While it animates, the game
 * screen holds back the log's later lines and the result (holdAfter).
 */
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import { type FieldId, ISLAND_IDS } from '../../../../shared/games/insel-der-schmuggler/board';
import type { InselMove, InselView } from '../../../../shared/games/insel-der-schmuggler/types';
import type { MatchUpdate } from '../../../../shared/protocol/messages';
import { LazyScene, SceneLoading as KitSceneLoading } from '../../kit3d/SceneLoading';
import { seatNames } from '../../kit2d/seatNames';
import { paceOf } from '../../kit2d/pace';
import { useTableSpeed } from '../../kit2d/tableSpeed';
import { useHold } from '../../kit2d/useHold';
import type { TableMemory, TableProps } from '../types';
import { useSubmit } from '../useSubmit';
import { type CatchLedger, catchMark, newCatchLedger, noteCatches } from './caught';
import { Controls } from './Controls';
import { DicePanel } from './Dice';
import { GoodsPanel } from './Goods';
import { placesOf } from './places';
import { type Feed, type Shown, heldAfter, newShown, newsMover, openFeed, panelUpdate, receive, shownDice, shownNews } from './news';
import { bayWords } from './scene/bay-words';
import type { BayWords } from './scene/contract';
import { SeatsPanel } from './Seats';
import { IDLE, type Pick, type Step, acts, focusField, isCursorKey, nextCursor, pickBoat, pickField, stepBack, targetsFor } from './targets';
import { BayScene } from './scenes';
import { fieldName, islandName, seatName } from './text';


/** The longest the table waits for the bay to show one update's news before it moves on without it (a bay that never answers must not stall the game). */
const WATCHDOG_MS = 30_000;

function SceneLoading({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation('insel-der-schmuggler');
  return (
    <KitSceneLoading
      className="insel-loading"
      text={step === 1 ? t('table.loadingScene') : t('table.loadingPhysics')}
      progress={{ value: step, max: 2, label: t('table.loadingLabel') }}
    />
  );
}

/** Instead of the bay when it cannot start (no WebGL, a chunk that would not load): the game goes on with the buttons. */
function SceneFailed({ error, onFailed }: { error: Error; onFailed(): void }) {
  const { t } = useTranslation('insel-der-schmuggler');
  useEffect(() => onFailed(), [onFailed]);
  return (
    <p className="insel-failed" role="alert">
      {t('table.failed', { message: error.message })}
    </p>
  );
}

/**
 * The update the table shows and the news the bay plays: a new update waits
 * while the bay is busy, and what this screen has shown is kept in the
 * match's memory (hot-seat redraws do not play it again).
 */
function useFeed(update: MatchUpdate, memory: TableMemory, holdAfter: TableProps<InselView>['holdAfter']): [Feed, (key: string) => void] {
  const shown = memory.get<Shown>('insel-der-schmuggler:shown', newShown);
  const [feed, setFeed] = useState<Feed>(() => openFeed(update, shown));
  const current = useRef(feed);
  const change = useCallback((next: Feed) => {
    if (next === current.current) return;
    current.current = next;
    setFeed(next);
  }, []);
  // Before the browser paints: a new update never flashes ahead of the news before it.
  // The hold is told in the same pass: a hot-seat curtain due with this update waits for the bay to play it (hotseat/finishBeforeCurtain.ts).
  useLayoutEffect(() => {
    const next = receive(current.current, update, shown);
    change(next);
    holdAfter(heldAfter(next), newsMover(next));
  }, [update, shown, change, holdAfter]);
  const onShown = useCallback((key: string) => change(shownNews(current.current, key, shown)), [shown, change]);
  return [feed, onShown];
}

/**
 * The beam's catches as this match's updates tell them, kept in the match's
 * memory (a hot-seat table drawn for the next viewer keeps the marks). Noting
 * an update twice changes nothing, so it is done as the update is drawn.
 */
function useCatches(update: MatchUpdate, memory: TableMemory): CatchLedger {
  const box = memory.get<{ ledger: CatchLedger }>('insel-der-schmuggler:caught', () => ({ ledger: newCatchLedger() }));
  return useMemo(() => {
    box.ledger = noteCatches(box.ledger, update);
    return box.ledger;
  }, [box, update]);
}

export function InselTable({ update: newest, seat, seats, submit, reducedMotion, memory, holdAfter, log }: TableProps<InselView>) {
  const { t } = useTranslation('insel-der-schmuggler');
  const { t: shell } = useTranslation('shell');
  const [feed, onShown] = useFeed(newest, memory, holdAfter);
  const update = feed.update;
  const view = update.view as InselView;
  // Beside the bay, the match as the bay has shown it so far: what came after waits for the bay.
  const shownUpdate = panelUpdate(feed);
  const panelView = shownUpdate.view as InselView;
  const catches = useCatches(newest, memory);
  const caught = panelView.boats.map((boat) => catchMark(catches, boat.seat, shownUpdate.version, seat));
  const watching = feed.news !== null;
  const names = useMemo(() => seatNames(seats, view.seats, (given, s) => seatName(t, given, s)), [t, seats, view.seats]);
  const { send, busy, error, clearError } = useSubmit<InselMove>(submit);

  // ---- the bay: loading, failure, and how long news may take
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const [failed, setFailed] = useState(false);
  const onFailed = useCallback(() => setFailed(true), []);
  const newsKey = feed.news?.key ?? null;
  useEffect(() => {
    if (newsKey === null) return;
    if (failed) {
      onShown(newsKey);
      return;
    }
    const timer = window.setTimeout(() => onShown(newsKey), WATCHDOG_MS);
    return () => window.clearTimeout(timer);
  }, [newsKey, failed, onShown]);

  // The game screen holds back the log's later lines and the result while the bay plays them (and says whose move it plays).
  const held = heldAfter(feed);
  const mover = newsMover(feed);
  useHold(holdAfter, held, mover);
  // Others' moves play at the table speed (or jump to their end); the viewer's own at ×1.
  const [speed] = useTableSpeed();
  const pace = useMemo(() => paceOf(speed, mover, seat), [speed, mover, seat]);

  // ---- the move being built: it starts afresh with every update shown and every viewer
  const stepKey = `${update.version}:${String(seat)}`;
  const [stepBox, setStepBox] = useState<{ key: string; step: Step }>({ key: stepKey, step: IDLE });
  const step = stepBox.key === stepKey && !watching ? stepBox.step : IDLE;
  const setStep = useCallback(
    (next: Step) => {
      setStepBox({ key: stepKey, step: next });
      clearError();
    },
    [stepKey, clearError],
  );
  const targets = useMemo(() => (watching ? [] : targetsFor(view, seat, step)), [watching, view, seat, step]);
  const [cursorField, setCursor] = useState<FieldId | null>(null);
  const cursor = cursorField !== null && targets.some((target) => target.field === cursorField) ? cursorField : null;
  const cursorTarget = targets.find((target) => target.field === cursor);

  const apply = useCallback(
    (pick: Pick) => {
      if (pick.kind === 'move') void send(pick.move);
      else if (pick.kind === 'step') setStep(pick.step);
    },
    [send, setStep],
  );
  const free = !busy && !watching;
  const onPick = useCallback(
    (field: FieldId) => {
      if (free) apply(pickField(view, seat, step, field));
    },
    [free, apply, view, seat, step],
  );
  const onPickBoat = useCallback(
    (boat: Seat) => {
      if (free) apply(pickBoat(view, seat, step, boat));
    },
    [free, apply, view, seat, step],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys on a control inside the stage (the bay's own buttons) are that control's.
    if (event.target !== event.currentTarget) return;
    if (isCursorKey(event.key)) {
      if (targets.length === 0) return;
      event.preventDefault();
      setCursor(nextCursor(targets, cursor ?? focusField(view, seat, step), event.key));
    } else if (event.key === 'Enter') {
      if (!free) return;
      if (cursor !== null) {
        event.preventDefault();
        apply(pickField(view, seat, step, cursor));
      } else if (acts(view, seat) && view.phase === 'sail' && step.kind === 'idle') {
        event.preventDefault();
        setStep({ kind: 'boat' });
      }
    } else if (event.key === 'Escape' && step.kind !== 'idle') {
      event.preventDefault();
      setStep(stepBack(step));
    }
  };

  const words: BayWords = useMemo(
    () => ({ canvasLabel: t('table.canvas'), islands: ISLAND_IDS.map((island) => islandName(t, island)), names, resetView: shell('view.reset'), ...bayWords(t) }),
    [t, shell, names],
  );
  const selectedBoat = seat !== null && view.phase === 'sail' && step.kind !== 'idle' && acts(view, seat) ? seat : null;
  // The same picks as a list beside the bay, for a finger (Places.tsx); the beam's reach while the boat's end is chosen, as the bay draws it.
  const places = useMemo(() => placesOf(view, targets, selectedBoat !== null), [view, targets, selectedBoat]);
  const keysId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const pickOwnBoat = useCallback(() => {
    setStep({ kind: 'boat' });
    // The bay takes the keys from here (arrows, Enter, Escape).
    stage.current?.focus({ preventScroll: true });
  }, [setStep]);

  return (
    <div className="insel-table" data-testid="insel-table">
      <div
        ref={stage}
        className="insel-stage"
        tabIndex={0}
        role="group"
        aria-label={t('table.stage')}
        aria-describedby={keysId}
        onKeyDown={onKeyDown}
        data-testid="insel-stage"
        data-tutorial="bay"
        data-phase={view.phase}
        data-version={update.version}
        data-seat={seat === null ? 'spectator' : seat}
        data-step={step.kind}
        data-watching={watching ? 'true' : 'false'}
        data-targets={targets.length}
        data-cursor={cursor ?? ''}
      >
        <LazyScene
          ready={ready || failed}
          loadingScene={<SceneLoading step={1} />}
          loadingPhysics={<SceneLoading step={2} />}
          failed={(sceneError) => <SceneFailed error={sceneError} onFailed={onFailed} />}
        >
          <BayScene
            view={view}
            viewer={seat}
            news={feed.news}
            reducedMotion={reducedMotion}
            pace={pace}
            targets={targets}
            cursor={cursor}
            selectedBoat={selectedBoat}
            onPick={onPick}
            onPickBoat={onPickBoat}
            onReady={onReady}
            onShown={onShown}
            words={words}
            memory={memory}
          />
        </LazyScene>
        <p id={keysId} className="visually-hidden">
          {t('table.keys')}
        </p>
        <p className="insel-cursor" aria-live="polite" hidden={cursorTarget === undefined}>
          {cursorTarget === undefined ? '' : t('table.cursor', { field: fieldName(t, cursorTarget.field), action: t(`target.${cursorTarget.kind}`) })}
        </p>
      </div>
      <aside className="insel-side" aria-label={t('table.side')}>
        <Controls view={panelView} viewer={seat} step={step} names={names} busy={busy} watching={watching} send={(move) => void send(move)} setStep={setStep} pickBoat={pickOwnBoat} error={error} places={places} onPick={onPick} />
        {/* No dice before the first turn: the setup needs the room. */}
        {panelView.phase !== 'rocks' && panelView.phase !== 'harbours' && <DicePanel dice={shownDice(feed, panelView.dice)} />}
        <SeatsPanel view={panelView} viewer={seat} names={names} caught={caught} />
        <GoodsPanel view={panelView} />
        {/* The public log, when the screen gives it to the table (GameUi.logPlace 'table'): last, taking the height left. */}
        {log}
      </aside>
    </div>
  );
}
