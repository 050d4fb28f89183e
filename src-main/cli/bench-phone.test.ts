import { describe, expect, it } from 'vitest';
import { type PhoneBench, type ResourceTiming, beforeGameChunk, bytesBeforeGameChunk, encodingsOf, isGameChunk, median, phoneRows } from './bench-phone.js';

const at = (name: string, startTime: number, transferSize: number): ResourceTiming => ({ name, startTime, transferSize });

describe('the phone bench’s figures', () => {
  it('finds a game’s own chunk, not its setup form, its styles or another game’s', () => {
    expect(isGameChunk('http://127.0.0.1:47800/assets/contrebandes-CBFmQwid.js', 'contrebandes')).toBe(true);
    expect(isGameChunk('http://127.0.0.1:47800/assets/smugglers-2025-DQn8pqSu.js', 'smugglers-2025')).toBe(true);
    expect(isGameChunk('http://127.0.0.1:47800/assets/smugglers-2025-XmkJH4FR.css', 'smugglers-2025')).toBe(false);
    expect(isGameChunk('http://127.0.0.1:47800/assets/contrebandes-options-p782Gcsz.js', 'contrebandes')).toBe(false);
    expect(isGameChunk('http://127.0.0.1:47800/assets/smugglers-2016-4H8RQJjU.js', 'smugglers-2025')).toBe(false);
    expect(isGameChunk('http://127.0.0.1:47800/assets/index-u1Zz8cfi.js', 'contrebandes')).toBe(false);
  });

  it('counts the page and what was asked for before the game’s chunk, not the chunk nor what came after', () => {
    const entries = [
      at('http://127.0.0.1:47800/', 0, 1200),
      at('http://127.0.0.1:47800/assets/index-u1Zz8cfi.js', 40, 90_000),
      at('http://127.0.0.1:47800/assets/GuestLobby-_CC5lK8H.js', 900, 2_000),
      at('http://127.0.0.1:47800/assets/contrebandes-CBFmQwid.js', 1500, 15_000),
      at('http://127.0.0.1:47800/assets/contrebandes-D2D8OVoV.css', 1500, 8_000),
      at('http://127.0.0.1:47800/assets/en-B-n1nwJD.js', 1600, 3_000),
    ];
    expect(beforeGameChunk(entries, 'contrebandes')?.map((entry) => entry.startTime)).toEqual([0, 40, 900]);
    expect(bytesBeforeGameChunk(entries, 'contrebandes')).toBe(93_200);
    // A page that never asked for the chunk has no figure.
    expect(bytesBeforeGameChunk(entries, 'smugglers-2025')).toBeNull();
  });

  it('counts the files by the encoding they came in', () => {
    const entries = [at('http://h/#join=ABCDEFGH', 0, 1), at('http://h/a.js', 1, 1), at('http://h/b.css', 2, 1), at('http://h/c.js', 3, 1)];
    const byUrl = new Map([
      ['http://h/', 'gzip'],
      ['http://h/a.js', 'gzip'],
      ['http://h/b.css', 'identity'],
    ]);
    expect(encodingsOf(entries, byUrl)).toEqual({ gzip: 2, identity: 1, unknown: 1 });
  });

  it('takes the median, the middle pair’s mean for an even count', () => {
    expect(median([])).toBeNull();
    expect(median([3000, 1000, 2000])).toBe(2000);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('phoneRows', () => {
  const bench: PhoneBench = {
    joinMs: 1834.4,
    joinRuns: 15,
    games: [
      { game: 'contrebandes', tableMs: 2950.4, afterLobbyMs: 1210.6, bytes: 190_155, encodings: { gzip: 57 }, runs: 3 },
      { game: 'smugglers-2016', tableMs: 14_811, afterLobbyMs: 3000, bytes: 310 * 1024, encodings: { gzip: 60, identity: 3 }, runs: 3 },
      { game: 'insel-der-schmuggler', tableMs: null, afterLobbyMs: null, bytes: null, encodings: {}, runs: 0, reason: 'the table did not come up: Timeout' },
    ],
  };

  it('prints each figure against its target, with pass or fail', () => {
    const rows = phoneRows(bench);
    expect(rows[0]).toEqual({
      measure: 'phone (4× CPU, 1.6 Mbps, 150 ms): QR link → join page usable',
      value: '1834 ms (median of 15)',
      target: '< 2000 ms',
      ok: true,
    });
    expect(rows.slice(1, 4)).toEqual([
      { measure: 'phone: contrebandes: tap Join → seated, started → table playable', value: '2950 ms (median of 3)', target: '< 3000 ms', ok: true },
      { measure: 'phone: contrebandes: files fetched in the lobby, host starts → table playable', value: '1211 ms (median of 3)', target: '< 3000 ms', ok: true },
      { measure: "phone: contrebandes: bytes before the game's own chunk, as transferred", value: '185.7 KB (gzip: 57 files)', target: '< 300 KB', ok: true },
    ]);
    expect(rows[4]).toMatchObject({ value: '14811 ms (median of 3)', ok: false });
    // The target is "within 3 s": 3000 ms is not.
    expect(rows[5]).toMatchObject({ value: '3000 ms (median of 3)', ok: false });
    expect(rows[6]).toMatchObject({ value: '310.0 KB (gzip: 60 files, identity: 3 files)', ok: false });
  });

  it('says why a figure is missing, without a verdict', () => {
    const rows = phoneRows(bench);
    expect(rows.slice(7)).toEqual([
      expect.objectContaining({ value: 'not measured: the table did not come up: Timeout', ok: null }),
      expect.objectContaining({ value: 'not measured: the table did not come up: Timeout', ok: null }),
      expect.objectContaining({ value: 'not measured: the table did not come up: Timeout', ok: null }),
    ]);
    expect(phoneRows({ joinMs: null, joinRuns: 0, games: [], reason: 'no Chromium found' })).toEqual([
      expect.objectContaining({ value: 'not measured: no Chromium found', ok: null }),
    ]);
  });
});
