import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_CHARS } from '../../../shared/protocol/messages';
import { fileSizeProblem, importSizeProblem } from './importSize';

describe('the size check of an imported file', () => {
  it('lets a save of ordinary size through', () => {
    expect(fileSizeProblem('game.json', 40_000)).toBeNull();
    expect(importSizeProblem('game.json', JSON.stringify({ format: 'smugglers-table-save', log: [] }))).toBeNull();
  });

  it('refuses a file too large for one message, saying how large it is and what the limit is', () => {
    expect(fileSizeProblem('huge.json', 7_250_000)).toBe('"huge.json" is too large to be a save (7.3 MB; at most 2 MB).');
    expect(importSizeProblem('big.json', 'x'.repeat(MAX_MESSAGE_CHARS + 1))).toMatch(/^"big\.json" is too large to be a save \(2\.1 MB; at most 2 MB\)\.$/);
  });

  it('counts the text as it travels: quotes escaped, inside the request', () => {
    // Fits as a file, but not once its 700,000 quotes are escaped for sending.
    const quoted = '"'.repeat(700_000) + 'x'.repeat(700_000);
    expect(quoted.length).toBeLessThan(MAX_MESSAGE_CHARS);
    expect(fileSizeProblem('quoted.json', quoted.length)).toBeNull();
    expect(importSizeProblem('quoted.json', quoted)).toMatch(/too large to be a save \(2\.2 MB; at most 2 MB\)/);
    // What fits exactly is let through: the request around the text takes this much.
    const overhead = JSON.stringify({ id: Number.MAX_SAFE_INTEGER, type: 'importSave', fileName: 'a.json', content: '' }).length;
    expect(importSizeProblem('a.json', 'x'.repeat(MAX_MESSAGE_CHARS - overhead))).toBeNull();
    expect(importSizeProblem('a.json', 'x'.repeat(MAX_MESSAGE_CHARS - overhead + 1))).not.toBeNull();
  });
});
