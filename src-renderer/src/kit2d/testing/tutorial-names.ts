/**
 * The parts a table names for its guided first game (data-tutorial,
 * docs/tutorials.md), read from its markup: a step's target is found when its
 * name is one of them. A part may carry several names, space-separated, as
 * the tutorial's own lookup reads them.
 */
import { tagsWith } from './markup';

/** Every name the markup's data-tutorial attributes give, in order. */
export function tutorialNames(html: string): string[] {
  return tagsWith(html, 'data-tutorial').flatMap((tag) => tag.value.split(' '));
}
