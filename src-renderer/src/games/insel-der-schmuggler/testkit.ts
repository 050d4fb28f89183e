/**
 * For this game's tests: its words in each language and views made by hand.
 * The words are added to the app's i18next instance here, so the tests run
 * whether or not the game's catalogue is registered yet.
 */
import type { FieldId } from '../../../../shared/games/insel-der-schmuggler/board';
import type { BoatView, CargoView, InselView } from '../../../../shared/games/insel-der-schmuggler/types';
import { i18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import type { Words } from './text';

const NAMESPACE = 'insel-der-schmuggler';
const CATALOGUES = { en, de, fr } as const;

/** Puts the game's catalogues into i18next (every language), once. */
export function loadInselWords(): void {
  for (const language of Object.keys(CATALOGUES) as Language[]) {
    if (!i18n.hasResourceBundle(language, NAMESPACE)) i18n.addResourceBundle(language, NAMESPACE, CATALOGUES[language], true, true);
  }
}

/** The game's words in one language. */
export async function inselWords(language: Language): Promise<Words> {
  loadInselWords();
  await i18n.loadLanguages(language);
  return i18n.getFixedT(language, NAMESPACE) as Words;
}

/** A boat as a view shows it. */
export function boatView(seat: number, at: FieldId | null, cargo: CargoView = null): BoatView {
  return { seat, at, cargo, loads: 0 };
}

/** A 2-player view in phase 'sail' with nothing in the way, changed by `over`. */
export function viewOf(over: Partial<InselView> = {}): InselView {
  return {
    game: 'insel-der-schmuggler',
    viewer: 0,
    seats: 2,
    options: { rocks: 0, rockPlacement: 'turns', startHarbours: 'choose', firstPlayer: 0 },
    phase: 'sail',
    activeSeats: [0],
    turn: 0,
    firstPlayer: 0,
    turnNumber: 1,
    beam: 10,
    rocks: [],
    rocksToPlace: 0,
    boats: [boatView(0, 60), boatView(1, 62)],
    islands: [4, 4, 4, 4, 4],
    overboard: [],
    banked: [
      { tiles: [], total: 0 },
      { tiles: [], total: 0 },
    ],
    dice: { smuggler: 2, lighthouse: 'keeper' },
    toThrow: [],
    moved: false,
    result: null,
    ...over,
  };
}
