// Lint, with the rule that keeps the three layers apart (modelled on VS Code's
// common / browser / node / electron-main layering):
//   shared/        pure TypeScript: imports only shared/ and pure libraries (zod, Rapier's deterministic WASM physics)
//   src-main/      the host, plain Node: shared/, src-main/, Node built-ins and Node libraries
//   src-main/electron/  the only place that may import electron
//   src-renderer/  the browser UI: shared/, src-renderer/ and browser libraries
// and the rule that keeps the games apart from each other and from the kit
// (tests included):
//   shared/games/<a>/, src-renderer/src/games/<a>/  may not import another game's folder <b>
//   shared/engine/, shared/sim/, shared/protocol/, src-renderer/src/kit3d/, src-renderer/src/kit2d/  the kit: may not import any game
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import path from 'node:path';
import { builtinModules } from 'node:module';
import i18next from 'eslint-plugin-i18next';

const root = import.meta.dirname;
const nodeBuiltins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/** Packages each layer may import, beyond its own files and shared/. */
const layers = [
  { name: 'shared', dir: 'shared', packages: ['zod', '@dimforge/rapier3d-compat'], node: false, electron: false, may: ['shared'] },
  { name: 'electron-main', dir: 'src-main/electron', packages: ['*'], node: true, electron: true, may: ['shared', 'src-main', 'src-main/electron'] },
  { name: 'host', dir: 'src-main', packages: ['*'], node: true, electron: false, may: ['shared', 'src-main'] },
  { name: 'renderer', dir: 'src-renderer', packages: ['*'], node: false, electron: false, may: ['shared', 'src-renderer'] },
];
const browserOnly = ['react', 'react-dom', 'zustand', 'three', '@react-three/'];

function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (/\.test\.tsx?$/.test(rel)) return null; // tests may reach across layers to set things up
  return layers.find((layer) => rel === layer.dir || rel.startsWith(`${layer.dir}/`)) ?? null;
}

function topDir(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('src-main/electron/')) return 'src-main/electron';
  if (rel.startsWith('src-main/')) return 'src-main';
  return rel.split('/')[0];
}

/** Where games live: each folder below one of these is one game's. Files right in them are the registries. */
const gameRoots = ['shared/games', 'src-renderer/src/games'];
/** The kit every game builds on: it knows no game. */
const gameFree = ['shared/engine', 'shared/sim', 'shared/protocol', 'src-renderer/src/kit3d', 'src-renderer/src/kit2d'];

const relativeToRoot = (file) => path.relative(root, file).split(path.sep).join('/');
const under = (rel, dir) => rel === dir || rel.startsWith(`${dir}/`);

/** The game whose folder holds `rel` ('contrebandes' for shared/games/contrebandes/rules.ts), or null. */
function gameOf(rel) {
  for (const dir of gameRoots) {
    if (!rel.startsWith(`${dir}/`)) continue;
    const parts = rel.slice(dir.length + 1).split('/');
    return parts.length > 1 ? parts[0] : null;
  }
  return null;
}

const gameBoundaryRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps each game out of the other games, and every game out of the kit (shared/engine, shared/sim, shared/protocol, the 3D kit).' },
    schema: [],
  },
  create(context) {
    const from = relativeToRoot(context.filename);
    const fromGame = gameOf(from);
    const fromKit = gameFree.find((dir) => under(from, dir));
    if (!fromGame && !fromKit) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relativeToRoot(path.resolve(path.dirname(context.filename), source));
      const toGame = gameOf(target);
      if (fromKit && (toGame || gameRoots.some((dir) => under(target, dir)))) {
        context.report({ node, message: `${fromKit}/ is the kit every game builds on: it may not import a game ('${source}').` });
      } else if (fromGame && toGame && toGame !== fromGame) {
        context.report({
          node,
          message: `The game '${fromGame}' may not import the game '${toGame}' ('${source}'): share through the kit (shared/engine, shared/sim, the renderer's games/types.ts, kit3d and kit2d) instead.`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** The renderer's English catalogues (src-renderer/src/i18n/locales/en/*.json, src-renderer/src/games/<id>/locales/en.json). */
const isEnglishCatalogue = (rel) => /^src-renderer\/src\/(i18n\/locales\/en\/[\w-]+|games\/[\w-]+\/locales\/en)\.json$/.test(rel);

const layeringRule = {
  meta: { type: 'problem', docs: { description: 'Keeps shared/, src-main/ and src-renderer/ apart.' }, schema: [] },
  create(context) {
    const layer = layerOf(context.filename);
    if (!layer) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const complain = (why) => context.report({ node, message: `${layer.name} layer: ${why} ('${source}').` });
      if (source.startsWith('.')) {
        const target = path.resolve(path.dirname(context.filename), source);
        const dir = topDir(target);
        // The host words refusals in English (its logs, errors and command line) from the app's English
        // catalogues: plain data, the same words the renderer shows.
        if (layer.name === 'host' && isEnglishCatalogue(relativeToRoot(target))) return;
        if (!layer.may.includes(dir)) complain(`may not import from ${dir}/`);
        return;
      }
      const pkg = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
      if (nodeBuiltins.has(source) || nodeBuiltins.has(pkg)) {
        if (!layer.node) complain('Node built-ins are not available here');
        return;
      }
      if (pkg === 'electron') {
        if (!layer.electron) complain('only src-main/electron/ may import electron');
        return;
      }
      if (layer.packages[0] !== '*' && !layer.packages.includes(pkg)) {
        complain(`only ${layer.packages.join(', ')} may be imported here`);
        return;
      }
      if (layer.node && browserOnly.some((prefix) => source === prefix || source.startsWith(prefix))) {
        complain('browser libraries belong to the renderer');
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** Strings of digits, punctuation and typographic signs only: nothing to translate. */
const pureSymbols = '[0-9!-/:-@[-`{-~\\s·–—×…’%°✕✓▲▼←→↑↓]+';
/** Literal text in the renderer is an error: every word comes from a catalogue. */
const literalTextLevel = 'error';

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { layers: { rules: { 'allowed-imports': layeringRule, 'game-boundaries': gameBoundaryRule } } },
    rules: {
      'layers/allowed-imports': 'error',
      // Unlike the layering, this one holds for tests too: a game's tests use its own testkit, never another game's.
      'layers/game-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Draw from the seeded Rng kept in the state.' },
        { object: 'Date', property: 'now', message: 'Engines have no clock.' },
        { object: 'performance', property: 'now', message: 'Engines have no clock.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'Engines have no clock.' }],
    },
  },
  // The host's start: an ES import of node:http (or https) loads Node's whole fetch library at once
  // (~40 ms before the address goes out, issue #27); the host takes http from ./node-http.ts instead.
  {
    files: ['src-main/**/*.ts'],
    ignores: ['**/*.test.ts', 'src-main/cli/bench*.ts', 'src-main/server/node-http.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['node:http', 'node:https', 'http', 'https'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Take http from src-main/server/node-http.ts: an ES import of it loads undici at every start.',
          })),
        },
      ],
    },
  },
  // Every word a player reads comes from the catalogues (src-renderer/src/i18n/): no literal text in the
  // renderer's JSX, neither between tags nor in the attributes a person reads or hears, and no sentence in
  // its other modules (a string with a space in it; ids, keys and class names have none). Text only a
  // developer reads (an internal error) says so with an eslint-disable comment and its reason.
  {
    files: ['src-renderer/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        literalTextLevel,
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': { include: ['aria-label', 'aria-valuetext', 'aria-roledescription', 'aria-description', 'title', 'placeholder', 'alt', 'label'] },
          words: { exclude: [pureSymbols] },
        },
      ],
    },
  },
  {
    files: ['src-renderer/**/*.ts'],
    // The toy sixth game's engine folder (a test fixture) is laid out as shared/games/<id>/ is, where titles are names.
    ignores: ['**/*.test.ts', '**/*.d.ts', 'src-renderer/fixtures/*/shared/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [literalTextLevel, { mode: 'all', 'should-validate-template': true, words: { exclude: ['^\\S*$', pureSymbols] } }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
