/** The physical profiles the host keeps (the sandbox's), for a picker: the Standard one always comes first. */
import { useEffect, useState } from 'react';
import { DEFAULT_PROFILE } from '../../../../shared/games/smugglers-2016/physics/profile';
import { type NamedProfile, STANDARD_PROFILE_NAME } from '../../../../shared/protocol/sandbox';
import { getHost } from '../../host';

const STANDARD: NamedProfile = { name: STANDARD_PROFILE_NAME, profile: DEFAULT_PROFILE, builtIn: true };

/** Asked of the host once per mount; when the host cannot list them, the Standard one only. */
export function useSavedProfiles(): NamedProfile[] {
  const [profiles, setProfiles] = useState<NamedProfile[]>([STANDARD]);
  useEffect(() => {
    let live = true;
    getHost()
      .request({ type: 'listProfiles' })
      .then(
        (list) => live && setProfiles([STANDARD, ...list.filter((entry) => !entry.builtIn)]),
        () => live && setProfiles([STANDARD]),
      );
    return () => {
      live = false;
    };
  }, []);
  return profiles;
}
