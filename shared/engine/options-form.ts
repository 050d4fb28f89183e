/**
 * The rows of a game's options form: what each option is (a yes/no, one of a
 * few values, a count, a number on a slider, the first seat, or a control of
 * the game's own) and its words. A game lists them in its options.ts
 * (GameOptionsSpec `form`); the renderer's kit2d/options draws them. They
 * describe and never judge: the schema decides what is valid.
 */

/** The names of O's options whose values are T (any name where O is not known: the screens' view of every game). */
type OptionsOf<O, T> = unknown extends O ? string : { [K in keyof O]-?: O[K] extends T ? K : never }[keyof O] & string;

/** What every row has. Words are keys in the game's own namespace (its id), as `newGameProblem`'s are. */
interface RowWords<O> {
  /** The row's label. */
  label: string;
  /** A short line under the control (the form shares a side column with Start: a line, not a paragraph). */
  hint?: string;
  /** Whether the row shows for these options (absent: always). */
  shownWhen?(options: O): boolean;
}

/** A yes/no option: a checkbox. */
export interface CheckRow<O> extends RowWords<O> {
  kind: 'check';
  option: OptionsOf<O, boolean>;
}

/** One of a few named values: a list, each value with its own words. */
export type ChoiceRow<O> = unknown extends O
  ? RowWords<O> & { kind: 'choice'; option: string; choices: readonly { value: unknown; label: string }[] }
  : {
      [K in OptionsOf<O, string>]: RowWords<O> & {
        kind: 'choice';
        option: K;
        choices: readonly { value: O[K & keyof O]; label: string }[];
      };
    }[OptionsOf<O, string>];

/**
 * A count of things (rocks, robots): a list from `least` to `most` for the
 * seats at the table, "none" for 0 and the counted word (with `count`) for
 * the rest. A count outside the range (the seats changed) is handed back
 * brought into it.
 */
export interface CountRow<O> extends RowWords<O> {
  kind: 'count';
  option: OptionsOf<O, number>;
  /** The word for 0. */
  none: string;
  /** The word for a count, told the count (plural forms). */
  counted: string;
  range(seats: number): { least: number; most: number };
  /** The hint when the least is above 0, told the least as its count (absent: `hint`). */
  hintAtLeast?: string;
}

/** A number on a slider; its label is told the value (`{{value}}`). */
export interface RangeRow<O> extends RowWords<O> {
  kind: 'range';
  option: OptionsOf<O, number>;
  min: number;
  max: number;
  step: number;
}

/**
 * Which seat begins (the first player, the first officer), or a draw from the
 * seed (null): a list of the seats at the table.
 */
export interface FirstSeatRow<O> extends RowWords<O> {
  kind: 'firstSeat';
  option: OptionsOf<O, number | null>;
  /** The word for a draw. */
  random: string;
  /** A seat's name, told its number as players count (1 for seat 0). */
  seat: string;
}

/**
 * An option the game's UI draws with a control of its own (what the shared
 * rows cannot say, such as a choice among profiles saved on this computer).
 * Its words are the control's own.
 */
export interface OwnRow<O> {
  kind: 'own';
  option: OptionsOf<O, unknown>;
}

export type OptionRow<O> = CheckRow<O> | ChoiceRow<O> | CountRow<O> | RangeRow<O> | FirstSeatRow<O> | OwnRow<O>;
