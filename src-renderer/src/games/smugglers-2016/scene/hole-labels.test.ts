import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE } from '../../../../../shared/games/smugglers-2016/physics/profile';
import { wordsIn } from '../../../i18n/testing';
import { fenceNumber, holeLabel } from './hole-labels';

describe('the fence’s hole sizes', () => {
  it('names each hole of the Standard fence by its diameter in millimetres', async () => {
    const t = await wordsIn('en', 'smugglers-2016');
    expect(DEFAULT_PROFILE.holesMm.map((mm) => holeLabel(t, mm))).toEqual(['26 mm', '35 mm', '20 mm', '32 mm', '23 mm', '38 mm', '29 mm']);
  });
  it('prints the bare number over each hole of the fence', () => {
    expect(DEFAULT_PROFILE.holesMm.map(fenceNumber)).toEqual(['26', '35', '20', '32', '23', '38', '29']);
  });
  it('rounds a profile’s odd size to a whole millimetre', async () => {
    expect(holeLabel(await wordsIn('en', 'smugglers-2016'), 30.6)).toBe('31 mm');
  });
  it('words the gauge’s card in German and French', async () => {
    const de = await wordsIn('de', 'smugglers-2016');
    const fr = await wordsIn('fr', 'smugglers-2016');
    expect(de('scene.gauge', { size: holeLabel(de, 20) })).toBe('Loch 20 mm');
    expect(fr('scene.gauge', { size: holeLabel(fr, 20) })).toBe('Trou de 20\u00a0mm');
  });
});
