/**
 * Whether two names would pass for each other at a table, so that nobody can
 * speak in another person's name by writing it with other letters.
 *
 * A name is first written as people read it: Unicode compatibility forms
 * folded (NFKC: full-width letters, ligatures), invisible characters dropped,
 * spaces collapsed, and accents dropped (NFD, then the non-spacing marks
 * removed: 'Playeŕ' reads as 'Player'; so 'Zoé' and 'Zoe' are the same name
 * at one table, which only asks one of them to choose another).
 *
 * Then letters that look alike are made one: the UTS #39 confusable skeleton
 * (Unicode's confusables.txt, shipped by the unhomoglyph package), so that a
 * Cyrillic 'Plауеr' or 'PIayer' with a capital i reads as 'Player'. Case is
 * ignored too (upper then lower case, so that 'ß' and 'ss' compare equal),
 * but case and look-alikes do not commute: 'I' looks like 'l' while 'i' does
 * not, and 'а' (Cyrillic) only folds to a Latin look-alike in lower case.
 * So a name has a few readings (case folded; skeleton then case folded; case
 * folded then skeleton; each as written and in capitals), and two names pass
 * for each other when they share one. In effect a small L and an i are one
 * letter here: 'Ali' and 'All' are one name, as 'AlI' and 'ALL' would be.
 */
import unhomoglyph from 'unhomoglyph';

/** The readings of a name; two names look alike when they share one. */
export function nameReadings(name: string): string[] {
  const plain = withoutAccents(
    name
      .normalize('NFKC')
      .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
      .replace(/\s+/gu, ' ')
      .trim(),
  );
  // As written and in capitals: 'CAPTAlN' (a small L) passes for 'CAPTAIN', so for 'Captain'.
  return [...new Set([plain, plain.toUpperCase()].flatMap((text) => [foldCase(text), foldCase(skeleton(text)), skeleton(foldCase(text))]))];
}

/** Whether two names would pass for each other (see the file's comment). */
export function namesLookAlike(a: string, b: string): boolean {
  const readings = new Set(nameReadings(a));
  return nameReadings(b).some((reading) => readings.has(reading));
}

/** UTS #39's skeleton (NFD, look-alikes to their prototype, NFD), accents dropped as above. */
function skeleton(text: string): string {
  return withoutAccents(unhomoglyph(text.normalize('NFD')));
}

function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').normalize('NFC');
}

function foldCase(text: string): string {
  return text.toUpperCase().toLowerCase();
}
