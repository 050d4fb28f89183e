/**
 * No import loops in the host (src-main/) or the engines (shared/): every
 * module can be understood, loaded and tested after the ones it imports.
 * The graph counts every relative import and export-from of a .ts/.mts file,
 * `import type` included (a loop of types is still a loop of concepts), and
 * dynamic import() with a literal path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['src-main', 'shared'];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') sourceFiles(full, out);
    } else if (/\.m?ts$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
  return out;
}

/** The module a relative specifier names, among `files` (`./x.js` is `./x.ts`; a folder is its index.ts). */
function resolveSpecifier(from: string, specifier: string, files: Set<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.mjs$/, '.mts'), `${base}.ts`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** Every module of src-main/ and shared/ and the modules of those folders it imports. */
function importGraph(): Map<string, string[]> {
  const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((imported) => resolveSpecifier(file, imported.fileName, known)).filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One cycle through each strongly connected part of the graph that has one (Tarjan), as paths relative to the root. */
function findCycles(graph: Map<string, string[]>): string[][] {
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

  const cycles: string[][] = [];
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
    cycles.push(cycle.map((file) => path.relative(root, file)));
  }
  return cycles;
}

describe('the import graph of src-main/ and shared/', () => {
  it('has no cycle', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(50);
    const cycles = findCycles(graph);
    expect(cycles.map((cycle) => cycle.join(' → ')), 'import cycles').toEqual([]);
  });

  it('finds a cycle when there is one, `import type` and export-from included', () => {
    const a = path.join(root, 'a.ts');
    const b = path.join(root, 'b.ts');
    const c = path.join(root, 'c.ts');
    const graph = new Map([
      [a, [b]],
      [b, [c]],
      [c, [a]],
    ]);
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    const parsed = ts.preProcessFile("import type { X } from './x.js';\nexport { y } from './y.js';\nexport * from './z.js';\nconst w = await import('./w.js');", true, true);
    expect(parsed.importedFiles.map((entry) => entry.fileName)).toEqual(['./x.js', './y.js', './z.js', './w.js']);
  });
});
