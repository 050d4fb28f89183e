/**
 * The table's physical profile, an option of Smugglers (2016) of its own: the
 * Standard one, or one made in the physics sandbox and saved on this computer
 * (the game takes a copy of it). A chosen profile since deleted stays listed.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmugglersOptions } from '../../../../shared/games/smugglers-2016/types';
import { STANDARD_PROFILE_NAME } from '../../../../shared/protocol/sandbox';
import { Field } from '../../kit2d/options/Field';
import type { OptionsFormProps } from '../../kit2d/options/OptionsForm';
import { useSavedProfiles } from './useSavedProfiles';

export function ProfileOption({ options, onChange }: OptionsFormProps<SmugglersOptions>) {
  const { t } = useTranslation('smugglers-2016');
  const id = useId();
  const hintId = useId();
  const profiles = useSavedProfiles();
  const chosenProfile = options.physics?.name ?? STANDARD_PROFILE_NAME;

  return (
    <Field id={id} hintId={hintId} label={t('options.profile')} hint={t('options.profileHint')}>
      <select
        id={id}
        className="select"
        aria-describedby={hintId}
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
        {options.physics && !profiles.some((profile) => profile.name === options.physics?.name) && <option value={options.physics.name}>{options.physics.name}</option>}
      </select>
    </Field>
  );
}
