/**
 * Setup options of Smugglers (2016): the hourglass, the short game, the first
 * starting player, and the table's physical profile (the Standard one, or one
 * made in the physics sandbox: the game takes a copy of it). Hints are short
 * spans, not paragraphs: the form shares the new-game screen's side column
 * with Start, which should show without scrolling.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmugglersOptions } from '../../../../shared/games/smugglers-2016/types';
import { STANDARD_PROFILE_NAME } from '../../../../shared/protocol/sandbox';
import { FirstSeatSelect } from '../../components/FirstSeatSelect';
import type { OptionsFormProps } from '../types';
import { useSavedProfiles } from './useSavedProfiles';

export const HOURGLASS_MIN = 30;
export const HOURGLASS_MAX = 120;

export function SmugglersOptionsForm({ options, seats, onChange }: OptionsFormProps<SmugglersOptions>) {
  const { t } = useTranslation('smugglers-2016');
  const hourglassId = useId();
  const firstId = useId();
  const shortId = useId();
  const profileId = useId();
  const profiles = useSavedProfiles();
  const chosenProfile = options.physics?.name ?? STANDARD_PROFILE_NAME;

  return (
    <div className="sm-options">
      <div className="field">
        <label className="field-label" htmlFor={hourglassId}>
          {t('options.hourglass', { seconds: options.hourglassSeconds })}
        </label>
        <input
          id={hourglassId}
          type="range"
          min={HOURGLASS_MIN}
          max={HOURGLASS_MAX}
          step={10}
          value={options.hourglassSeconds}
          onChange={(event) => onChange({ ...options, hourglassSeconds: Number(event.target.value) })}
        />
        <span className="hint">{t('options.hourglassHint')}</span>
      </div>
      <div className="field">
        <label className="check" htmlFor={shortId}>
          <input
            id={shortId}
            type="checkbox"
            checked={options.shortGame}
            onChange={(event) => onChange({ ...options, shortGame: event.target.checked })}
          />
          <span>{t('options.shortGame')}</span>
        </label>
        <span className="hint">{t('options.shortGameHint')}</span>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={firstId}>
          {t('options.firstPlayer')}
        </label>
        <FirstSeatSelect
          id={firstId}
          className="select"
          value={options.firstPlayer}
          seats={seats}
          randomLabel={t('options.random')}
          seatLabel={(n) => t('seat', { n })}
          onChange={(firstPlayer) => onChange({ ...options, firstPlayer })}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={profileId}>
          {t('options.profile')}
        </label>
        <select
          id={profileId}
          className="select"
          value={chosenProfile}
          onChange={(event) => {
            const named = profiles.find((profile) => profile.name === event.target.value);
            const { physics: _dropped, ...rest } = options;
            onChange(named === undefined || named.builtIn ? rest : { ...rest, physics: { name: named.name, profile: named.profile } });
          }}
        >
          {profiles.map((profile) => (
            <option key={profile.name} value={profile.name}>
              {profile.builtIn ? t('options.standardProfile') : profile.name}
            </option>
          ))}
          {options.physics && !profiles.some((profile) => profile.name === options.physics?.name) && (
            <option value={options.physics.name}>{options.physics.name}</option>
          )}
        </select>
        <span className="hint">{t('options.profileHint')}</span>
      </div>
    </div>
  );
}

