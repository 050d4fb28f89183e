// Lint, with the rule that keeps the three layers apart (modelled on VS Code's
// common / browser / node / electron-main layering):
//   shared/        pure TypeScript: imports only shared/ and pure libraries (zod, Rapier's deterministic WASM physics)
//   src-main/      the host, plain Node: shared/, src-main/, Node built-ins and Node libraries
//   src-main/electron/  the only place that may import electron
//   src-renderer/  the browser UI: shared/, src-renderer/ and browser libraries
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import path from 'node:path';
import { builtinModules } from 'node:module';

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

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { layers: { rules: { 'allowed-imports': layeringRule } } },
    rules: {
      'layers/allowed-imports': 'error',
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
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
