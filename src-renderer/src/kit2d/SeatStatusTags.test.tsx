import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SeatStatus } from '../../../shared/protocol/messages';
import { SeatStatusTags, type SeatStatusWords } from './SeatStatusTags';

const words: SeatStatusWords = {
  bot: 'bot',
  thinking: 'thinking…',
  standsIn: 'bot stands in',
  standInTip: (level) => `A ${level} bot plays this seat`,
  connected: 'connected',
  connectedTip: 'Connected',
  away: 'away',
  awayTip: 'Away: disconnected',
};

function status(more: Partial<SeatStatus>): SeatStatus {
  return { seat: 1, name: 'Bruno', kind: 'human', level: null, thinking: false, presence: null, standIn: null, ...more } as SeatStatus;
}

const tags = (seat: SeatStatus | undefined, lan: boolean) =>
  renderToString(<SeatStatusTags look="cb" seat={1} status={seat} lan={lan} words={words} />).replace(/<!-- -->/g, '');

describe('who plays a seat', () => {
  it('tags a bot, and a thinking one', () => {
    expect(tags(status({ kind: 'bot', level: 'normal' }), false)).toBe('<span class="cb-tag cb-tag--bot">bot</span>');
    expect(tags(status({ kind: 'bot', level: 'normal', thinking: true }), false)).toBe(
      '<span class="cb-tag cb-tag--bot cb-tag--thinking">bot<span class="cb-tag-more"> · thinking…</span></span>',
    );
  });

  it('tags nothing for a person at his own screen, nor a seat not known', () => {
    expect(tags(status({ presence: 'connected' }), false)).toBe('');
    expect(tags(undefined, true)).toBe('');
  });

  it('at a LAN table, says who is connected and which bot stands in, with tips', () => {
    const html = tags(status({ presence: 'away', standIn: 'hard' }), true);
    expect(html).toContain('<span class="kit-tip cb-tag cb-tag--bot" tabindex="0" data-testid="stand-in-1">bot stands in</span>');
    expect(html).toContain('<span class="kit-tip cb-tag cb-tag--presence cb-tag--away" tabindex="0" data-testid="presence-1">away</span>');
  });
});
