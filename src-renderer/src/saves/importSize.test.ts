import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { MAX_MESSAGE_CHARS } from '../../../shared/protocol/messages';
import { wordsIn } from '../i18n/testing';
import { fileSizeProblem, importSizeProblem, readForHost } from './importSize';

let t: TFunction<'shell'>;
beforeAll(async () => {
  t = await wordsIn('en', 'shell');
});

describe('the size check of an imported file', () => {
  it('lets a save of ordinary size through', () => {
    expect(fileSizeProblem(t, 'game.json', 40_000)).toBeNull();
    expect(importSizeProblem(t, 'game.json', JSON.stringify({ format: 'smugglers-table-save', log: [] }))).toBeNull();
  });

  it('refuses a file too large for one message, saying how large it is and what the limit is', () => {
    expect(fileSizeProblem(t, 'huge.json', 7_250_000)).toBe('"huge.json" is too large to be a save (7.3 MB; at most 2 MB).');
    expect(importSizeProblem(t, 'big.json', 'x'.repeat(MAX_MESSAGE_CHARS + 1))).toMatch(/^"big\.json" is too large to be a save \(2\.1 MB; at most 2 MB\)\.$/);
  });

  it('counts the text as it travels: quotes escaped, inside the request', () => {
    // Fits as a file, but not once its 700,000 quotes are escaped for sending.
    const quoted = '"'.repeat(700_000) + 'x'.repeat(700_000);
    expect(quoted.length).toBeLessThan(MAX_MESSAGE_CHARS);
    expect(fileSizeProblem(t, 'quoted.json', quoted.length)).toBeNull();
    expect(importSizeProblem(t, 'quoted.json', quoted)).toMatch(/too large to be a save \(2\.2 MB; at most 2 MB\)/);
    // What fits exactly is let through: the request around the text takes this much.
    const overhead = JSON.stringify({ id: Number.MAX_SAFE_INTEGER, type: 'importSave', fileName: 'a.json', content: '' }).length;
    expect(importSizeProblem(t, 'a.json', 'x'.repeat(MAX_MESSAGE_CHARS - overhead))).toBeNull();
    expect(importSizeProblem(t, 'a.json', 'x'.repeat(MAX_MESSAGE_CHARS - overhead + 1))).not.toBeNull();
  });

  it('reads a picked file for the host, and never one too large to send', async () => {
    let reads = 0;
    const file = (name: string, text: string, size = text.length) => ({ name, size, text: () => ((reads += 1), Promise.resolve(text)) });
    expect(await readForHost(t, file('game.json', '{"log":[]}'))).toEqual({ ok: true, content: '{"log":[]}' });
    expect(reads).toBe(1);
    // Too large by its size: refused unread.
    expect(await readForHost(t, file('huge.json', '', 7_250_000))).toEqual({ ok: false, problem: '"huge.json" is too large to be a save (7.3 MB; at most 2 MB).' });
    expect(reads).toBe(1);
    expect(await readForHost(t, file('big.json', 'x'.repeat(MAX_MESSAGE_CHARS + 1)))).toMatchObject({ ok: false, problem: expect.stringMatching(/too large to be a save/) });
  });

  it('speaks German and French, with their decimal commas', async () => {
    expect(fileSizeProblem(await wordsIn('de', 'shell'), 'huge.json', 7_250_000)).toBe('„huge.json“ ist zu groß für einen Spielstand (7,3 MB; höchstens 2 MB).');
    expect(fileSizeProblem(await wordsIn('fr', 'shell'), 'huge.json', 7_250_000)).toBe(
      '«\u00a0huge.json\u00a0» est trop volumineux pour une sauvegarde (7,3 Mo\u00a0; 2 Mo au maximum).',
    );
  });
});
