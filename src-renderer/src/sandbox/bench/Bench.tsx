/**
 * The interactive bench: pick a hole (or all seven), make a sphere by putty or
 * by diameter, its roundness and shape, push it, and watch it roll on the 3D
 * track. Unlike in the game, the numbers show. The 3D scene is a chunk of its
 * own (three, react-three-fiber, Rapier).
 */
import { lazy, useCallback, useId, useMemo, useRef, useState } from 'react';
import type { RollOutcome } from '../../../../shared/games/smugglers-2016/physics/contract';
import { DEFAULT_PROFILE, type PhysicsProfile, pushSpeedMps, sphereDiameterMm } from '../../../../shared/games/smugglers-2016/physics/profile';
import { sphereShape } from '../../../../shared/games/smugglers-2016/physics/sphere-shape';
import { LazyScene, SceneLoading as KitSceneLoading } from '../../kit3d/SceneLoading';
import type { CameraPreset } from './BenchScene';
import {
  type BenchInputs,
  DEFAULT_INPUTS,
  type LaneOutcome,
  MAX_DIAMETER_MM,
  MIN_DIAMETER_MM,
  OUTCOME_TEXT,
  clearanceMm,
  formatClearance,
  formatG,
  formatMm,
  holeValue,
  massFromDiameterText,
  massFromText,
  massRangeG,
  nextSeed,
  parseHole,
  rollInputs,
} from './sizing';

const BenchScene = lazy(() => import('./BenchScene'));

const SPEEDS: { value: number; label: string; short: string }[] = [
  { value: 1, label: 'Normal speed', short: '1×' },
  { value: 0.5, label: 'Half speed', short: '½×' },
  { value: 0.25, label: 'Quarter speed', short: '¼×' },
];
const CAMERAS: { value: CameraPreset; label: string }[] = [
  { value: 'front', label: 'Player' },
  { value: 'side', label: 'Side' },
  { value: 'top', label: 'Top' },
  { value: 'behind', label: 'Behind the fence' },
];

export interface BenchProps {
  reducedMotion: boolean;
  /** The physical profile of the bench (default the Standard one). */
  profile?: PhysicsProfile;
  /** The inputs to start from (the training mode's sculpted ball). */
  initial?: Partial<BenchInputs>;
  /** Roll once as soon as the bench opens. */
  autoRoll?: boolean;
  /** A line over the controls (the training mode says whose ball this is). */
  note?: string;
}

interface Run {
  key: number;
  inputs: BenchInputs;
}

let runCounter = 0;

function SceneLoading({ text }: { text: string }) {
  return <KitSceneLoading className="sb-loading" text={text} />;
}

export function Bench({ reducedMotion, initial, autoRoll = false, note, profile = DEFAULT_PROFILE }: BenchProps) {
  const [inputs, setInputs] = useState<BenchInputs>(() => ({ ...DEFAULT_INPUTS, ...initial }));
  const [massText, setMassText] = useState(() => formatG(inputs.massG));
  const [diameterText, setDiameterText] = useState(() => formatMm(sphereDiameterMm(inputs.massG, profile)));
  const [massProblem, setMassProblem] = useState<string | null>(null);
  const [diameterProblem, setDiameterProblem] = useState<string | null>(null);
  const [seedText, setSeedText] = useState(() => String(inputs.shapeSeed));
  const [run, setRun] = useState<Run | null>(() => (autoRoll ? { key: ++runCounter, inputs } : null));
  const [outcomes, setOutcomes] = useState<(RollOutcome | null)[]>([]);
  const [finished, setFinished] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [paused, setPaused] = useState(false);
  const [stepCount, setStepCount] = useState(0);
  const [camera, setCamera] = useState<CameraPreset>('front');
  const [ready, setReady] = useState(false);
  const frameLabel = useRef<HTMLSpanElement>(null);
  const ids = { hole: useId(), mass: useId(), diameter: useId(), roundness: useId(), seed: useId(), push: useId(), massHelp: useId(), diameterHelp: useId() };

  const shown = run?.inputs ?? inputs;
  const lanes = useMemo(() => rollInputs(shown, profile), [shown, profile]);
  const focus = shown.hole === 'all' ? null : shown.hole;
  const widestMm = useMemo(() => {
    try {
      return sphereShape({ massG: shown.massG, roundness: shown.roundness, shapeSeed: shown.shapeSeed >>> 0 }, profile).boundingRadius * 2000;
    } catch {
      return null;
    }
  }, [shown.massG, shown.roundness, shown.shapeSeed, profile]);
  const diameterMm = sphereDiameterMm(shown.massG, profile);
  const range = massRangeG(profile);

  // Any change of the sphere, the hole or the push puts the balls back at the start.
  const change = (patch: Partial<BenchInputs>) => {
    setInputs((current) => ({ ...current, ...patch }));
    setRun(null);
    setOutcomes([]);
    setFinished(false);
  };

  const onMass = (text: string) => {
    setMassText(text);
    const parsed = massFromText(text, profile);
    if ('problem' in parsed) {
      setMassProblem(parsed.problem);
      return;
    }
    setMassProblem(null);
    setDiameterProblem(null);
    setDiameterText(formatMm(sphereDiameterMm(parsed.massG, profile)));
    change({ massG: parsed.massG });
  };

  const onDiameter = (text: string) => {
    setDiameterText(text);
    const parsed = massFromDiameterText(text, profile);
    if ('problem' in parsed) {
      setDiameterProblem(parsed.problem);
      return;
    }
    setDiameterProblem(null);
    setMassProblem(null);
    setMassText(formatG(parsed.massG));
    change({ massG: parsed.massG });
  };

  const onSeed = (text: string) => {
    setSeedText(text);
    const n = Number(text);
    if (text.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 0xffffffff) change({ shapeSeed: n });
  };

  const newShape = () => {
    const seed = nextSeed(inputs.shapeSeed);
    setSeedText(String(seed));
    change({ shapeSeed: seed });
  };

  const roll = () => {
    setOutcomes([]);
    setFinished(false);
    setRun({ key: ++runCounter, inputs });
  };

  const reset = () => {
    setRun(null);
    setOutcomes([]);
    setFinished(false);
  };

  const step = () => {
    setPaused(true);
    setStepCount((n) => n + 1);
  };

  const onReady = useCallback(() => setReady(true), []);
  const onOutcomes = useCallback((next: (RollOutcome | null)[]) => setOutcomes(next), []);
  const onFinished = useCallback(() => setFinished(true), []);

  const laneOutcome = (i: number): LaneOutcome => outcomes[i] ?? 'rolling';
  const allKnown = run !== null && outcomes.length === lanes.length && outcomes.every((o) => o !== null);
  const summary = !allKnown
    ? ''
    : lanes.map((lane, i) => `Hole ${lane.hole + 1}: ${OUTCOME_TEXT[laneOutcome(i)].toLowerCase()}`).join('. ') + '.';

  const invalid = massProblem !== null || diameterProblem !== null;
  const status = run === null ? 'Ready' : finished ? 'Ended' : paused ? 'Paused' : allKnown ? 'Rolling on' : 'Rolling';

  return (
    <div className="sb-bench" data-testid="bench">
      <div className="sb-stage-col">
        <div className="sb-stage" data-ready={ready ? 'true' : 'false'}>
          <LazyScene
            ready={ready}
            loadingScene={<SceneLoading text="Loading the 3D bench…" />}
            loadingPhysics={<SceneLoading text="Loading the physics…" />}
            failed={(error) => <SceneLoading text={`The 3D bench could not start: ${error.message}`} />}
          >
            <BenchScene
              profile={profile}
              lanes={lanes}
              runKey={run?.key ?? null}
              speed={speed}
              paused={paused}
              stepCount={stepCount}
              camera={camera}
              focus={focus}
              reducedMotion={reducedMotion}
              onReady={onReady}
              onOutcomes={onOutcomes}
              onFinished={onFinished}
              frameLabel={frameLabel}
            />
          </LazyScene>
          <p className="sb-hud" aria-hidden="true">
            <span ref={frameLabel}>Frame 0 · 0.00 s</span>
            <span className="sb-hud-status">
              {status}
              {speed !== 1 ? ` · ${SPEEDS.find((s) => s.value === speed)?.short ?? ''}` : ''}
            </span>
          </p>
        </div>

        <section className="sb-readout panel-navy" aria-label="Measurements">
          <dl className="sb-figures">
            <div>
              <dt>Sphere diameter</dt>
              <dd data-testid="bench-diameter">{formatMm(diameterMm)} mm</dd>
            </div>
            <div>
              <dt>Putty</dt>
              <dd data-testid="bench-mass">{formatG(shown.massG)} g</dd>
            </div>
            <div>
              <dt>Widest across</dt>
              <dd data-testid="bench-widest">{widestMm === null ? '—' : `${formatMm(widestMm)} mm`}</dd>
            </div>
            <div>
              <dt>Roundness</dt>
              <dd>{shown.roundness.toFixed(2)}</dd>
            </div>
            <div>
              <dt>Push</dt>
              <dd>{pushSpeedMps(shown.push, profile).toFixed(2)} m/s</dd>
            </div>
          </dl>
          <table className="sb-lanes">
            <caption className="visually-hidden">Each hole rolled: its diameter, the clearance and the outcome</caption>
            <thead>
              <tr>
                <th scope="col">Hole</th>
                <th scope="col">Hole diameter</th>
                <th scope="col">Clearance</th>
                <th scope="col">Outcome</th>
              </tr>
            </thead>
            <tbody>
              {lanes.map((lane, i) => {
                const clearance = clearanceMm(lane.hole, shown.massG, profile);
                const outcome = laneOutcome(i);
                return (
                  <tr key={lane.hole} data-testid="bench-lane" data-hole={lane.hole + 1}>
                    <th scope="row">{lane.hole + 1}</th>
                    <td data-testid="bench-hole-diameter">{formatMm(profile.holesMm[lane.hole] ?? 0)} mm</td>
                    <td data-testid="bench-clearance" className={clearance < 0 ? 'sb-neg' : 'sb-pos'}>
                      {formatClearance(clearance)}
                    </td>
                    <td>
                      {run === null ? (
                        <span className="sb-muted">not rolled</span>
                      ) : (
                        <span className={`sb-outcome sb-outcome-${outcome}`} data-testid="bench-outcome" data-hole={lane.hole + 1} data-outcome={outcome}>
                          {OUTCOME_TEXT[outcome]}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="visually-hidden" role="status">
            {summary}
          </p>
        </section>
      </div>

      <form className="sb-controls panel" aria-label="Bench controls" onSubmit={(event) => event.preventDefault()}>
        {note && <p className="sb-note">{note}</p>}
        <div className="field">
          <label className="field-label" htmlFor={ids.hole}>
            Hole
          </label>
          <select id={ids.hole} className="select" value={holeValue(inputs.hole)} onChange={(event) => change({ hole: parseHole(event.target.value, profile) })}>
            {profile.holesMm.map((d, i) => (
              <option key={i} value={String(i + 1)} title={`${d} mm`}>
                {String(i + 1)}
              </option>
            ))}
            <option value="all">All seven</option>
          </select>
          <span className="hint">
            {inputs.hole === 'all' ? `Holes ${profile.holesMm.join(', ')} mm, a ball in each lane` : `Hole ${inputs.hole + 1}: ${profile.holesMm[inputs.hole] ?? 0} mm`}
          </span>
        </div>

        <div className="sb-pair">
          <div className="field">
            <label className="field-label" htmlFor={ids.mass}>
              Putty (g)
            </label>
            <input
              id={ids.mass}
              className="input"
              inputMode="decimal"
              value={massText}
              aria-invalid={massProblem !== null}
              aria-describedby={ids.massHelp}
              onChange={(event) => onMass(event.target.value)}
              onBlur={() => massProblem === null && setMassText(formatG(inputs.massG))}
            />
            <span id={ids.massHelp} className={massProblem ? 'sb-problem' : 'hint'}>
              {massProblem ?? `${range.min}–${range.max} g`}
            </span>
          </div>
          <div className="field">
            <label className="field-label" htmlFor={ids.diameter}>
              Diameter (mm)
            </label>
            <input
              id={ids.diameter}
              className="input"
              inputMode="decimal"
              value={diameterText}
              aria-invalid={diameterProblem !== null}
              aria-describedby={ids.diameterHelp}
              onChange={(event) => onDiameter(event.target.value)}
              onBlur={() => diameterProblem === null && setDiameterText(formatMm(sphereDiameterMm(inputs.massG, profile)))}
            />
            <span id={ids.diameterHelp} className={diameterProblem ? 'sb-problem' : 'hint'}>
              {diameterProblem ?? `${MIN_DIAMETER_MM}–${MAX_DIAMETER_MM} mm`}
            </span>
          </div>
        </div>

        <div className="field">
          <label className="field-label" htmlFor={ids.roundness}>
            Roundness
          </label>
          <div className="sb-range">
            <input
              id={ids.roundness}
              type="range"
              min={0}
              max={1}
              step={0.01}
              value={inputs.roundness}
              onChange={(event) => change({ roundness: Number(event.target.value) })}
            />
            <output htmlFor={ids.roundness}>{inputs.roundness.toFixed(2)}</output>
          </div>
        </div>

        <div className="field">
          <label className="field-label" htmlFor={ids.seed}>
            Shape seed
          </label>
          <div className="sb-seed">
            <input id={ids.seed} className="input" inputMode="numeric" value={seedText} onChange={(event) => onSeed(event.target.value)} />
            <button type="button" className="btn btn-small" onClick={newShape}>
              New shape
            </button>
          </div>
        </div>

        <div className="field">
          <label className="field-label" htmlFor={ids.push}>
            Push strength
          </label>
          <div className="sb-range">
            <input
              id={ids.push}
              type="range"
              min={0}
              max={1}
              step={0.01}
              value={inputs.push}
              aria-valuetext={`${inputs.push.toFixed(2)}, ${pushSpeedMps(inputs.push, profile).toFixed(2)} metres per second`}
              onChange={(event) => change({ push: Number(event.target.value) })}
            />
            <output htmlFor={ids.push}>{inputs.push.toFixed(2)}</output>
          </div>
        </div>

        <div className="sb-actions">
          <button type="button" className="btn btn-primary btn-large" onClick={roll} disabled={invalid}>
            Roll
          </button>
          <button type="button" className="btn" onClick={reset} disabled={run === null}>
            Reset
          </button>
        </div>

        <fieldset className="sb-group">
          <legend>Playback</legend>
          <div className="sb-segmented sb-speeds" role="radiogroup" aria-label="Speed">
            {SPEEDS.map((s) => (
              <label key={s.value} className={speed === s.value ? 'is-on' : ''}>
                <input type="radio" name={`${ids.hole}-speed`} value={s.value} checked={speed === s.value} onChange={() => setSpeed(s.value)} aria-label={s.label} />
                <span aria-hidden="true">{s.short}</span>
              </label>
            ))}
          </div>
          <div className="sb-row">
            <button type="button" className="btn btn-small" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
              {paused ? 'Resume' : 'Pause'}
            </button>
            <button type="button" className="btn btn-small" onClick={step} disabled={run === null || finished}>
              Step one frame
            </button>
          </div>
          {reducedMotion && <p className="hint sb-small">Reduced motion is on: a roll jumps straight to its end.</p>}
        </fieldset>

        <fieldset className="sb-group">
          <legend>Camera</legend>
          <div className="sb-segmented sb-cameras">
            {CAMERAS.map((c) => (
              <label key={c.value} className={camera === c.value ? 'is-on' : ''}>
                <input type="radio" name={`${ids.hole}-camera`} value={c.value} checked={camera === c.value} onChange={() => setCamera(c.value)} />
                <span>{c.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </div>
  );
}
