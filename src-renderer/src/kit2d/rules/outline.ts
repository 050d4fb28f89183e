/**
 * A game's rules page as data: an opening and ordered sections, each a
 * heading and blocks of the game's words (paragraphs, lists, a figure).
 * RulesPage draws it; the words stay in the game's locales (rules.*).
 * `K` is the game's keys (ParseKeys<'<id>'>), so that a key the English
 * catalogue lacks does not compile.
 */
import type { ComponentType } from 'react';

export type RulesBlock<K extends string = string> =
  /** A paragraph; its class, if any, is the game's (a lead in italics). */
  | { text: K; className?: string }
  /** A list of points; `terms`: each opens with a term in bold (<0>…</0>, <1>…</1> in the words). */
  | { list: readonly K[]; terms?: true }
  /** Steps in order: a numbered list. */
  | { steps: readonly K[]; terms?: true }
  /** A picture or a table the words cannot be (the game's cards, goods); it finds its own words. */
  | { figure: ComponentType };

export interface RulesSection<K extends string = string> {
  /** The section's name in the outline (a key for React, an anchor to come). */
  id: string;
  title: K;
  body: readonly RulesBlock<K>[];
}

export interface RulesOutline<K extends string = string> {
  /** The game's words' namespace: its id. */
  namespace: string;
  /** The page's class: the game's styles hang on it. */
  className: string;
  /** What comes before the first heading. */
  opening: readonly RulesBlock<K>[];
  sections: readonly RulesSection<K>[];
}
