import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TableNews } from './TableNews';

const noop = () => {};

describe('the table’s news strip', () => {
  it('gives the searched mule’s title its whole sentence as a tip, for a short table where it is cut short', () => {
    const html = renderToString(
      <TableNews
        opened={{ seat: 2, officer: 0, cards: [31, 23], outcome: 'illegal', version: 9, animate: false }}
        caption={null}
        line={null}
        names={['Rosa', 'Bruno', 'Chloé']}
        reducedMotion
        onClose={noop}
      />,
    );
    expect(html).toContain('class="cb-searched-title" title="Rosa searched Chloé’s mule: 1 gold, 1 clothes."');
  });

  it('gives the quarter’s line its whole sentence as a tip, as two lines on the felt may cut a busy quarter short', () => {
    const line = 'Night 1, quarter 4: Ann could not load; Ben could not load; Cat could not load; nobody had a mule; nothing was cashed.';
    const html = renderToString(<TableNews opened={null} caption={null} line={line} names={['Ann', 'Ben', 'Cat']} reducedMotion onClose={noop} />);
    expect(html).toContain(`title="${line}"`);
  });
});
