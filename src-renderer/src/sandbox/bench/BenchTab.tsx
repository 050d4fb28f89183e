/**
 * The sandbox's Bench tab: the free bench, or training (sculpt, then measure
 * and roll), on the Standard table or on a profile saved in the Profiles tab.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STANDARD_PROFILE_NAME } from '../../../../shared/protocol/sandbox';
import { useSavedProfiles } from '../../games/smugglers-2016/useSavedProfiles';
import { Bench } from './Bench';
import { Training } from './Training';

type Mode = 'free' | 'training';

const MODES: readonly Mode[] = ['free', 'training'];

export function BenchTab({ reducedMotion }: { reducedMotion: boolean }) {
  const { t } = useTranslation('sandbox');
  const [mode, setMode] = useState<Mode>('free');
  const profiles = useSavedProfiles();
  const [profileName, setProfileName] = useState(STANDARD_PROFILE_NAME);
  const chosen = profiles.find((entry) => entry.name === profileName) ?? profiles[0];
  const profileId = useId();
  return (
    <div className="sb-bench-tab">
      <div className="sb-bench-top">
        <div className="sb-modes sb-segmented" role="radiogroup" aria-label={t('benchTab.modesLabel')}>
          {MODES.map((value) => (
            <label key={value} className={mode === value ? 'is-on' : ''}>
              <input type="radio" name="sb-bench-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
              <span>{t(`benchTab.modes.${value}`)}</span>
            </label>
          ))}
        </div>
        <div className="sb-bench-profile">
          <label className="field-label" htmlFor={profileId}>
            {t('benchTab.profile')}
          </label>
          <select id={profileId} className="select" value={chosen?.name ?? STANDARD_PROFILE_NAME} onChange={(event) => setProfileName(event.target.value)}>
            {profiles.map((entry) => (
              <option key={entry.name} value={entry.name}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* A new profile is a new table: the bench starts again on it. */}
      {mode === 'free' ? (
        <Bench key={chosen?.name} reducedMotion={reducedMotion} profile={chosen?.profile} />
      ) : (
        <Training key={chosen?.name} reducedMotion={reducedMotion} profile={chosen?.profile} />
      )}
    </div>
  );
}
