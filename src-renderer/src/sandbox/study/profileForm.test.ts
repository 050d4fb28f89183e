import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, physicsProfileSchema, sphereDiameterMm } from '../../../../shared/games/smugglers-2016/physics/profile';
import { wordsIn } from '../../i18n/testing';
import { PROFILE_FIELDS, derivedNumbers, fieldLabel, formToProfile, labelOf, profileToForm } from './profileForm';

const en = await wordsIn('en', 'sandbox');
const de = await wordsIn('de', 'sandbox');
const fr = await wordsIn('fr', 'sandbox');

describe('profile form', () => {
  it('covers every number of a profile, and gives the same profile back', () => {
    const values = profileToForm(DEFAULT_PROFILE);
    expect(Object.values(values).every((value) => value !== '')).toBe(true);
    const leaves = (object: unknown): number =>
      Array.isArray(object)
        ? object.length
        : typeof object === 'object' && object !== null
          ? Object.values(object).reduce((sum: number, value) => sum + leaves(value), 0)
          : 1;
    expect(PROFILE_FIELDS.length).toBe(leaves(DEFAULT_PROFILE));
    const check = formToProfile(en, values, DEFAULT_PROFILE);
    expect(check).toEqual({ ok: true, profile: DEFAULT_PROFILE });
  });

  it('changes what was edited and nothing else', () => {
    const values = { ...profileToForm(DEFAULT_PROFILE), 'holesMm.2': '21.5', 'material.friction': '0,6', puttyPerPlayerG: ' 45 ' };
    const check = formToProfile(en, values, DEFAULT_PROFILE);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.profile.holesMm).toEqual([26, 35, 21.5, 32, 23, 38, 29]);
    expect(check.profile.material.friction).toBe(0.6);
    expect(check.profile.puttyPerPlayerG).toBe(45);
    expect(check.profile.track).toEqual(DEFAULT_PROFILE.track);
    expect(DEFAULT_PROFILE.holesMm[2]).toBe(20);
    expect(physicsProfileSchema.safeParse(check.profile).success).toBe(true);
  });

  it('refuses a field that is not a number, naming it', () => {
    const check = formToProfile(en, { ...profileToForm(DEFAULT_PROFILE), 'holesMm.0': '' }, DEFAULT_PROFILE);
    expect(check).toEqual({ ok: false, message: 'Hole 1 (mm): type a number.', path: 'holesMm.0' });
  });

  it('says the limit of a number out of range, in our words', () => {
    const check = formToProfile(en, { ...profileToForm(DEFAULT_PROFILE), 'material.friction': '3' }, DEFAULT_PROFILE);
    expect(check).toEqual({ ok: false, message: 'Friction: must be at most 2.', path: 'material.friction' });
    const small = formToProfile(en, { ...profileToForm(DEFAULT_PROFILE), 'holesMm.0': '2' }, DEFAULT_PROFILE);
    expect(small).toEqual({ ok: false, message: 'Hole 1 (mm): must be at least 5.', path: 'holesMm.0' });
  });

  it("shows the schema's own sentence for a rule across fields", () => {
    const check = formToProfile(en, { ...profileToForm(DEFAULT_PROFILE), 'holesMm.5': '49' }, DEFAULT_PROFILE);
    expect(check).toEqual({ ok: false, message: 'Holes: every hole must fit its lane', path: 'holesMm' });
  });

  it('speaks German and French, with a decimal comma in the limits', () => {
    const density = formToProfile(de, { ...profileToForm(DEFAULT_PROFILE), puttyDensityGPerCm3: '0,1' }, DEFAULT_PROFILE);
    expect(density).toEqual({ ok: false, message: 'Dichte der Knete (g/cm³): muss mindestens 0,3 sein.', path: 'puttyDensityGPerCm3' });
    const friction = formToProfile(fr, { ...profileToForm(DEFAULT_PROFILE), 'material.friction': '3' }, DEFAULT_PROFILE);
    expect(friction).toEqual({ ok: false, message: 'Frottement\u00a0: doit valoir au plus 2.', path: 'material.friction' });
    const empty = formToProfile(fr, { ...profileToForm(DEFAULT_PROFILE), 'holesMm.0': 'x' }, DEFAULT_PROFILE);
    expect(empty).toEqual({ ok: false, message: 'Trou 1 (mm)\u00a0: saisissez un nombre.', path: 'holesMm.0' });
    const lanes = formToProfile(de, { ...profileToForm(DEFAULT_PROFILE), 'holesMm.5': '49' }, DEFAULT_PROFILE);
    expect(lanes).toEqual({ ok: false, message: 'Löcher: Jedes Loch muss in seine Bahn passen.', path: 'holesMm' });
    const sides = formToProfile(de, { ...profileToForm(DEFAULT_PROFILE), 'track.holeSides': '9.5' }, DEFAULT_PROFILE);
    expect(sides.ok === false && sides.message).toBe('Ecken eines Lochs: muss eine ganze Zahl sein.');
    expect(fieldLabel(de, 'material.rollingResistance')).toBe('Rollwiderstand');
    expect(fieldLabel(fr, 'material.linearDampingPerS')).toBe('Amortissement linéaire (1/s)');
    expect(labelOf(fr, ['sim'])).toBe('Simulation');
  });

  it('labels schema paths', () => {
    expect(labelOf(en, ['holesMm', 3])).toBe('Hole 4 (mm)');
    expect(labelOf(en, ['push'])).toBe('Push');
    expect(labelOf(en, [])).toBeNull();
  });

  it('derives the size of a sphere of all the putty', () => {
    const derived = derivedNumbers(DEFAULT_PROFILE);
    expect(derived.allPuttyDiameterMm).toBeCloseTo(sphereDiameterMm(40, DEFAULT_PROFILE), 9);
    expect(derived.allPuttyDiameterMm).toBeGreaterThan(38);
    expect(derived.allPuttyDiameterMm).toBeLessThan(42);
    expect(derived.smallestHoleMassG).toBeLessThan(derived.largestHoleMassG);
    expect(derived.holesTooSmallForAll).toBe(DEFAULT_PROFILE.holesMm.filter((hole) => hole < derived.allPuttyDiameterMm).length);
  });
});
