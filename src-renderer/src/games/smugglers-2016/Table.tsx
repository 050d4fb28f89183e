/**
 * The Smugglers (2016) table. This component is light: the 3D scene (three,
 * react-three-fiber and Rapier) is a chunk of its own, loaded lazily with a
 * progress line, and the controls, the seats and the captions are plain DOM
 * beside and over it.
 */
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchUpdate } from '../../../../shared/protocol/messages';
import type { Seat } from '../../../../shared/engine/contract';
import type { Contraband, SmugglersMove, SmugglersView } from '../../../../shared/games/smugglers-2016/types';
import { DEFAULT_PROFILE } from '../../../../shared/games/smugglers-2016/physics/profile';
import { seatNames } from '../../kit2d/seatNames';
import { useTableSpeed } from '../../kit2d/tableSpeed';
import { useHold } from '../../kit2d/useHold';
import type { TableProps } from '../types';
import { watchedAim } from './aim';
import { Controls, ReplayControls } from './Controls';
import type { Aim } from './PushControl';
import { ReplayCheckList, useReplayChecks } from './ReplayChecks';
import { SeatsPanel } from './SeatsPanel';
import { NO_OPENED_BALLS, type OpenedBalls, openedBalls, openingsShown, panelFor, releaseUpdates, replayPace, waitsForReplay } from './logic';
import { afterPresented } from '../../kit3d/afterPresented';
import { LazySculptStation } from './sculpt/index';
import { useHostHourglass } from './sculpt/hostHourglass';
import type { Opening } from './scene/TableScene';
import { contrabandA, describeEvent, describeTurn, seatName } from './text';
import { useSubmit } from '../useSubmit';
import { LazyScene, SceneLoading as KitSceneLoading } from '../../kit3d/SceneLoading';
import { ResetViewButton } from '../../kit3d/ResetViewButton';
import { TableScene } from './scenes';
import { useReplayQueue } from './useReplayQueue';


const CAPTION_MS = 4000;
/** How long opened balls stay on the table after an inspection or a reveal. */
const OPENINGS_MS = 7000;

/** The 3D table loading: its chunk (step 1), then its first frame (step 2). */
function SceneLoading({ step }: { step: 1 | 2 }) {
  const { t } = useTranslation('smugglers-2016');
  return <KitSceneLoading className="sm-loading" text={t('table.loadingScene')} progress={{ value: step, max: 2, label: t('table.loadingLabel') }} />;
}

/** A roll waits to be replayed while Rapier still loads (it loads beside the table: a slow link may still be at it). */
function PhysicsLoading() {
  const { t } = useTranslation('smugglers-2016');
  return <KitSceneLoading className="sm-loading" text={t('table.loadingPhysics')} />;
}

/**
 * The update the table shows: the newest, except that an update telling a
 * roll's outcome waits until that roll's replay has ended on this screen (or
 * was skipped), and with it everything after it: the outcome's caption, the
 * round's result, the game's end. Returns it and whether updates are waiting.
 */
function useShownUpdate(update: MatchUpdate, waits: (view: SmugglersView, next: MatchUpdate) => boolean): [MatchUpdate, boolean, () => void] {
  const [shown, setShown] = useState(update);
  const current = useRef(update);
  const pending = useRef<MatchUpdate[]>([]);
  const [waiting, setWaiting] = useState(false);
  const latestWaits = useRef(waits);
  useEffect(() => {
    latestWaits.current = waits;
  });
  const release = useCallback(() => {
    const next = releaseUpdates(current.current, pending.current, (view, u) => latestWaits.current(view, u));
    pending.current = next.pending;
    current.current = next.shown;
    setShown(next.shown);
    setWaiting(next.pending.length > 0);
  }, []);
  // Before the browser paints (and before the screen's log shows the newest lines): nothing flashes.
  useLayoutEffect(() => {
    // Idempotent (React may run an effect twice): an update is queued once.
    if (update === current.current || pending.current.includes(update)) return;
    pending.current = [...pending.current, update];
    release();
  }, [update, release]);
  return [shown, waiting, release];
}

export function SmugglersTable({ update: newest, seat, seats, submit, reducedMotion, memory, holdAfter }: TableProps<SmugglersView>) {
  const { t } = useTranslation('smugglers-2016');
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const [physicsReady, setPhysicsReady] = useState(false);
  const onPhysicsReady = useCallback(() => setPhysicsReady(true), []);
  // What is shown while replays run: the update that tells a roll's outcome waits for its replay.
  const replayingRoll = useRef<(key: string) => boolean>(() => false);
  const waits = useCallback((view: SmugglersView, next: MatchUpdate) => waitsForReplay(view, next, (key) => replayingRoll.current(key)), []);
  const [update, waiting, release] = useShownUpdate(newest, waits);
  const view = update.view as SmugglersView;
  // The replays of every new roll, one after the other, queued from the newest update: its view and the views
  // a burst of updates passed over (updates that come together show only the last: their rolls are still
  // replayed, a roll whose round ended within the burst too, and it waits for them).
  const replays = useReplayQueue(memory, newest, ready);
  useLayoutEffect(() => {
    replayingRoll.current = replays.replaying;
  });
  const replaying = replays.queue.length > 0;
  // The game screen holds back the ranking and the log's later lines meanwhile.
  const holding = replaying || waiting;
  // The banner says whose roll plays (the one replaying now).
  useHold(holdAfter, holding ? update.version : null, replays.queue[0]?.roll.seat ?? null);
  // Replays skipped by hand run to their end at once; the table speed plays others' faster, or skips them too.
  const [skippedByHand, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const skip = useCallback(() => setSkipped((before) => new Set([...before, ...replays.queue.map((entry) => entry.key)])), [replays.queue]);
  const [tableSpeed] = useTableSpeed();
  const { speed, skipped } = useMemo(() => replayPace(replays.queue, skippedByHand, tableSpeed, seat), [replays.queue, skippedByHand, tableSpeed, seat]);

  const names = useMemo(() => seatNames(seats, view.seats, (given, s) => seatName(t, given, s)), [t, seats, view.seats]);
  const { send, busy, error } = useSubmit<SmugglersMove>(submit);
  // A watched aim: the 3D table (drawn on demand) hears when the pull changes.
  const aim = useRef<Aim>(watchedAim());
  // What each replay found, beside the host's outcome (a hidden list): they must agree. The host's outcomes
  // are learnt from every update as it comes (a line shows only once its replay ended, so nothing shows early).
  // (A whole log, the first update's, is history: its rolls are settled in the view already.)
  const newEvents = useMemo(() => (newest.fullLog ? [] : newest.events.map((logged) => logged.event)), [newest]);
  const [checks, onChecked] = useReplayChecks(newest.matchId, newest, newEvents);
  const { done } = replays;
  const onReplayed = useCallback(
    (key: string, outcome: Parameters<typeof onChecked>[1]) => {
      onChecked(key, outcome);
      done(key);
      // The update that told this roll's outcome (and those after it) may show now.
      release();
    },
    [onChecked, done, release],
  );
  const lastCheck = checks[checks.length - 1];
  const replayed = lastCheck === undefined ? null : `${lastCheck.key}=${String(lastCheck.replay)}`;

  // The caption: the latest event worth a line, for a few seconds (worded at each render: it follows the language).
  const [captionEvent, setCaptionEvent] = useState<{ event: unknown } | null>(null);
  useEffect(() => {
    const last = update.events[update.events.length - 1];
    if (last === undefined || update.fullLog) return;
    if (describeEvent(t, last.event, names) === null) return;
    setCaptionEvent({ event: last.event });
    const timer = window.setTimeout(() => setCaptionEvent(null), CAPTION_MS);
    return () => window.clearTimeout(timer);
    // Only a new update (or new names) shows a caption again; a new language rewords the one shown.
  }, [update, names]);
  const caption = captionEvent === null ? null : describeEvent(t, captionEvent.event, names);

  // Balls opened by the latest update: they show, opened, for a while, and never past the round after theirs.
  const [opened, setOpened] = useState<OpenedBalls>(NO_OPENED_BALLS);
  useEffect(() => {
    if (update.fullLog) return;
    const next = openedBalls(update.events.map((logged) => logged.event), update.version, view.round);
    if (next !== null) setOpened(next);
  }, [update, view.round]);
  // The pause runs from the opening, whatever updates come meanwhile (another player sculpting does not stop it).
  useEffect(() => {
    if (opened.list.length === 0) return;
    const timer = window.setTimeout(() => setOpened(NO_OPENED_BALLS), OPENINGS_MS);
    return () => window.clearTimeout(timer);
  }, [opened]);
  const openings: Opening[] = useMemo(() => openingsShown(opened, view), [opened, view]);

  const you: Seat | null = seat;
  // The table's physical profile: the Standard one, or the one the game was started with.
  const profile = view.options.physics?.profile ?? DEFAULT_PROFILE;
  const panel = panelFor(view, you);
  // Re-rounding opens the sculpting station in 'reround' mode, on request.
  const [reroundFor, setReroundFor] = useState<string | null>(null);
  // While sculpting a player may look at the table (the boss, the hole) and come back to his hands.
  const [peekRound, setPeekRound] = useState<number | null>(null);
  const peeking = peekRound === view.round;
  const reroundKey = panel.kind === 'push' && panel.mayReround ? `${update.matchId}:${view.round}:${String(you)}` : null;
  const rerounding = reroundKey !== null && reroundFor === reroundKey;
  const own = you === null ? undefined : view.players[you];
  const contraband: Contraband[] = (own?.stinkBombs ?? 0) > 0 ? ['sweet', 'sour', 'stink'] : ['sweet', 'sour'];
  // Balls just opened stay in view before the next round's sculpting covers the table (the hourglass starts when it opens).
  const [skipHold, setSkipHold] = useState<number | null>(null);
  const holdStation = panel.kind === 'sculpt' && (openings.length > 0 || replaying) && skipHold !== view.round;
  // The host's hourglass for the seat on screen, from the newest update (one held back for a replay may be old).
  const hostHourglass = useHostHourglass(newest, you);
  // The table's scene lies under the station, covered while the player sculpts: at the start of a game it comes
  // once the station's first picture is on screen, so that the two scenes do not set up their pictures at once
  // (on a throttled phone, mounting the table's scene holds the page for a second: issue #29). Peeking, or no
  // station, brings it at once.
  const [stationDrawn, setStationDrawn] = useState(false);
  const onStationDrawn = useCallback(() => afterPresented(() => setStationDrawn(true)), []);
  const sculpting = (panel.kind === 'sculpt' && !holdStation) || rerounding;
  const [tableMounted, setTableMounted] = useState(false);
  if (!tableMounted && (!sculpting || peeking || stationDrawn)) setTableMounted(true);
  const station =
    sculpting ? (
      <div className="sm-sculpt-overlay" data-testid="sm-sculpt" hidden={peeking}>
        <Suspense fallback={<SceneLoading step={1} />}>
          <LazySculptStation
            key={`${view.round}:${rerounding ? 'reround' : 'sculpt'}`}
            puttyG={profile.puttyPerPlayerG}
            profile={profile}
            hourglassSeconds={view.options.hourglassSeconds}
            contraband={contraband}
            holeKnown={view.hole !== null}
            holeMm={view.hole === null ? null : (profile.holesMm[view.hole] ?? null)}
            reducedMotion={reducedMotion}
            mode={rerounding ? 'reround' : 'sculpt'}
            initial={rerounding && view.ownSphere !== null ? view.ownSphere : undefined}
            onDrawn={onStationDrawn}
            {...(rerounding ? {} : hostHourglass)}
            onDone={async (move) => {
              const result = await submit(move);
              if (result.ok && rerounding) setReroundFor(null);
              return result;
            }}
          />
        </Suspense>
        {rerounding && (
          <button type="button" className="btn sm-sculpt-close" onClick={() => setReroundFor(null)}>
            {t('table.keepBall')}
          </button>
        )}
      </div>
    ) : null;
  return (
    <div className="sm-table" data-testid="smugglers-table">
      {/* Sculpting (the station shown, not peeked past): on a phone upright the station lies in the page's flow, as tall as it needs. */}
      <div className={station !== null && !peeking ? 'sm-stage is-sculpting' : 'sm-stage'} data-tutorial="table" data-replaying={replaying ? 'true' : 'false'} data-replayed={replayed ?? ''}>
        {tableMounted && (
          <LazyScene ready={ready} loadingScene={<SceneLoading step={1} />} loadingPhysics={<SceneLoading step={2} />}>
            <TableScene view={view} viewer={you} names={names} reducedMotion={reducedMotion} aim={aim} openings={openings} onReady={onReady} onPhysicsReady={onPhysicsReady} replays={replays.queue} skipped={skipped} speed={speed} onReplayed={onReplayed} />
          </LazyScene>
        )}
        {ready && replaying && !physicsReady && <PhysicsLoading />}
        <ResetViewButton />
        {replaying && <ReplayControls onSkip={skip} />}
        <ReplayCheckList checks={checks} names={names} />
        {station}
        {/* The phase line and the opened balls under it, however many lines a language needs. */}
        <div className="sm-top-left">
          <p className="sm-phase" data-testid="sm-phase">
            {t('table.phase', { round: view.round + 1, turn: describeTurn(t, view, names) })}
          </p>
          {openings.length > 0 && (
            <ul key={`openings-${opened.round}`} className="sm-openings" aria-label={t('table.opened')}>
              {openings.map((opening) => (
                <li key={opening.key} className={`sm-opening is-${opening.contraband}`}>
                  {t('table.opening', { name: seatName(t, names, opening.seat), contraband: contrabandA(t, opening.contraband) })}
                </li>
              ))}
            </ul>
          )}
        </div>
        {caption !== null && (
          <p className="sm-caption" role="status" aria-live="polite">
            {caption}
          </p>
        )}
      </div>
      <aside className="sm-side" aria-label={t('table.side')}>
        <section className="sm-controls" aria-label={t('table.yourMove')}>
          <Controls view={view} seat={you} names={names} busy={busy} aim={aim} send={(move) => void send(move)}
            replaying={replaying}
            sculpt={
              holdStation ? (
                <div className="sm-panel">
                  <p className="sm-panel-note">{replaying ? t('table.holdRolling') : t('table.holdOpened')}</p>
                  <button type="button" className="btn btn-primary" onClick={() => setSkipHold(view.round)}>
                    {t('table.startSculpting')}
                  </button>
                </div>
              ) : (
                <div className="sm-panel">
                  <p className="sm-panel-note">{t('table.sculptNote')}</p>
                  <button type="button" className="btn" aria-pressed={peeking} onClick={() => setPeekRound(peeking ? null : view.round)}>
                    {peeking ? t('table.backToSculpting') : t('table.lookAtTable')}
                  </button>
                </div>
              )
            }
            reround={
              reroundKey === null ? null : (
                <div className="sm-reround">
                  <p className="hint">{t('table.reroundHint')}</p>
                  <button type="button" className="btn" disabled={busy || rerounding} onClick={() => setReroundFor(reroundKey)}>
                    {t('table.reround')}
                  </button>
                </div>
              )
            }
          />
          {error !== null && (
            <p className="sm-error" role="alert">
              {error}
            </p>
          )}
        </section>
        <SeatsPanel view={view} viewer={you} names={names} />
      </aside>
    </div>
  );
}
