/**
 * The sculpting station: the player's hands behind his screen. He yanks putty
 * off his lump (a quick pull; a slow one turns stringy), adds or returns a
 * pinch while the hourglass runs, rolls the ball between his palms, picks what
 * to hide and is done. No number tells the size: he judges by eye, against his
 * own hand. In 'reround' mode (after a first stuck) the mass is fixed and he
 * only rolls.
 *
 * This file pulls in three (through PuttyView): load it with React.lazy.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Contraband } from '../../../../../shared/games/smugglers-2016/types';
import type { PhysicsProfile } from '../../../../../shared/games/smugglers-2016/physics/profile';
import { samePutty } from '../../../../../shared/games/smugglers-2016/putty';
import { Hourglass } from './Hourglass';
import { type MessageKey, type StationMessage, messageText, sandText, stationHint } from './words';
import { PuttyView, type StrandView } from './PuttyView';
import {
  KEY_PRESSURES,
  keyYankReach,
  pressureLevel,
  pressureName,
  realPressure,
  startRoll,
  trackRoll,
  yankReach,
  type RollTracker,
} from './gestures';
import {
  YANK_MIN_DISTANCE,
  YANK_MIN_SPEED,
  addPinch,
  ballBigEnough,
  ballPuttyG,
  canChangeMass,
  initialState,
  lockMass,
  lockMassAt,
  msToNextSecond,
  reroundMove,
  returnPinch,
  sandLeftMs,
  sculptMove,
  stroke,
  yank,
  yankOutcome,
  type HourglassSync,
  type InitialBall,
  type ReroundMove,
  type SculptMove,
  type SculptState,
} from './model';
import './sculpt.css';

export type { HourglassSync, ReroundMove, SculptMove } from './model';

export type SculptResult = { ok: true } | { ok: false; message: string };

export interface SculptStationProps {
  /** All the player's putty, g (the profile's puttyPerPlayerG). */
  puttyG: number;
  /** The table's physical profile, for the ball's size on screen; default the Standard one. */
  profile?: PhysicsProfile;
  /** How long the hourglass runs, s (the match's option). */
  hourglassSeconds: number;
  /**
   * The host's hourglass (a game): what was left at its last word, null until
   * the host has turned it. Absent (the sandbox's training): the station's own
   * hourglass runs from its opening.
   */
  hourglass?: HourglassSync | null;
  /** Told once, when the station is on screen and ready: the host turns the hourglass then. Returns what to do when it goes. */
  onReady?(): () => void;
  /** Told once, when the station's first picture has been drawn (the table under it may come then). */
  onDrawn?(): void;
  /** Told when the sand has run out and the putty in the ball is locked: the putty (g) the host must hold it to. */
  onMassLocked?(massG: number): void;
  /** What he may hide (only the kinds he still has). */
  contraband: Contraband[];
  /** Whether this round's hole is known (false after a red number). */
  holeKnown: boolean;
  /** The round's hole, mm, when known: a gauge of that size stands beside the ball. */
  holeMm?: number | null;
  reducedMotion: boolean;
  /** Submits the move: a sculpt move in 'sculpt' mode, a reround move in 'reround' mode. */
  onDone(move: SculptMove | ReroundMove): Promise<SculptResult>;
  /** 'reround': after a first stuck, only rolling, same mass. */
  mode: 'sculpt' | 'reround';
  /** The ball to start from: the tested ball when re-rounding, or his ball when he takes it back to sculpt again. */
  initial?: InitialBall;
  /** The line under the title, instead of the game's (the sandbox's training mode names its target). */
  hint?: string;
  /** Hides the choice of contraband (the sandbox: the first kind given is used, unseen). */
  hideContraband?: boolean;
}

/** The keys the keyboard help names: its numbered tags (<0>drag</0>, <1>Y</1>…) are <kbd>s. */
const KEYS = [0, 1, 2, 3].map((i) => <kbd key={i} />);
/** A pull starts on the lump: the left part of the stage. */
const LUMP_ZONE = 0.45;
/** A full-reach pull crosses this share of the stage's width. */
const REACH_SHARE = 0.45;

interface YankDrag {
  pointerId: number;
  x: number;
  y: number;
  startMs: number;
}

export function SculptStation(props: SculptStationProps) {
  const { t } = useTranslation('smugglers-2016');
  const { puttyG, hourglassSeconds, contraband, holeKnown, reducedMotion, onDone, mode, initial } = props;
  const [state, setState] = useState<SculptState>(() => initialState(puttyG, mode, initial));
  const [openedAt] = useState(() => performance.now());
  const [now, setNow] = useState(() => performance.now());
  const [hidden, setHidden] = useState<Contraband | null>(contraband[0] ?? null);
  const [keyPressure, setKeyPressure] = useState<number>(KEY_PRESSURES[2]);
  const [lastPressure, setLastPressure] = useState<number | null>(null);
  const [strand, setStrand] = useState<StrandView | null>(null);
  const [message, setMessage] = useState<StationMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [keyHeld, setKeyHeld] = useState(false);
  const yankDrag = useRef<YankDrag | null>(null);
  const keyYankStart = useRef<number | null>(null);
  const roll = useRef<{ pointerId: number; tracker: RollTracker } | null>(null);
  const snapTimer = useRef<number | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const mounted = useRef(true);

  const timed = mode === 'sculpt';
  const totalMs = hourglassSeconds * 1000;
  const sandLeft = sandLeftMs(props.hourglass, openedAt, totalMs, now);
  // Until the host has turned the hourglass, nothing runs and no putty moves.
  const turning = timed && sandLeft === null;
  const timeLeftMs = timed ? (sandLeft ?? 0) : 0;
  const massOpen = !turning && canChangeMass(state, timed ? timeLeftMs : 0);
  const closedNote: MessageKey = mode === 'reround' ? 'reroundSamePutty' : turning ? 'turning' : 'runOut';

  // The hourglass: counted down on this machine from the host's last word, until the sand has run out.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (snapTimer.current !== null) window.clearTimeout(snapTimer.current);
    };
  }, []);
  // The station is on screen (its chunk, with three, has loaded): the host may turn the hourglass.
  const onReady = useRef(props.onReady);
  useEffect(() => onReady.current?.(), []);
  // The putty's view is memoised: it is handed one function for good, which calls the newest prop.
  const onDrawnProp = useRef(props.onDrawn);
  onDrawnProp.current = props.onDrawn;
  const onDrawn = useCallback(() => onDrawnProp.current?.(), []);
  // The station wakes when the whole seconds left change (and at 0 s), not every frame: see msToNextSecond.
  const sync = props.hourglass;
  useEffect(() => {
    if (!timed || state.massLocked) return;
    let timer: number | undefined;
    const wake = () => {
      const at = performance.now();
      setNow(at);
      const left = sandLeftMs(sync, openedAt, totalMs, at);
      // Not turned yet: the host's next update turns it (and runs this again).
      if (left !== null && left > 0) timer = window.setTimeout(wake, msToNextSecond(left));
    };
    wake();
    return () => window.clearTimeout(timer);
  }, [timed, state.massLocked, sync, openedAt, totalMs]);
  const onMassLocked = props.onMassLocked;
  const heldG = props.hourglass?.lockedG ?? null;
  useEffect(() => {
    // The host counted other putty than these hands hold (a report too late, a reload that lost the hands): its count stands.
    if (timed && state.massLocked && heldG !== null && !samePutty(ballPuttyG(state), heldG)) {
      setState(lockMassAt(state, heldG));
      setMessage({ key: 'hostCounted' });
      return;
    }
    if (timed && !turning && timeLeftMs <= 0 && !state.massLocked) {
      const hurried = heldG === null && !ballBigEnough(state);
      const locked = heldG !== null ? lockMassAt(state, heldG) : lockMass(state);
      setState(locked);
      // The host holds the ball to this putty from now on.
      if (heldG === null) onMassLocked?.(ballPuttyG(locked));
      setStrand(null);
      yankDrag.current = null;
      keyYankStart.current = null;
      setKeyHeld(false);
      setMessage({ key: hurried ? 'hurried' : 'runOut' });
    }
  }, [timed, turning, timeLeftMs, state, heldG, onMassLocked]);

  // The key-held yank draws its strand as it stretches.
  useEffect(() => {
    if (!keyHeld) return;
    const id = window.setInterval(() => {
      const start = keyYankStart.current;
      if (start === null) return;
      const hold = performance.now() - start;
      const reach = keyYankReach(hold);
      setStrand({ reach, stringy: yankOutcome(state, reach, hold).kind === 'stringy', snapping: false });
    }, 50);
    return () => window.clearInterval(id);
  }, [keyHeld, state]);

  const snapBack = useCallback((reach: number) => {
    setStrand({ reach, stringy: true, snapping: true });
    if (snapTimer.current !== null) window.clearTimeout(snapTimer.current);
    snapTimer.current = window.setTimeout(() => mounted.current && setStrand(null), reducedMotion ? 200 : 500);
  }, [reducedMotion]);

  const finishYank = useCallback(
    (reach: number, durationMs: number) => {
      const result = yank(state, reach, durationMs, timed ? timeLeftMs : Infinity);
      setState(result.state);
      setError(null);
      if (result.outcome.kind === 'stringy') {
        snapBack(reach);
        setMessage({ key: 'stringy' });
      } else {
        setStrand(null);
        if (result.outcome.kind === 'taken') setMessage({ key: state.ballG > 0 ? 'pulledMore' : 'pulledPortion' });
      }
    },
    [state, timed, timeLeftMs, snapBack],
  );

  const doStroke = useCallback((pressure: number) => {
    setState((s) => stroke(s, pressure));
    setLastPressure(pressure);
    setError(null);
  }, []);

  const pinch = useCallback(
    (add: boolean) => {
      if (!massOpen) {
        setMessage({ key: closedNote });
        return;
      }
      const next = add ? addPinch(state, timeLeftMs) : returnPinch(state, timeLeftMs);
      if (next === state) return;
      setState(next);
      setError(null);
      setMessage({ key: add ? 'addedPinch' : 'returnedPinch' });
    },
    [massOpen, closedNote, state, timeLeftMs],
  );

  // ------------------------------------------------------------------ pointer gestures

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const stage = stageRef.current;
    if (!stage || busy) return;
    const rect = stage.getBoundingClientRect();
    const x = event.clientX - rect.left;
    stage.focus({ preventScroll: true });
    if (x < rect.width * LUMP_ZONE) {
      if (!massOpen) {
        setMessage({ key: closedNote });
        return;
      }
      yankDrag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, startMs: event.timeStamp };
      setStrand({ reach: 0, stringy: false, snapping: false });
    } else {
      roll.current = { pointerId: event.pointerId, tracker: startRoll(event.clientX, event.clientY, event.timeStamp) };
    }
    stage.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const stage = stageRef.current;
    if (!stage) return;
    const drag = yankDrag.current;
    if (drag && drag.pointerId === event.pointerId) {
      const reach = yankReach(event.clientX - drag.x, event.clientY - drag.y, stage.clientWidth * REACH_SHARE);
      const elapsed = event.timeStamp - drag.startMs;
      const stringy = elapsed > 150 && reach >= YANK_MIN_DISTANCE && reach / (elapsed / 1000) < YANK_MIN_SPEED;
      setStrand({ reach, stringy, snapping: false });
      return;
    }
    const rolling = roll.current;
    if (rolling && rolling.pointerId === event.pointerId) {
      const ref = Math.min(stage.clientWidth, stage.clientHeight) / 3;
      const result = trackRoll(rolling.tracker, event.clientX, event.clientY, event.timeStamp, realPressure(event.pointerType, event.pressure), ref);
      roll.current = { pointerId: rolling.pointerId, tracker: result.tracker };
      if (result.stroke !== null) doStroke(result.stroke);
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const stage = stageRef.current;
    const drag = yankDrag.current;
    if (drag && drag.pointerId === event.pointerId && stage) {
      yankDrag.current = null;
      const reach = yankReach(event.clientX - drag.x, event.clientY - drag.y, stage.clientWidth * REACH_SHARE);
      finishYank(reach, event.timeStamp - drag.startMs);
    }
    if (roll.current?.pointerId === event.pointerId) roll.current = null;
  };

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    if (yankDrag.current?.pointerId === event.pointerId) {
      yankDrag.current = null;
      setStrand(null);
    }
    if (roll.current?.pointerId === event.pointerId) roll.current = null;
  };

  // ------------------------------------------------------------------ keyboard gestures

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (busy || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key;
    if (key === 'y' || key === 'Y') {
      event.preventDefault();
      if (event.repeat || keyYankStart.current !== null) return;
      if (!massOpen) {
        setMessage({ key: closedNote });
        return;
      }
      keyYankStart.current = performance.now();
      setKeyHeld(true);
      setStrand({ reach: 0, stringy: false, snapping: false });
    } else if (key === '+' || key === '=') {
      event.preventDefault();
      pinch(true);
    } else if (key === '-' || key === '_') {
      event.preventDefault();
      pinch(false);
    } else if (key === 'r' || key === 'R' || key.startsWith('Arrow')) {
      event.preventDefault();
      if (state.ballG <= 0) {
        setMessage({ key: 'nothingToRoll' });
        return;
      }
      doStroke(keyPressure);
    } else if (/^[1-5]$/.test(key)) {
      event.preventDefault();
      const level = KEY_PRESSURES[Number(key) - 1] as number;
      setKeyPressure(level);
      setMessage({ key: 'keyPressure', pressure: pressureLevel(level) });
    }
  };

  const onKeyUp = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key === 'y' || event.key === 'Y') && keyYankStart.current !== null) {
      const hold = performance.now() - keyYankStart.current;
      keyYankStart.current = null;
      setKeyHeld(false);
      finishYank(keyYankReach(hold), hold);
    }
  };

  const onBlur = () => {
    if (keyYankStart.current !== null) {
      keyYankStart.current = null;
      setKeyHeld(false);
      setStrand(null);
    }
  };

  // ------------------------------------------------------------------ done

  const chosen = hidden !== null && contraband.includes(hidden) ? hidden : (contraband[0] ?? null);
  const move = mode === 'reround' ? reroundMove(state) : chosen ? sculptMove(state, chosen) : null;
  const submit = async () => {
    if (!move || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await onDone(move);
      if (mounted.current && !result.ok) setError(result.message);
    } catch (cause) {
      if (mounted.current) setError(cause instanceof Error ? cause.message : t('sculpt.notSent'));
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const secondsLeft = Math.ceil(timeLeftMs / 1000);
  const hint = props.hint ?? stationHint(t, mode, holeKnown);
  const tooSmall = mode === 'sculpt' && !ballBigEnough(state);

  return (
    <section className="sc-root" data-tutorial="station" aria-label={mode === 'reround' ? t('sculpt.reroundLabel') : t('sculpt.sculptLabel')}>
      <header className="sc-head">
        <div>
          <h2 className="sc-title">{mode === 'reround' ? t('sculpt.reroundLabel') : t('sculpt.title')}</h2>
          <p className="sc-hint">{hint}</p>
        </div>
        {timed && (
          <div className="sc-timer" data-tutorial="hourglass">
            <Hourglass fraction={turning ? 1 : totalMs > 0 ? timeLeftMs / totalMs : 0} reducedMotion={reducedMotion} step={secondsLeft} />
            <span className="visually-hidden" data-testid="sc-sand-left" aria-live={turning || secondsLeft % 10 === 0 || secondsLeft <= 5 ? 'polite' : 'off'}>
              {sandText(t, turning, timeLeftMs)}
            </span>
            {turning ? <span className="sc-timer-note">{t('sculpt.turning')}</span> : !massOpen && <span className="sc-timer-note">{t('sculpt.onlyRolling')}</span>}
          </div>
        )}
      </header>

      <div
        ref={stageRef}
        className={`sc-stage${massOpen ? '' : ' sc-stage-locked'}`}
        data-tutorial="hands"
        tabIndex={0}
        role="application"
        aria-label={t('sculpt.stage')}
        aria-describedby={helpId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={onBlur}
      >
        <PuttyView
          lumpG={state.lumpG}
          ballG={state.ballG}
          roundness={state.roundness}
          shapeSeed={state.shapeSeed}
          strand={strand}
          strokes={state.strokes}
          reducedMotion={reducedMotion}
          profile={props.profile}
          holeMm={holeKnown ? props.holeMm : null}
          onDrawn={onDrawn}
        />
        <div className="sc-zone sc-zone-lump" aria-hidden="true">
          {massOpen ? t('sculpt.lumpZone') : ''}
        </div>
        <div className="sc-zone sc-zone-ball" aria-hidden="true">
          {state.ballG > 0 ? t('sculpt.ballZone') : ''}
        </div>
      </div>

      {/* What goes beside the hands on a phone held sideways (sculpt.css); elsewhere its parts lie in the column as they are. */}
      <div className="sc-side">
        {/* The keys' help, or on a touch screen (sculpt.css, pointer: coarse) the fingers': one shows, and describes the stage. */}
        <div id={helpId} className="sc-helps">
          <p className="sc-help sc-help-keys">
            {massOpen && (
              <>
                <Trans t={t} i18nKey="sculpt.helpMass" components={KEYS} />{' '}
              </>
            )}
            <Trans t={t} i18nKey="sculpt.helpRoll" components={KEYS} />
          </p>
          <p className="sc-help sc-help-touch">
            {massOpen && <>{t('sculpt.touchMass')} </>}
            {t('sculpt.touchRoll')}
          </p>
        </div>

        <div className="sc-controls" data-tutorial="sculpt">
          {mode === 'sculpt' && (
            <div className="sc-group" role="group" aria-label={t('sculpt.putty')}>
              <button type="button" className="btn" onClick={() => pinch(true)} disabled={!massOpen || busy || state.lumpG <= 0}>
                {t('sculpt.addPinch')}
              </button>
              <button type="button" className="btn" onClick={() => pinch(false)} disabled={!massOpen || busy || state.ballG <= 0}>
                {t('sculpt.returnPinch')}
              </button>
            </div>
          )}

          <div className="sc-group">
            <button type="button" className="btn" onClick={() => doStroke(keyPressure)} disabled={busy || state.ballG <= 0}>
              {t('sculpt.stroke')}
            </button>
            <label className="sc-pressure">
              <span>{t('sculpt.pressure')}</span>
              <input
                type="range"
                min={1}
                max={5}
                step={1}
                value={KEY_PRESSURES.indexOf(keyPressure as (typeof KEY_PRESSURES)[number]) + 1}
                aria-valuetext={pressureName(t, keyPressure)}
                onChange={(event) => setKeyPressure(KEY_PRESSURES[Number(event.target.value) - 1] ?? KEY_PRESSURES[2])}
              />
              <span className="sc-muted">{pressureName(t, keyPressure)}</span>
            </label>
            <span className="sc-last" aria-live="polite">
              {lastPressure !== null && (
                <>
                  <span className="sc-meter" aria-hidden="true">
                    <span style={{ width: `${Math.round(lastPressure * 100)}%` }} />
                  </span>
                  <span className="sc-muted">{t('sculpt.lastStroke', { pressure: pressureName(t, lastPressure) })}</span>
                </>
              )}
            </span>
          </div>

          {mode === 'sculpt' && !props.hideContraband && (
            <fieldset className="sc-hide">
              <legend>{t('sculpt.hide')}</legend>
              {contraband.map((kind) => (
                <label key={kind} className={`sc-kind sc-kind-${kind}`} data-hit-area>
                  <input type="radio" name={`${helpId}-contraband`} value={kind} checked={chosen === kind} onChange={() => setHidden(kind)} disabled={busy} />
                  <span>{t(`sculpt.kind.${kind}`)}</span>
                </label>
              ))}
            </fieldset>
          )}

          <div className="sc-done">
            <button type="button" className="btn btn-primary" onClick={() => void submit()} disabled={!move || busy}>
              {busy ? t('sculpt.sending') : mode === 'reround' ? t('sculpt.doneReround') : t('sculpt.done')}
            </button>
            {tooSmall && <span className="sc-muted">{state.ballG > 0 ? t('sculpt.tooLittle') : t('sculpt.pullSome')}</span>}
          </div>
        </div>

        <p className="sc-status" role="status">
          {messageText(t, message)}
        </p>
        {error && (
          <p className="sc-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}

export default SculptStation;
