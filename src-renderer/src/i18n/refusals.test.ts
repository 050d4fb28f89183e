/**
 * The engines refuse moves with message keys ('contrebandes:refusal.notInHand',
 * 'shell:refusal.gameOver'): every key their sources use is in the English
 * catalogue, and every English refusal is in German and French with the same
 * placeholders and the plural forms each grammar needs (parity.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MOVE_ISSUES } from '../../../shared/engine/parse-move';
import { playableGameIds } from '../games/catalog';
import { type Namespace, loadCatalogue } from './catalogues';
import { flatten, placeholdersOf } from './placeholders';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The engines' sources: the engine and every game (tests and the engine's toy games, test fixtures whose keys are in no catalogue, left out: toy-*.ts). */
const SOURCES = ['shared/engine', 'shared/games'];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !/^toy-[\w-]+\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Every refusal key written in the engines' sources, with the files that use it. */
function usedKeys(): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const file of SOURCES.flatMap((folder) => sourceFiles(path.join(root, folder)))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/['"`]([a-z][\w-]*:refusal\.[A-Za-z][\w.]*)['"`]/g)) {
      const key = match[1] as string;
      keys.set(key, [...(keys.get(key) ?? []), path.relative(root, file)]);
    }
  }
  return keys;
}

/** The namespaces whose English catalogues hold refusals: the shell (the engine's) and each game's. */
const REFUSING: Namespace[] = ['shell', ...playableGameIds];
const english = new Map<string, Map<string, string>>();
for (const namespace of REFUSING) english.set(namespace, flatten(await loadCatalogue('en', namespace)));

/** An English catalogue's messages by key ('refusal.wrongPhase_loading', 'refusal.muleTooSmall_one'…). */
function messages(namespace: string): Map<string, string> {
  return english.get(namespace) ?? new Map();
}

/** Whether a catalogue words `key`: as it is, or in plural forms or contexts (key_one, key_loading). */
function words(catalogue: Map<string, string>, key: string): boolean {
  return [...catalogue.keys()].some((known) => known === key || known.startsWith(`${key}_`));
}

describe('the refusals of the engines', () => {
  it('are written in the sources as full keys, and found there', () => {
    const keys = usedKeys();
    // The engine's own, and each game's.
    expect(keys.has('shell:refusal.gameOver')).toBe(true);
    expect([...keys.keys()].some((key) => key.startsWith('contrebandes:'))).toBe(true);
    expect([...keys.keys()].some((key) => key.startsWith('smugglers-2016:'))).toBe(true);
  });

  it('are every one in the English catalogue', () => {
    const missing: string[] = [];
    for (const [fullKey, files] of usedKeys()) {
      const [namespace = '', key = ''] = fullKey.split(':');
      if (!words(messages(namespace), key)) missing.push(`${fullKey} (${[...new Set(files)].join(', ')})`);
    }
    expect(missing).toEqual([]);
  });

  it('nest only keys the English catalogue has', () => {
    const missing: string[] = [];
    for (const namespace of REFUSING) {
      for (const [key, text] of messages(namespace)) {
        for (const nested of placeholdersOf(text).filter((p) => p.startsWith('$t('))) {
          const [nestedNamespace = '', nestedKey = ''] = nested.slice('$t('.length, -')'.length).split(':');
          // A key chosen by a parameter ('moveIssue.{{issue}}'): its table must exist.
          const table = nestedKey.replace(/\.\{\{\w+\}\}$/, '');
          const catalogue = messages(nestedNamespace);
          if (![...catalogue.keys()].some((known) => known === table || known.startsWith(`${table}.`))) missing.push(`${namespace}:${key} nests ${nested}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('word every phase a move may belong to (a context: wrongPhase_loading)', () => {
    const missing: string[] = [];
    let phases = 0;
    for (const game of ['contrebandes', 'smugglers-2016']) {
      const text = fs.readFileSync(path.join(root, 'shared/games', game, 'rules.ts'), 'utf8');
      const english = messages(game);
      for (const [, phase] of text.matchAll(/wrongPhase\('(\w+)'\)/g)) {
        phases++;
        if (!english.has(`refusal.wrongPhase_${phase}`)) missing.push(`${game}:refusal.wrongPhase_${phase}`);
      }
    }
    expect(phases).toBeGreaterThanOrEqual(8);
    expect(missing).toEqual([]);
  });

  it('word everything that can be wrong with the shape of a move', () => {
    const issues = messages('shell');
    expect([...MOVE_ISSUES].filter((issue) => !issues.has(`refusal.moveIssue.${issue}`))).toEqual([]);
  });
});
