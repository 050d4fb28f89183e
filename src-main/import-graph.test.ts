/**
 * The house's imports, shared/, src-main/, src-renderer/ and e2e/ together
 * (docs/layers.md):
 * - no import circle: every module can be understood, loaded and tested after
 *   the ones it imports;
 * - no upward import: within shared/, src-main/ and the renderer, each folder
 *   imports only the folders below it in LAYERS.
 * The graph counts every relative import and export-from of a .ts, .tsx, .mts
 * or .mjs file, `import type` included (a loop of types is still a loop of
 * concepts), dynamic import() with a literal path, and Vite's
 * `import.meta.glob` with literal patterns (each file a pattern matches).
 * A failure prints each circle as a chain, and each upward import.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['shared', 'src-main', 'src-renderer', 'e2e'];

/**
 * The folders of each layer, bottom first: a folder may import the folders
 * before it in `order`, never one after it. Files right in the layer's folder
 * (the renderer's App.tsx and main.tsx) sit above every folder. Tests may
 * reach across, as the lint's layering allows them (they set things up); they
 * still count for circles. `unranked` folders are left out of the order, each
 * for the reason beside it; every other folder must be placed, so a new one
 * is placed when it comes.
 */
const LAYERS: readonly { dir: string; order: readonly string[]; unranked?: readonly string[] }[] = [
  // The engine contract and its kit; the deterministic physics; the messages between host and pages; the games.
  { dir: 'shared', order: ['engine', 'sim', 'protocol', 'games'] },
  {
    dir: 'src-main',
    order: [
      'files', // atomic writes, bounded reads, leftover temporary files
      'words', // the host's sentences in English
      'settings', // the data folder, its lock, the settings
      'workers', // worker threads
      'bots', // the bots' worker pool and decision seeds
      'physics', // the physics worker pool, the sandbox's profiles
      'saves', // save files, their store, the autosaver
      'highscores', // solo high scores, from the saves
      'host', // matches, tables, lobbies, connections
      'server', // HTTP and WebSocket in front of the host
      'cli', // the command line
      'electron', // the app's main process
    ],
  },
  {
    dir: 'src-renderer/src',
    order: ['host', 'hotseat', 'saves', 'kit3d', 'kit2d', 'games', 'highscores', 'sandbox', 'screens'],
    // Not yet in order: the words (i18n) gather every game's catalogues, which the games word with; the shared
    // components show a game's rules (loadGameUi) while the games use them; the stores, the LAN session and the
    // setup forms read each other and the games' types.
    unranked: ['components', 'i18n', 'lan', 'setup', 'stores'],
  },
];

function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') sourceFiles(full, out);
    } else if (/\.(tsx?|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
  return out;
}

/** The module a relative specifier names, among `files` (`./x.js` is `./x.ts` or `./x.tsx`; `./x` too; a folder is its index). */
function resolveSpecifier(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** A glob (`*`, `**`, `?`, `{a,b}`) as a regular expression over whole paths with `/`. */
function globToRegExp(glob: string): RegExp {
  let source = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (char === '*' && glob[i + 1] === '*') {
      // `**/` is any number of folders, none included; a final `**` is anything.
      const slash = glob[i + 2] === '/';
      source += slash ? '(?:[^/]*/)*' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') {
      source += '(?:';
      braces++;
    } else if (char === '}' && braces > 0) {
      source += ')';
      braces--;
    } else if (char === ',' && braces > 0) source += '|';
    else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const posix = (file: string): string => file.split(path.sep).join('/');

/** The literal patterns of each `import.meta.glob(...)` in a source (a string or an array of strings); null for one that is not literal. */
function globPatterns(file: string, text: string): (string[] | null)[] {
  const found: (string[] | null)[] = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'import.meta.glob') {
      const [first] = node.arguments;
      if (first !== undefined && ts.isStringLiteralLike(first)) found.push([first.text]);
      else if (first !== undefined && ts.isArrayLiteralExpression(first) && first.elements.every(ts.isStringLiteralLike)) {
        found.push(first.elements.map((element) => (element as ts.StringLiteralLike).text));
      } else found.push(null);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The files among `files` that a glob's relative patterns match (`!` patterns take away); null where a pattern is not relative. */
function resolveGlob(from: string, patterns: readonly string[], files: readonly string[]): string[] | null {
  const take: RegExp[] = [];
  const leave: RegExp[] = [];
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!');
    const relative = negated ? pattern.slice(1) : pattern;
    if (!relative.startsWith('./') && !relative.startsWith('../')) return null;
    (negated ? leave : take).push(globToRegExp(path.posix.join(posix(path.dirname(from)), relative)));
  }
  return files.filter((file) => take.some((re) => re.test(posix(file))) && !leave.some((re) => re.test(posix(file))));
}

interface Graph {
  /** Each module and the modules it imports. */
  imports: Map<string, string[]>;
  /** `import.meta.glob` calls this test cannot follow (not literal, or not relative): each would hide imports. */
  unfollowed: string[];
}

/** Every module of FOLDERS and the modules of those folders it imports. */
function importGraph(): Graph {
  const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)));
  const known = new Set(files);
  const imports = new Map<string, string[]>();
  const unfollowed: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles.map((imported) => resolveSpecifier(file, imported.fileName, known)).filter((target): target is string => target !== null);
    // Parsing a whole file is slow beside preProcessFile: only for the few that call import.meta.glob.
    if (text.includes('import.meta.glob')) {
      for (const patterns of globPatterns(file, text)) {
        const matched = patterns === null ? null : resolveGlob(file, patterns, files);
        if (matched === null) unfollowed.push(`${posix(path.relative(root, file))}: import.meta.glob(${patterns === null ? '…' : JSON.stringify(patterns)})`);
        else targets.push(...matched);
      }
    }
    imports.set(file, [...new Set(targets)]);
  }
  return { imports, unfollowed };
}

/** A circle to print, and how many modules its knot (the strongly connected part it lies in) holds. */
interface Cycle {
  chain: string[];
  knot: number;
}

/** One circle through each strongly connected part of the graph that has one (Tarjan), as paths relative to the root. */
function findCycles(graph: Map<string, string[]>): Cycle[] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const parts: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    parts.push(part);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);

  const cycles: Cycle[] = [];
  for (const part of parts) {
    const members = new Set(part);
    const start = part.slice().sort()[0] as string;
    if (part.length === 1 && !(graph.get(start) ?? []).includes(start)) continue;
    // A shortest way back to the start inside the part (breadth first): the loop to print.
    const cameFrom = new Map<string, string>();
    const queue = [start];
    let last: string | null = null;
    while (queue.length > 0 && last === null) {
      const node = queue.shift() as string;
      for (const next of graph.get(node) ?? []) {
        if (!members.has(next)) continue;
        if (next === start) {
          last = node;
          break;
        }
        if (!cameFrom.has(next)) {
          cameFrom.set(next, node);
          queue.push(next);
        }
      }
    }
    const cycle = [start];
    for (let node = last; node !== null && node !== start; node = cameFrom.get(node) ?? null) cycle.splice(1, 0, node);
    cycle.push(start);
    cycles.push({ chain: cycle.map((file) => posix(path.relative(root, file))), knot: part.length });
  }
  return cycles;
}

/** A circle as it prints: the chain, then how many more modules its knot ties in (fix this circle and the next one among them shows). */
function describeCycle({ chain, knot }: Cycle): string {
  const more = knot - (chain.length - 1);
  return `${chain.join('\n  → ')}${more > 0 ? `\n  (and ${more} more modules in the same knot)` : ''}`;
}

/** The folder of a layer that holds `rel` (a path with `/` from the root): its first folder below the layer's, '.' for a file right in it. */
function folderIn(layerDir: string, rel: string): string | null {
  if (!rel.startsWith(`${layerDir}/`)) return null;
  const parts = rel.slice(layerDir.length + 1).split('/');
  return parts.length > 1 ? (parts[0] as string) : '.';
}

const isTest = (rel: string): boolean => /\.test\.(tsx?|mts)$/.test(rel);

/** Each import that goes up (or into a folder not placed) within a layer, as `from → to (why)`. */
function upwardImports(graph: Map<string, string[]>, layers: typeof LAYERS): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    const from = posix(path.relative(root, file));
    if (isTest(from)) continue;
    for (const layer of layers) {
      const fromFolder = folderIn(layer.dir, from);
      if (fromFolder === null) continue;
      const rank = (folder: string): number => (folder === '.' ? layer.order.length : layer.order.indexOf(folder));
      for (const target of targets) {
        const to = posix(path.relative(root, target));
        const toFolder = folderIn(layer.dir, to);
        if (toFolder === null || toFolder === fromFolder) continue;
        const unranked = (folder: string): boolean => layer.unranked?.includes(folder) ?? false;
        if (unranked(fromFolder) || unranked(toFolder)) continue;
        if (rank(fromFolder) === -1) found.push(`${from} → ${to} (${layer.dir}/${fromFolder}/ has no place in the layers)`);
        else if (rank(toFolder) === -1) found.push(`${from} → ${to} (${layer.dir}/${toFolder}/ has no place in the layers)`);
        else if (rank(toFolder) > rank(fromFolder)) found.push(`${from} → ${to} (${toFolder}/ sits above ${fromFolder}/)`);
      }
    }
  }
  return found.sort();
}

describe('the import graph of the house', () => {
  const graph = importGraph();

  it('reads every layer, and follows every import.meta.glob', () => {
    for (const folder of FOLDERS) expect([...graph.imports.keys()].some((file) => file.startsWith(path.join(root, folder) + path.sep)), folder).toBe(true);
    expect(graph.imports.size).toBeGreaterThan(500);
    expect(graph.unfollowed, 'import.meta.glob with a pattern that is not a literal relative path: the graph would miss what it imports').toEqual([]);
  });

  it('has no circle', () => {
    const printed = findCycles(graph.imports).map(describeCycle);
    expect(printed.length === 0 ? '' : `\n${printed.map((cycle, i) => `circle ${i + 1}:\n  ${cycle}`).join('\n')}\n`, 'import circles').toBe('');
  });

  it('imports no folder above its own in shared/, src-main/ and the renderer', () => {
    const upward = upwardImports(graph.imports, LAYERS);
    expect(upward.length === 0 ? '' : `\n${upward.join('\n')}\n`, 'upward imports (the layers, bottom first, are in LAYERS)').toBe('');
  });

  it('places every folder of each layer', () => {
    for (const layer of LAYERS) {
      const folders = new Set([...graph.imports.keys()].map((file) => folderIn(layer.dir, posix(path.relative(root, file)))));
      const placed = new Set([...layer.order, ...(layer.unranked ?? []), '.', null]);
      expect([...folders].filter((folder) => !placed.has(folder)), `folders of ${layer.dir}/ missing from LAYERS`).toEqual([]);
    }
  });
});

describe('the import graph test itself', () => {
  const file = (name: string): string => path.join(root, name);

  it('finds a circle and prints it as a chain, `import type` and export-from included', () => {
    const graph = new Map([
      [file('a.ts'), [file('b.ts')]],
      [file('b.ts'), [file('c.ts')]],
      [file('c.ts'), [file('a.ts'), file('d.ts')]],
      [file('d.ts'), [file('b.ts')]],
    ]);
    const cycles = findCycles(graph);
    expect(cycles).toEqual([{ chain: ['a.ts', 'b.ts', 'c.ts', 'a.ts'], knot: 4 }]);
    expect(describeCycle(cycles[0] as Cycle)).toBe('a.ts\n  → b.ts\n  → c.ts\n  → a.ts\n  (and 1 more modules in the same knot)');
    const parsed = ts.preProcessFile("import type { X } from './x.js';\nexport { y } from './y.js';\nexport * from './z.js';\nconst w = await import('./w.js');", true, true);
    expect(parsed.importedFiles.map((entry) => entry.fileName)).toEqual(['./x.js', './y.js', './z.js', './w.js']);
  });

  it('resolves specifiers as TypeScript and Vite do', () => {
    const known = new Set([file('src/a.ts'), file('src/B.tsx'), file('src/c/index.ts'), file('src/d.mts')]);
    const from = file('src/x.ts');
    expect(['./a.js', './a', './B.js', './B', './c', './d.mjs', './B?raw', 'react', './none'].map((s) => resolveSpecifier(from, s, known))).toEqual([
      file('src/a.ts'),
      file('src/a.ts'),
      file('src/B.tsx'),
      file('src/B.tsx'),
      file('src/c/index.ts'),
      file('src/d.mts'),
      file('src/B.tsx'),
      null,
      null,
    ]);
  });

  it('follows import.meta.glob to the files it matches', () => {
    const text = [
      "const eager = import.meta.glob<Record<string, () => void>>('./games/*/manifest.ts', { eager: true });",
      "const lazy = import.meta.glob(['./games/**/*.tsx', '!./games/**/*.test.tsx']);",
      'const made = import.meta.glob(`./${name}.ts`);',
    ].join('\n');
    const patterns = globPatterns('x.ts', text);
    expect(patterns).toEqual([['./games/*/manifest.ts'], ['./games/**/*.tsx', '!./games/**/*.test.tsx'], null]);
    const files = ['src/games/a/manifest.ts', 'src/games/a/b/manifest.ts', 'src/games/a/Table.tsx', 'src/games/a/b/Board.tsx', 'src/games/a/Table.test.tsx', 'src/other.tsx'].map(file);
    expect(resolveGlob(file('src/x.ts'), patterns[0] as string[], files)).toEqual([file('src/games/a/manifest.ts')]);
    expect(resolveGlob(file('src/x.ts'), patterns[1] as string[], files)).toEqual([file('src/games/a/Table.tsx'), file('src/games/a/b/Board.tsx')]);
    expect(resolveGlob(file('src/x.ts'), ['/src/games/*.ts'], files)).toBeNull();
    expect(globToRegExp('./{a,b}/?.ts').test('./b/c.ts')).toBe(true);
    expect(globToRegExp('./a,b.ts').test('./a,b.ts')).toBe(true);
  });

  it('finds an upward import, a folder not placed, and lets tests and unranked folders reach across', () => {
    const layers = [{ dir: 'm', order: ['low', 'high'], unranked: ['free'] }];
    const graph = new Map([
      [file('m/low/a.ts'), [file('m/high/b.ts'), file('m/free/c.ts'), file('m/low/d.ts')]],
      [file('m/high/b.ts'), [file('m/low/a.ts'), file('m/new/e.ts')]],
      [file('m/low/a.test.ts'), [file('m/high/b.ts')]],
      [file('m/main.ts'), [file('m/high/b.ts')]],
      [file('m/free/c.ts'), [file('m/high/b.ts')]],
    ]);
    expect(upwardImports(graph, layers)).toEqual(['m/high/b.ts → m/new/e.ts (m/new/ has no place in the layers)', 'm/low/a.ts → m/high/b.ts (high/ sits above low/)']);
  });
});
