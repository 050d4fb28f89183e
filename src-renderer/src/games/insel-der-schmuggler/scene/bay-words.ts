/**
 * The bay's own words (the catalogue's "bay" group), made from the table's
 * `t` for BayWords: a reached sector's chance at the rim, a caught boat's
 * tag and the labels' tips (bay-tips.ts). Pure: the words come in as `t`.
 */
import type { Words } from '../text';
import { bayTips } from './bay-tips';
import type { BayWords } from './contract';

export function bayWords(t: Words): Pick<BayWords, 'reach' | 'caughtTag' | 'tips'> {
  return {
    tips: bayTips(t),
    reach: (sector, least, most) =>
      t('bay.reach', { sector, chance: least === most ? t('bay.chance', { count: least }) : t('bay.chanceRange', { least, most }) }),
    caughtTag: (name) => t('bay.caughtTag', { name }),
  };
}
