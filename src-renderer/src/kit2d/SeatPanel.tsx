/**
 * One seat's place at a 2D table: the frame every table draws its seats in.
 * It marks the seat's state with the classes the game's CSS styles
 * (is-turn: his move; is-active: the engine waits for him; is-own: the seat
 * on screen) and hands the seat's colour to that CSS as --seat-colour. What
 * the seat shows is the game's (children): SeatName, tags, counts, goods.
 */
import type { CSSProperties, HTMLAttributes, Ref } from 'react';

export interface SeatPanelProps extends HTMLAttributes<HTMLElement> {
  /** A list item in the table's list of seats, or a section of its own. */
  as?: 'li' | 'section';
  turn?: boolean;
  active?: boolean;
  own?: boolean;
  /** The seat's colour (a CSS colour), for the game's CSS. */
  colour?: string;
  ref?: Ref<HTMLElement>;
}

/** The panel's classes: the game's, then the state marks. */
export function seatClasses(className: string | undefined, { turn = false, active = false, own = false }: Pick<SeatPanelProps, 'turn' | 'active' | 'own'>): string {
  return [className, turn && 'is-turn', active && 'is-active', own && 'is-own'].filter(Boolean).join(' ');
}

export function SeatPanel({ as = 'li', turn, active, own, colour, className, style, ref, children, ...rest }: SeatPanelProps) {
  const props = {
    className: seatClasses(className, { turn, active, own }),
    style: colour === undefined ? style : ({ ...style, '--seat-colour': colour } as CSSProperties),
    ...rest,
  };
  if (as === 'section') {
    return (
      <section ref={ref} {...props}>
        {children}
      </section>
    );
  }
  return (
    <li ref={ref as Ref<HTMLLIElement>} {...props}>
      {children}
    </li>
  );
}
