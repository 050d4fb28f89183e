/**
 * The join screen's list of tables found on the network (the host's answer is
 * given here as the host's API would give it): each table's name, game and
 * seats with its Join, in each language; names from the network as text only.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { FoundTable } from '../../../../shared/protocol/discovery';
import { i18n } from '../../i18n/i18n';
import type { Listing } from '../../lan/foundTables';
import { FoundTablesList } from './FoundTables';

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&#x27;/g, '’').replace(/\s+/g, ' ');

const tables: FoundTable[] = [
  { name: 'Bea', game: 'smugglers-2025', free: 1, seats: 2, state: 'lobby', address: 'http://10.0.0.9:47800/' },
  { name: 'Carl', game: 'contrebandes', free: 0, seats: 4, state: 'game', address: 'http://10.0.0.7:47800/' },
  { name: 'Dora', game: 'contrebandes', free: 0, seats: 3, state: 'lobby', address: 'http://10.0.0.8:47801/' },
  { name: '<img src=x onerror=alert(1)>', game: 'a-game-from-the-future', free: 3, seats: 5, state: 'lobby', address: 'http://10.0.0.6:47800/' },
];

const html = (listing: Listing) => renderToString(<FoundTablesList listing={listing} onJoin={() => undefined} />);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('FoundTablesList', () => {
  it('lists each table with its game, its seats and a Join button named for it', () => {
    const shown = text(html({ state: 'found', tables }));
    expect(shown).toContain('Tables on your network');
    expect(shown).toContain('Bea Smugglers (2025) · 1 of 2 seats free Join');
    expect(shown).toContain('Carl Contrebandes · Playing now Join');
    expect(shown).toContain('Dora Contrebandes · Every seat is taken Join');
    expect(shown).toContain('A game this app does not know · 3 of 5 seats free');
    expect(html({ state: 'found', tables })).toContain('aria-label="Join Bea’s table"');
  });

  it('shows a name from the network as text, never as markup', () => {
    const markup = html({ state: 'found', tables });
    expect(markup).not.toContain('<img');
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('says it is looking, then that none was found, and shows nothing when the host cannot list', () => {
    expect(text(html({ state: 'searching' }))).toContain('Looking for tables…');
    expect(text(html({ state: 'found', tables: [] }))).toContain('No table found yet');
    expect(html({ state: 'off' })).toBe('');
  });

  it('in German and French', async () => {
    await i18n.changeLanguage('de');
    expect(text(html({ state: 'found', tables }))).toContain('Bea Smugglers (2025) · 1 von 2 Plätzen frei Beitreten');
    await i18n.changeLanguage('fr');
    const french = text(html({ state: 'found', tables }));
    expect(french).toContain('Bea Smugglers (2025) · 1 place libre sur 2 Rejoindre');
    expect(french).toContain('3 places libres sur 5');
  });
});
