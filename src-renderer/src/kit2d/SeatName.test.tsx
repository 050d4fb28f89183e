import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SeatName } from './SeatName';

const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('a seat’s name', () => {
  it('is the name alone for a seat of no note', () => {
    expect(text(renderToString(<SeatName name="Ann" />))).toBe('Ann');
  });

  it('cuts a long name short in its own span, with the whole name as its title', () => {
    expect(text(renderToString(<SeatName name="Annabelle" nameClassName="s25-seat-name" />))).toBe('<span class="s25-seat-name" title="Annabelle">Annabelle</span>');
  });

  it('says “you”, badges the starting seat with a tip, and tells screen readers whose turn it is', () => {
    const html = text(
      renderToString(
        <SeatName name="Ann" mark={<i className="mark" />} you="(you)" youClassName="hint" first="First player" firstClassName="insel-badge" firstSign="★" turn="to play" />,
      ),
    );
    expect(html).toBe(
      '<i class="mark"></i>Ann <span class="hint">(you)</span> ' +
        '<span class="kit-tip insel-badge" tabindex="0" role="img" aria-label="First player">★</span>' +
        '<span class="visually-hidden"> to play</span>',
    );
  });
});
