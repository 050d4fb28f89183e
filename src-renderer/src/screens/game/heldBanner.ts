/**
 * What the turn banner says while a table plays what happened (TableProps.
 * holdAfter): the viewer's own move playing out is not a replay he watches,
 * and another's is named when the table says whose it is. Pure (the words
 * come in as `t`).
 */
import type { TFunction } from 'i18next';
import type { Seat } from '../../../../shared/engine/contract';

/** `mover`: whose move the table plays (null: not told); `viewer`: the seat on screen (null: a spectator); `names`: each seat's name as shown. */
export function heldBanner(t: TFunction<'match'>, mover: Seat | null, viewer: Seat | null, names: readonly string[]): string {
  if (mover === null) return t('banner.replay');
  if (mover === viewer) return t('banner.ownMove');
  const name = names[mover];
  return name === undefined ? t('banner.replay') : t('banner.replayOf', { name });
}
