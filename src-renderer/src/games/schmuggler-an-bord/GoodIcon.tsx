/** A good's picture: a small flat icon for the ring's fields, the cards and the news. */
import type { JSX } from 'react';
import type { Good } from '../../../../shared/games/schmuggler-an-bord/goods';
import { INK } from './artPalette';
import { GOOD_SHAPES } from './goodShapes';

interface GoodIconProps {
  good: Good;
  /** Width and height in px; without it the icon fills what its CSS gives it. */
  size?: number;
  /** The good's name, when nothing next to the icon says it: the icon is then an image of that name. */
  title?: string;
}

export function GoodIcon({ good, size, title }: GoodIconProps): JSX.Element {
  const named = title !== undefined && title !== '';
  return (
    <svg
      className={`sab-good sab-good--${good}`}
      viewBox="0 0 32 32"
      width={size}
      height={size}
      stroke={INK}
      strokeWidth="1.2"
      strokeLinejoin="round"
      strokeLinecap="round"
      focusable="false"
      role={named ? 'img' : undefined}
      aria-label={named ? title : undefined}
      aria-hidden={named ? undefined : true}
    >
      {GOOD_SHAPES[good]}
    </svg>
  );
}
