/** The host lobby's QR code: what it carries, its name for a screen reader, and the address to type, in each language. */
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { JoinQr } from './JoinQr';

const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&#x27;/g, '’');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('JoinQr', () => {
  const html = () => renderToString(<JoinQr address="http://192.168.1.20:47800/" code="ABCD2345" />);

  it('draws the join address with the code in its fragment as an SVG, no canvas', () => {
    const markup = html();
    expect(markup).toContain('data-join-address="http://192.168.1.20:47800/#join=ABCD2345"');
    expect(markup).toMatch(/<svg[^>]*role="img"/);
    expect(markup).toMatch(/<path[^>]*d="M[^"]+"/);
    expect(markup).not.toContain('<canvas');
  });

  it('draws another table’s code differently', () => {
    const other = renderToString(<JoinQr address="http://192.168.1.20:47800/" code="HJKM6789" />);
    const modules = (markup: string) => [...markup.matchAll(/d="([^"]+)"/g)].map((match) => match[1]).join();
    expect(modules(other)).not.toBe(modules(html()));
  });

  it('names the code for a screen reader and shows the address to type', () => {
    const markup = html();
    expect(markup).toContain('aria-label="QR code to join this table: http://192.168.1.20:47800/"');
    expect(text(markup)).toContain('Scan with a phone to join');
    expect(text(markup)).toContain('Or open http://192.168.1.20:47800/ and type the join code.');
    expect(text(markup)).not.toContain('ABCD2345'); // the code itself is shown big beside it, not in the line to type
  });

  it('in German and French', async () => {
    await i18n.changeLanguage('de');
    expect(html()).toContain('aria-label="QR-Code zum Beitreten an diesem Tisch: http://192.168.1.20:47800/"');
    expect(text(html())).toContain('Oder http://192.168.1.20:47800/ öffnen und den Beitrittscode eingeben.');
    await i18n.changeLanguage('fr');
    expect(html()).toContain('aria-label="Code QR pour rejoindre cette table : http://192.168.1.20:47800/"');
    expect(text(html())).toContain('Scannez avec un téléphone pour rejoindre la table');
  });
});
