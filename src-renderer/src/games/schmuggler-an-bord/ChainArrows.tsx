/**
 * The chain of suspicions as arrows in the gutter beside the seat panels:
 * each suspicion an arc from the panel of the seat who made it to the panel
 * of the seat it names (a "myself" a loop back to the same panel), the
 * latest bright, the earlier ones dimmer and bulging further out so that
 * they stay apart. A settled round's arrows stay, dashed, until the next roll.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../../../shared/engine/contract';
import type { Suspicion } from '../../../../shared/games/schmuggler-an-bord/types';
import { seatName } from './text';

/** The gutter's width in px: the panels start there. */
export const GUTTER = 40;

interface ChainArrowsProps {
  chain: readonly Suspicion[];
  /** Per seat: the middle of its panel, in px from the top of the list. */
  centres: readonly number[];
  /** The list's height in px. */
  height: number;
  live: boolean;
  names: readonly string[];
}

/** The path of one arrow: an arc out into the gutter and back, or a loop for a "myself". */
export function arrowPath(from: number, to: number, depth: number): string {
  const edge = GUTTER - 2;
  const out = Math.max(4, edge - depth);
  if (from === to) return `M${edge} ${from - 8}C${out} ${from - 20} ${out} ${from + 20} ${edge} ${from + 8}`;
  // Leave and arrive a little off the middle, so that two arrows between the same panels do not meet.
  const down = to > from ? 1 : -1;
  return `M${edge} ${from + 4 * down}C${out} ${from + 4 * down} ${out} ${to - 4 * down} ${edge} ${to - 4 * down}`;
}

export function ChainArrows({ chain, centres, height, live, names }: ChainArrowsProps) {
  const { t } = useTranslation('schmuggler-an-bord');
  const marker = useId().replace(/[^\w-]/g, '');
  const y = (seat: Seat) => centres[seat] ?? 0;
  return (
    <svg
      className={`sab-arrows${live ? '' : ' is-settled'}`}
      width={GUTTER}
      height={height}
      viewBox={`0 0 ${GUTTER} ${height}`}
      role="img"
      aria-label={t('seats.arrows')}
    >
      <defs>
        <marker id={`${marker}-head`} viewBox="0 0 8 8" refX="6" refY="4" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M0 0L8 4L0 8Z" />
        </marker>
      </defs>
      {chain.map((suspicion, i) => {
        const latest = i === chain.length - 1;
        // The latest arrow hugs the panels; each earlier one bulges a little further out.
        const depth = 12 + 6 * Math.min(chain.length - 1 - i, 4);
        return (
          <g key={i} className={`sab-arrow${latest ? ' is-latest' : ''}`} data-suspicion={`${suspicion.by}-${suspicion.suspect}`}>
            <title>{`${seatName(t, names, suspicion.by)}${t('table.chainArrow')}${seatName(t, names, suspicion.suspect)}`}</title>
            <path d={arrowPath(y(suspicion.by), y(suspicion.suspect), depth)} markerEnd={`url(#${marker}-head)`} />
          </g>
        );
      })}
    </svg>
  );
}
