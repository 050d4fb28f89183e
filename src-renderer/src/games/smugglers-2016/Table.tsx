/**
 * The Smugglers (2016) table. This component is light: the 3D scene (three,
 * react-three-fiber and Rapier) is a chunk of its own, loaded lazily with a
 * progress line, and the controls, the seats and the captions are plain DOM
 * beside and over it.
 */
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Seat } from '../../../../shared/engine/contract';
import type { Contraband, SmugglersMove, SmugglersView } from '../../../../shared/games/smugglers-2016/types';
import { DEFAULT_PROFILE } from '../../../../shared/games/smugglers-2016/physics/profile';
import type { SeatStatus } from '../../../../shared/protocol/messages';
import type { TableProps } from '../types';
import { Controls } from './Controls';
import type { Aim } from './PushControl';
import { ReplayCheckList, useReplayChecks } from './ReplayChecks';
import { SeatsPanel } from './SeatsPanel';
import { NO_OPENED_BALLS, type OpenedBalls, openedBalls, openingsShown, panelFor } from './logic';
import { LazySculptStation } from './sculpt/index';
import type { Opening } from './scene/TableScene';
import { contrabandLabel, describeEvent, describeTurn, seatName } from './text';
import { useSubmit } from '../useSubmit';
import { LazyScene, SceneLoading as KitSceneLoading } from '../../kit3d/SceneLoading';

const TableScene = lazy(() => import('./scene/TableScene'));

const CAPTION_MS = 4000;
/** How long opened balls stay on the table after an inspection or a reveal. */
const OPENINGS_MS = 7000;

function namesOf(seats: readonly SeatStatus[], count: number): string[] {
  const names: string[] = [];
  for (let seat = 0; seat < count; seat++) names.push(seats.find((s) => s.seat === seat)?.name ?? '');
  return names.map((_, seat) => seatName(names, seat));
}

function SceneLoading({ step }: { step: 1 | 2 }) {
  return (
    <KitSceneLoading
      className="sm-loading"
      text={step === 1 ? 'Loading the 3D table…' : 'Loading the physics…'}
      progress={{ value: step, max: 2, label: 'Loading the 3D table' }}
    />
  );
}

export function SmugglersTable({ update, view, seat, seats, submit, reducedMotion }: TableProps<SmugglersView>) {
  const names = useMemo(() => namesOf(seats, view.seats), [seats, view.seats]);
  const { send, busy, error } = useSubmit<SmugglersMove>(submit);
  const aim = useRef<Aim>({ strength: null });
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const [replaying, setReplaying] = useState(false);
  // What each replay found, beside the host's outcome (a hidden list): they must agree.
  // (A whole log, the first update's, is history: its rolls are settled in the view already.)
  const newEvents = useMemo(() => (update.fullLog ? [] : update.events.map((logged) => logged.event)), [update]);
  const [checks, onReplayed] = useReplayChecks(update.matchId, view, newEvents);
  const lastCheck = checks[checks.length - 1];
  const replayed = lastCheck === undefined ? null : `${lastCheck.key}=${String(lastCheck.replay)}`;

  // The caption: the latest event worth a line, for a few seconds.
  const [caption, setCaption] = useState<string | null>(null);
  useEffect(() => {
    const last = update.events[update.events.length - 1];
    if (last === undefined || update.fullLog) return;
    const text = describeEvent(last.event, names);
    if (text === null) return;
    setCaption(text);
    const timer = window.setTimeout(() => setCaption(null), CAPTION_MS);
    return () => window.clearTimeout(timer);
  }, [update, names]);

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
  const station =
    (panel.kind === 'sculpt' && !holdStation) || rerounding ? (
      <div className="sm-sculpt-overlay" data-testid="sm-sculpt" hidden={peeking}>
        <Suspense fallback={<SceneLoading step={1} />}>
          <LazySculptStation
            key={`${view.round}:${rerounding ? 'reround' : 'sculpt'}`}
            puttyG={profile.puttyPerPlayerG}
            profile={profile}
            hourglassSeconds={view.options.hourglassSeconds}
            contraband={contraband}
            holeKnown={view.hole !== null}
            reducedMotion={reducedMotion}
            mode={rerounding ? 'reround' : 'sculpt'}
            initial={rerounding && view.ownSphere !== null ? view.ownSphere : undefined}
            onDone={async (move) => {
              const result = await submit(move);
              if (result.ok && rerounding) setReroundFor(null);
              return result;
            }}
          />
        </Suspense>
        {rerounding && (
          <button type="button" className="btn sm-sculpt-close" onClick={() => setReroundFor(null)}>
            Keep the ball as it is
          </button>
        )}
      </div>
    ) : null;
  return (
    <div className="sm-table" data-testid="smugglers-table">
      <div className="sm-stage" data-replaying={replaying ? 'true' : 'false'} data-replayed={replayed ?? ''}>
        <LazyScene ready={ready} loadingScene={<SceneLoading step={1} />} loadingPhysics={<SceneLoading step={2} />}>
          <TableScene matchId={update.matchId} view={view} viewer={you} names={names} reducedMotion={reducedMotion} aim={aim} openings={openings} onReady={onReady} onReplaying={setReplaying} onReplayed={onReplayed} />
        </LazyScene>
        <ReplayCheckList checks={checks} names={names} />
        {station}
        <p className="sm-phase" data-testid="sm-phase">
          Round {view.round + 1} · {describeTurn(view, names)}
        </p>
        {openings.length > 0 && (
          <ul key={`openings-${opened.round}`} className="sm-openings" aria-label="Balls opened">
            {openings.map((opening) => (
              <li key={opening.key} className={`sm-opening is-${opening.contraband}`}>
                {seatName(names, opening.seat)}'s ball: a {contrabandLabel(opening.contraband)}
              </li>
            ))}
          </ul>
        )}
        {caption !== null && (
          <p className="sm-caption" role="status" aria-live="polite">
            {caption}
          </p>
        )}
      </div>
      <aside className="sm-side" aria-label="Your controls and the players">
        <section className="sm-controls" aria-label="Your move">
          <Controls view={view} seat={you} names={names} busy={busy} aim={aim} send={(move) => void send(move)}
            replaying={replaying}
            sculpt={
              holdStation ? (
                <div className="sm-panel">
                  <p className="sm-panel-note">{replaying ? 'The last ball is rolling.' : 'The balls are opened.'} A new round begins.</p>
                  <button type="button" className="btn btn-primary" onClick={() => setSkipHold(view.round)}>
                    Start sculpting
                  </button>
                </div>
              ) : (
                <div className="sm-panel">
                  <p className="sm-panel-note">Sculpt your ball behind your screen before the hourglass runs out.</p>
                  <button type="button" className="btn" aria-pressed={peeking} onClick={() => setPeekRound(peeking ? null : view.round)}>
                    {peeking ? 'Back to sculpting' : 'Look at the table'}
                  </button>
                </div>
              )
            }
            reround={
              reroundKey === null ? null : (
                <div className="sm-reround">
                  <p className="hint">Stuck once. Before your second push you may roll the ball rounder, once (same putty).</p>
                  <button type="button" className="btn" disabled={busy || rerounding} onClick={() => setReroundFor(reroundKey)}>
                    Roll it rounder…
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
