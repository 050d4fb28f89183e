/**
 * What just happened at the table, in one line: the latest event worth
 * telling, or the game's words for "nothing yet". Screen readers hear each
 * new line (polite: it never cuts them short). Classes and data attributes
 * are the game's (rest).
 */
import type { HTMLAttributes } from 'react';

export interface NewsLineProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  line: string | null;
  /** Shown while there is no line yet. */
  empty: string;
  /** Added to className while there is no line yet. */
  emptyClassName: string;
  'data-testid'?: string;
  'data-news'?: string;
}

export function NewsLine({ line, empty, className, emptyClassName, ...rest }: NewsLineProps) {
  const classes = line === null ? [className, emptyClassName] : [className];
  return (
    <p className={classes.filter(Boolean).join(' ')} aria-live="polite" {...rest}>
      {line ?? empty}
    </p>
  );
}
