/**
 * The places the viewer may pick, as buttons (places.ts): on a phone they do
 * what a tap on the lit field does, without hitting a field a few pixels wide
 * in the 3D picture. Only phones and touch screens show the list (insel.css):
 * a mouse picks on the bay as before.
 */
import { useTranslation } from 'react-i18next';
import type { FieldId } from '../../../../shared/games/insel-der-schmuggler/board';
import type { Place } from './places';
import { fieldName } from './text';

export interface PlacesProps {
  places: readonly Place[];
  busy: boolean;
  onPick(field: FieldId): void;
}

export function Places({ places, busy, onPick }: PlacesProps) {
  const { t } = useTranslation('insel-der-schmuggler');
  if (places.length === 0) return null;
  return (
    <ul className="insel-places" aria-label={t('places.label')} data-testid="insel-places">
      {places.map(({ field, kind, reach }) => {
        const action = t(`target.${kind}`);
        const chance = reach === null ? null : reach.least === reach.most ? t('bay.chance', { count: reach.least }) : t('bay.chanceRange', { least: reach.least, most: reach.most });
        return (
          <li key={field}>
            <button type="button" className="insel-place" disabled={busy} onClick={() => onPick(field)} data-testid={`insel-place-${field}`} data-kind={kind}>
              <span className="insel-place-name">{fieldName(t, field)}</span>
              <span className="insel-place-what">{chance === null ? action : t('places.reach', { action, chance })}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
