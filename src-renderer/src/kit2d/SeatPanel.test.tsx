import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SeatPanel, seatClasses } from './SeatPanel';

describe('a seat panel', () => {
  it('marks whose turn it is, whom the engine waits for and the seat on screen after the game’s classes', () => {
    expect(seatClasses('sab-seat', { turn: true, active: true, own: true })).toBe('sab-seat is-turn is-active is-own');
    expect(seatClasses('sm-seat seat-2', { active: true })).toBe('sm-seat seat-2 is-active');
    expect(seatClasses('s25-seat', {})).toBe('s25-seat');
  });

  it('is a list item by default, with the game’s attributes and the seat’s colour for its CSS', () => {
    const html = renderToString(
      <SeatPanel className="insel-seat" turn colour="#c0392b" data-testid="insel-seat-0">
        Ann
      </SeatPanel>,
    );
    expect(html).toBe('<li class="insel-seat is-turn" style="--seat-colour:#c0392b" data-testid="insel-seat-0">Ann</li>');
  });

  it('is a section where the game wants one', () => {
    const html = renderToString(
      <SeatPanel as="section" className="cb-seat" own aria-label="Bruno (you)">
        Bruno
      </SeatPanel>,
    );
    expect(html).toBe('<section class="cb-seat is-own" aria-label="Bruno (you)">Bruno</section>');
  });
});
