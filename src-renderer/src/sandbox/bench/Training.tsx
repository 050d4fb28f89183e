/**
 * Training: sculpt a ball with the game's own station (same gestures, same
 * hourglass), aiming at a hole, then read its true size and roll it through
 * that hole on the bench.
 */
import { Suspense, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { SphereSpec } from '../../../../shared/games/smugglers-2016/physics/contract';
import { DEFAULT_PROFILE, type PhysicsProfile, sphereDiameterMm } from '../../../../shared/games/smugglers-2016/physics/profile';
import { sphereShape } from '../../../../shared/games/smugglers-2016/physics/sphere-shape';
import { LazySculptStation } from '../../games/smugglers-2016/sculpt/index';
import { grams, mm, num } from '../words';
import { Bench } from './Bench';
import { formatClearance, formatG, trainingVerdict } from './sizing';

const HOURGLASS_CHOICES = [30, 60, 90, 120];

let attempts = 0;

export function Training({ reducedMotion, profile = DEFAULT_PROFILE }: { reducedMotion: boolean; profile?: PhysicsProfile }) {
  const { t } = useTranslation('sandbox');
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
            <Trans t={t} i18nKey="training.target" values={{ hole: target + 1 }} components={[<strong key="hole" />]} />
          </p>
          <div className="field sb-inline">
            <label className="field-label" htmlFor={targetId}>
              {t('training.targetHole')}
            </label>
            <select id={targetId} className="select" value={target + 1} onChange={(event) => setTarget(Number(event.target.value) - 1)}>
              {profile.holesMm.map((d, i) => (
                <option key={i} value={i + 1}>
                  {t('training.holeOption', { hole: i + 1, size: d })}
                </option>
              ))}
            </select>
          </div>
          <div className="field sb-inline">
            <label className="field-label" htmlFor={hourglassId}>
              {t('training.hourglass')}
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
                  {t('units.s', { value: s })}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="btn btn-small" onClick={again}>
            {t('training.startAgain')}
          </button>
        </div>
        <div className="sb-station">
          <Suspense fallback={<p className="hint">{t('training.loadingStation')}</p>}>
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
              hint={t('training.stationHint', { hole: target + 1, size: holeMm })}
              onDone={async (move) => {
                if (move.type !== 'sculpt') return { ok: false, message: t('training.sculptFirst') };
                setBall({ massG: move.massG, roundness: move.roundness, shapeSeed: move.shapeSeed });
                return { ok: true };
              }}
            />
          </Suspense>
        </div>
      </div>
    );
  }

  const verdict = trainingVerdict(t, target, ball.massG, profile);
  const diameter = sphereDiameterMm(ball.massG, profile);
  const widest = sphereShape(ball, profile).boundingRadius * 2000;
  const offBy = Math.round(verdict.massError * 100);
  return (
    <div className="sb-training">
      <section className="sb-result panel" aria-labelledby={`${targetId}-result`} data-testid="training-result">
        <div className="sb-result-head">
          <h3 id={`${targetId}-result`}>{t('training.resultTitle', { hole: target + 1, size: holeMm })}</h3>
          <button type="button" className="btn" onClick={again}>
            {t('training.sculptAnother')}
          </button>
        </div>
        <dl className="sb-figures sb-figures-large">
          <div>
            <dt>{t('training.putty')}</dt>
            <dd data-testid="training-mass">{grams(t, ball.massG, 2)}</dd>
          </div>
          <div>
            <dt>{t('training.diameter')}</dt>
            <dd data-testid="training-diameter">{mm(t, diameter, 1)}</dd>
          </div>
          <div>
            <dt>{t('training.widest')}</dt>
            <dd>{mm(t, widest, 1)}</dd>
          </div>
          <div>
            <dt>{t('training.roundness')}</dt>
            <dd data-testid="training-roundness">{num(t, ball.roundness, 2)}</dd>
          </div>
          <div>
            <dt>{t('training.clearanceTo', { hole: target + 1 })}</dt>
            <dd data-testid="training-clearance" className={verdict.clearanceMm < 0 ? 'sb-neg' : 'sb-pos'}>
              {formatClearance(t, verdict.clearanceMm)}
            </dd>
          </div>
        </dl>
        <p className="sb-verdict">
          {verdict.text}{' '}
          {offBy === 0
            ? t('training.usedSame', { ideal: formatG(t, verdict.idealMassG) })
            : t(offBy > 0 ? 'training.usedMore' : 'training.usedLess', { ideal: formatG(t, verdict.idealMassG), percent: Math.abs(offBy) })}
        </p>
      </section>
      <Bench
        key={attempt}
        reducedMotion={reducedMotion}
        profile={profile}
        initial={{ hole: target, massG: ball.massG, roundness: ball.roundness, shapeSeed: ball.shapeSeed, push: 0.6 }}
        autoRoll
        note={t('training.benchNote', { hole: target + 1 })}
      />
    </div>
  );
}
