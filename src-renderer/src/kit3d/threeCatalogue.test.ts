/**
 * react-three-fiber's Canvas knows only the classes of our catalogue (threeCatalogue.ts): every three
 * element a scene writes as JSX, and every one @react-three/rapier writes, must be in it, or that scene
 * fails at its first frame. Read from the sources themselves.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import * as catalogue from './threeCatalogue';

const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });

/** SVG's and HTML's own elements that share a name with a class of three (`<path>`, `<line>`, `<audio>`). */
const DOM_NAMES = new Set(['path', 'line', 'audio']);

/** The class a lowercase JSX element names in react-three-fiber (`boxGeometry` → `BoxGeometry`), when three has one. */
function threeClassOf(tag: string): string | null {
  const name = `${tag[0]?.toUpperCase() ?? ''}${tag.slice(1)}`;
  return Object.hasOwn(THREE, name) ? name : null;
}

function threeElementsIn(source: string, pattern: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(pattern)) {
    const tag = match[1] ?? '';
    const name = DOM_NAMES.has(tag) ? null : threeClassOf(tag);
    if (name !== null) found.set(tag, name);
  }
  return found;
}

describe('the three catalogue', () => {
  it('reads the scenes (the glob found them)', () => {
    const files = Object.keys(sources);
    expect(files.some((file) => file.endsWith('/Room.tsx'))).toBe(true);
    expect(files.some((file) => file.endsWith('insel-der-schmuggler/scene/Boats.tsx'))).toBe(true);
  });

  it('holds every three element a scene writes', () => {
    const missing: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      for (const [tag, name] of threeElementsIn(source, /<([a-z][A-Za-z0-9]*)[\s>/]/g)) {
        if (!Object.hasOwn(catalogue, name)) missing.push(`<${tag}> in ${file}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("holds every three element @react-three/rapier creates", () => {
    const require = createRequire(import.meta.url);
    // The build takes its ES module (package.json's "module"), which sits beside the CommonJS one `require` finds.
    const rapier = readFileSync(require.resolve('@react-three/rapier').replace(/\.cjs\.js$/, '.esm.js'), 'utf8');
    const written = threeElementsIn(rapier, /(?:createElement|jsxs?)\("([a-z][A-Za-z0-9]*)"/g);
    expect(written.size).toBeGreaterThan(0);
    expect([...written.values()].filter((name) => !Object.hasOwn(catalogue, name))).toEqual([]);
  });

  it('lists only classes of three', () => {
    for (const [name, value] of Object.entries(catalogue)) expect(value, name).toBe((THREE as Record<string, unknown>)[name]);
  });
});
