/**
 * Training: sculpt a ball with the game's own station (same gestures, same
 * hourglass), aiming at a hole, then read its true size and roll it through
 * that hole on the bench.
 */
import { Suspense, useId, useState } from 'react';
import type { SphereSpec } from '../../../../shared/games/smugglers-2016/physics/contract';
import { DEFAULT_PROFILE, type PhysicsProfile, sphereDiameterMm } from '../../../../shared/games/smugglers-2016/physics/profile';
import { sphereShape } from '../../../../shared/games/smugglers-2016/physics/sphere-shape';
import { LazySculptStation } from '../../games/smugglers-2016/sculpt/index';
import { Bench } from './Bench';
import { formatClearance, formatG, formatMm, trainingVerdict } from './sizing';

const HOURGLASS_CHOICES = [30, 60, 90, 120];

let attempts = 0;

export function Training({ reducedMotion, profile = DEFAULT_PROFILE }: { reducedMotion: boolean; profile?: PhysicsProfile }) {
  const [target, setTarget] = useState(2);
  const [hourglass, setHourglass] = useState(60);
  const [attempt, setAttempt] = useState(() => ++attempts);
  const [ball, setBall] = useState<SphereSpec | null>(null);
  const targetId = useId();
  const hourglassId = useId();

  const again = () => {
    setBall(null);
    setAttempt(++attempts);
  };

  const holeMm = profile.holesMm[target] ?? 0;

  if (ball === null) {
    return (
      <div className="sb-training">
        <div className="sb-training-bar panel-navy">
          <p className="sb-target">
            Make a ball that just passes <strong>hole {target + 1}</strong> — as big as it can be while it still goes through.
          </p>
          <div className="field sb-inline">
            <label className="field-label" htmlFor={targetId}>
              Target hole
            </label>
            <select id={targetId} className="select" value={target + 1} onChange={(event) => setTarget(Number(event.target.value) - 1)}>
              {profile.holesMm.map((d, i) => (
                <option key={i} value={i + 1}>
                  {`${i + 1} (${d} mm)`}
                </option>
              ))}
            </select>
          </div>
          <div className="field sb-inline">
            <label className="field-label" htmlFor={hourglassId}>
              Hourglass
            </label>
            <select
              id={hourglassId}
              className="select"
              value={hourglass}
              onChange={(event) => {
                setHourglass(Number(event.target.value));
                again();
              }}
            >
              {HOURGLASS_CHOICES.map((s) => (
                <option key={s} value={s}>
                  {s} s
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="btn btn-small" onClick={again}>
            Start again
          </button>
        </div>
        <div className="sb-station">
          <Suspense fallback={<p className="hint">Loading the sculpting station…</p>}>
            <LazySculptStation
              key={attempt}
              puttyG={profile.puttyPerPlayerG}
              profile={profile}
              hourglassSeconds={hourglass}
              contraband={['sweet']}
              hideContraband
              holeKnown
              reducedMotion={reducedMotion}
              mode="sculpt"
              hint={`Training: aim for hole ${target + 1} (${holeMm} mm). No numbers while you sculpt — press Done to measure.`}
              onDone={async (move) => {
                if (move.type !== 'sculpt') return { ok: false, message: 'Sculpt a ball first.' };
                setBall({ massG: move.massG, roundness: move.roundness, shapeSeed: move.shapeSeed });
                return { ok: true };
              }}
            />
          </Suspense>
        </div>
      </div>
    );
  }

  const verdict = trainingVerdict(target, ball.massG, profile);
  const diameter = sphereDiameterMm(ball.massG, profile);
  const widest = sphereShape(ball, profile).boundingRadius * 2000;
  const offBy = Math.round(verdict.massError * 100);
  return (
    <div className="sb-training">
      <section className="sb-result panel" aria-labelledby={`${targetId}-result`} data-testid="training-result">
        <div className="sb-result-head">
          <h3 id={`${targetId}-result`}>
            Your ball, measured — target hole {target + 1} ({holeMm} mm)
          </h3>
          <button type="button" className="btn" onClick={again}>
            Sculpt another
          </button>
        </div>
        <dl className="sb-figures sb-figures-large">
          <div>
            <dt>Putty</dt>
            <dd data-testid="training-mass">{formatG(ball.massG)} g</dd>
          </div>
          <div>
            <dt>Diameter</dt>
            <dd data-testid="training-diameter">{formatMm(diameter)} mm</dd>
          </div>
          <div>
            <dt>Widest across</dt>
            <dd>{formatMm(widest)} mm</dd>
          </div>
          <div>
            <dt>Roundness</dt>
            <dd data-testid="training-roundness">{ball.roundness.toFixed(2)}</dd>
          </div>
          <div>
            <dt>Clearance to hole {target + 1}</dt>
            <dd data-testid="training-clearance" className={verdict.clearanceMm < 0 ? 'sb-neg' : 'sb-pos'}>
              {formatClearance(verdict.clearanceMm)}
            </dd>
          </div>
        </dl>
        <p className="sb-verdict">
          {verdict.text} A perfect fit takes {formatG(verdict.idealMassG)} g of putty: you used{' '}
          {offBy === 0 ? 'just that' : `${Math.abs(offBy)} % ${offBy > 0 ? 'more' : 'less'}`}.
        </p>
      </section>
      <Bench
        key={attempt}
        reducedMotion={reducedMotion}
        profile={profile}
        initial={{ hole: target, massG: ball.massG, roundness: ball.roundness, shapeSeed: ball.shapeSeed, push: 0.6 }}
        autoRoll
        note={`Your sculpted ball, rolled through hole ${target + 1}. Change anything and roll again.`}
      />
    </div>
  );
}
