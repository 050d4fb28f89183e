/**
 * The interactive bench: pick a hole (or all seven), make a sphere by putty or
 * by diameter, its roundness and shape, push it, and watch it roll on the 3D
 * track. Unlike in the game, the numbers show. The 3D scene is a chunk of its
 * own (three, react-three-fiber, Rapier).
 */
import { lazy, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RollOutcome } from '../../../../shared/games/smugglers-2016/physics/contract';
import { DEFAULT_PROFILE, type PhysicsProfile, pushSpeedMps, sphereDiameterMm } from '../../../../shared/games/smugglers-2016/physics/profile';
import { sphereShape } from '../../../../shared/games/smugglers-2016/physics/sphere-shape';
import { LazyScene, SceneLoading as KitSceneLoading } from '../../kit3d/SceneLoading';
import { frameText, grams, mm, mps, num } from '../words';
import type { CameraPreset } from './BenchScene';
import {
  type BenchInputs,
  DEFAULT_INPUTS,
  type LaneOutcome,
  MAX_DIAMETER_MM,
  MIN_DIAMETER_MM,
  clearanceMm,
  formatClearance,
  formatG,
  formatMm,
  holeValue,
  massFromDiameterText,
  massFromText,
  massRangeG,
  nextSeed,
  outcomeInline,
  outcomeText,
  parseHole,
  rollInputs,
} from './sizing';

const BenchScene = lazy(() => import('./BenchScene'));

const SPEEDS = [
  { value: 1, label: 'normal', short: '1×' },
  { value: 0.5, label: 'half', short: '½×' },
  { value: 0.25, label: 'quarter', short: '¼×' },
] as const;
const CAMERAS: readonly CameraPreset[] = ['front', 'side', 'top', 'behind'];

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
  const { t } = useTranslation('sandbox');
  const [inputs, setInputs] = useState<BenchInputs>(() => ({ ...DEFAULT_INPUTS, ...initial }));
  const [massText, setMassText] = useState(() => formatG(t, inputs.massG));
  const [diameterText, setDiameterText] = useState(() => formatMm(t, sphereDiameterMm(inputs.massG, profile)));
  const [massProblem, setMassProblem] = useState<string | null>(null);
  const [diameterProblem, setDiameterProblem] = useState<string | null>(null);
  const [seedText, setSeedText] = useState(() => String(inputs.shapeSeed));
  const [run, setRun] = useState<Run | null>(() => (autoRoll ? { key: ++runCounter, inputs } : null));
  const [outcomes, setOutcomes] = useState<(RollOutcome | null)[]>([]);
  const [finished, setFinished] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
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
    const parsed = massFromText(t, text, profile);
    if ('problem' in parsed) {
      setMassProblem(parsed.problem);
      return;
    }
    setMassProblem(null);
    setDiameterProblem(null);
    setDiameterText(formatMm(t, sphereDiameterMm(parsed.massG, profile)));
    change({ massG: parsed.massG });
  };

  const onDiameter = (text: string) => {
    setDiameterText(text);
    const parsed = massFromDiameterText(t, text, profile);
    if ('problem' in parsed) {
      setDiameterProblem(parsed.problem);
      return;
    }
    setDiameterProblem(null);
    setMassProblem(null);
    setMassText(formatG(t, parsed.massG));
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
  const summary = !allKnown ? '' : lanes.map((lane, i) => t('bench.summaryLane', { hole: lane.hole + 1, outcome: outcomeInline(t, laneOutcome(i)) })).join(' ');

  const invalid = massProblem !== null || diameterProblem !== null;
  const status = t(`bench.status.${run === null ? 'ready' : finished ? 'ended' : paused ? 'paused' : allKnown ? 'rollingOn' : 'rolling'}`);

  return (
    <div className="sb-bench" data-testid="bench">
      <div className="sb-stage-col">
        <div className="sb-stage" data-ready={ready ? 'true' : 'false'}>
          <LazyScene
            ready={ready}
            loadingScene={<SceneLoading text={t('bench.loadingScene')} />}
            loadingPhysics={<SceneLoading text={t('bench.loadingPhysics')} />}
            failed={(error) => <SceneLoading text={t('bench.sceneFailed', { message: error.message })} />}
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
            <span ref={frameLabel}>{frameText(t, 0)}</span>
            <span className="sb-hud-status">
              {status}
              {speed !== 1 ? ` · ${SPEEDS.find((s) => s.value === speed)?.short ?? ''}` : ''}
            </span>
          </p>
        </div>

        <section className="sb-readout panel-navy" aria-label={t('bench.measurements')}>
          <dl className="sb-figures">
            <div>
              <dt>{t('bench.figures.diameter')}</dt>
              <dd data-testid="bench-diameter">{mm(t, diameterMm, 1)}</dd>
            </div>
            <div>
              <dt>{t('bench.figures.putty')}</dt>
              <dd data-testid="bench-mass">{grams(t, shown.massG, 2)}</dd>
            </div>
            <div>
              <dt>{t('bench.figures.widest')}</dt>
              <dd data-testid="bench-widest">{widestMm === null ? t('units.none') : mm(t, widestMm, 1)}</dd>
            </div>
            <div>
              <dt>{t('bench.figures.roundness')}</dt>
              <dd>{num(t, shown.roundness, 2)}</dd>
            </div>
            <div>
              <dt>{t('bench.figures.push')}</dt>
              <dd>{mps(t, pushSpeedMps(shown.push, profile), 2)}</dd>
            </div>
          </dl>
          <table className="sb-lanes">
            <caption className="visually-hidden">{t('bench.lanes.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bench.lanes.hole')}</th>
                <th scope="col">{t('bench.lanes.holeDiameter')}</th>
                <th scope="col">{t('bench.lanes.clearance')}</th>
                <th scope="col">{t('bench.lanes.outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {lanes.map((lane, i) => {
                const clearance = clearanceMm(lane.hole, shown.massG, profile);
                const outcome = laneOutcome(i);
                return (
                  <tr key={lane.hole} data-testid="bench-lane" data-hole={lane.hole + 1}>
                    <th scope="row">{lane.hole + 1}</th>
                    <td data-testid="bench-hole-diameter">{mm(t, profile.holesMm[lane.hole] ?? 0, 1)}</td>
                    <td data-testid="bench-clearance" className={clearance < 0 ? 'sb-neg' : 'sb-pos'}>
                      {formatClearance(t, clearance)}
                    </td>
                    <td>
                      {run === null ? (
                        <span className="sb-muted">{t('bench.lanes.notRolled')}</span>
                      ) : (
                        <span className={`sb-outcome sb-outcome-${outcome}`} data-testid="bench-outcome" data-hole={lane.hole + 1} data-outcome={outcome}>
                          {outcomeText(t, outcome)}
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

      <form className="sb-controls panel" aria-label={t('bench.controls')} onSubmit={(event) => event.preventDefault()}>
        {note && <p className="sb-note">{note}</p>}
        <div className="field">
          <label className="field-label" htmlFor={ids.hole}>
            {t('bench.hole')}
          </label>
          <select id={ids.hole} className="select" value={holeValue(inputs.hole)} onChange={(event) => change({ hole: parseHole(event.target.value, profile) })}>
            {profile.holesMm.map((d, i) => (
              <option key={i} value={String(i + 1)} title={mm(t, d)}>
                {String(i + 1)}
              </option>
            ))}
            <option value="all">{t('bench.allSeven')}</option>
          </select>
          <span className="hint">
            {inputs.hole === 'all'
              ? t('bench.allHolesHint', { sizes: profile.holesMm.map((d) => num(t, d)).join(t('units.listSeparator')) })
              : t('bench.holeHint', { hole: inputs.hole + 1, size: profile.holesMm[inputs.hole] ?? 0 })}
          </span>
        </div>

        <div className="sb-pair">
          <div className="field">
            <label className="field-label" htmlFor={ids.mass}>
              {t('bench.putty')}
            </label>
            <input
              id={ids.mass}
              className="input"
              inputMode="decimal"
              value={massText}
              aria-invalid={massProblem !== null}
              aria-describedby={ids.massHelp}
              onChange={(event) => onMass(event.target.value)}
              onBlur={() => massProblem === null && setMassText(formatG(t, inputs.massG))}
            />
            <span id={ids.massHelp} className={massProblem ? 'sb-problem' : 'hint'}>
              {massProblem ?? t('bench.massRange', { min: range.min, max: range.max })}
            </span>
          </div>
          <div className="field">
            <label className="field-label" htmlFor={ids.diameter}>
              {t('bench.diameter')}
            </label>
            <input
              id={ids.diameter}
              className="input"
              inputMode="decimal"
              value={diameterText}
              aria-invalid={diameterProblem !== null}
              aria-describedby={ids.diameterHelp}
              onChange={(event) => onDiameter(event.target.value)}
              onBlur={() => diameterProblem === null && setDiameterText(formatMm(t, sphereDiameterMm(inputs.massG, profile)))}
            />
            <span id={ids.diameterHelp} className={diameterProblem ? 'sb-problem' : 'hint'}>
              {diameterProblem ?? t('bench.diameterRange', { min: MIN_DIAMETER_MM, max: MAX_DIAMETER_MM })}
            </span>
          </div>
        </div>

        <div className="field">
          <label className="field-label" htmlFor={ids.roundness}>
            {t('bench.roundness')}
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
            <output htmlFor={ids.roundness}>{num(t, inputs.roundness, 2)}</output>
          </div>
        </div>

        <div className="field">
          <label className="field-label" htmlFor={ids.seed}>
            {t('bench.seed')}
          </label>
          <div className="sb-seed">
            <input id={ids.seed} className="input" inputMode="numeric" value={seedText} onChange={(event) => onSeed(event.target.value)} />
            <button type="button" className="btn btn-small" onClick={newShape}>
              {t('bench.newShape')}
            </button>
          </div>
        </div>

        <div className="field">
          <label className="field-label" htmlFor={ids.push}>
            {t('bench.push')}
          </label>
          <div className="sb-range">
            <input
              id={ids.push}
              type="range"
              min={0}
              max={1}
              step={0.01}
              value={inputs.push}
              aria-valuetext={t('bench.pushValue', { strength: num(t, inputs.push, 2), speed: num(t, pushSpeedMps(inputs.push, profile), 2) })}
              onChange={(event) => change({ push: Number(event.target.value) })}
            />
            <output htmlFor={ids.push}>{num(t, inputs.push, 2)}</output>
          </div>
        </div>

        <div className="sb-actions">
          <button type="button" className="btn btn-primary btn-large" onClick={roll} disabled={invalid}>
            {t('bench.roll')}
          </button>
          <button type="button" className="btn" onClick={reset} disabled={run === null}>
            {t('bench.reset')}
          </button>
        </div>

        <fieldset className="sb-group">
          <legend>{t('bench.playback')}</legend>
          <div className="sb-segmented sb-speeds" role="radiogroup" aria-label={t('bench.speed')}>
            {SPEEDS.map((s) => (
              <label key={s.value} className={speed === s.value ? 'is-on' : ''}>
                <input type="radio" name={`${ids.hole}-speed`} value={s.value} checked={speed === s.value} onChange={() => setSpeed(s.value)} aria-label={t(`bench.speeds.${s.label}`)} />
                <span aria-hidden="true">{s.short}</span>
              </label>
            ))}
          </div>
          <div className="sb-row">
            <button type="button" className="btn btn-small" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
              {paused ? t('bench.resume') : t('bench.pause')}
            </button>
            <button type="button" className="btn btn-small" onClick={step} disabled={run === null || finished}>
              {t('bench.step')}
            </button>
          </div>
          {reducedMotion && <p className="hint sb-small">{t('bench.reducedMotion')}</p>}
        </fieldset>

        <fieldset className="sb-group">
          <legend>{t('bench.camera')}</legend>
          <div className="sb-segmented sb-cameras">
            {CAMERAS.map((c) => (
              <label key={c} className={camera === c ? 'is-on' : ''}>
                <input type="radio" name={`${ids.hole}-camera`} value={c} checked={camera === c} onChange={() => setCamera(c)} />
                <span>{t(`bench.cameras.${c}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </div>
  );
}
