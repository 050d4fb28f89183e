import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { GUEST_CLOSE, GUEST_OPEN } from './src-main/server/guest-page';

const root = import.meta.dirname;

/**
 * The modules a page opened from a LAN table's QR code needs first, after the app's own chunk: the join
 * screen and its English words (English is every language's fallback). index.html names their chunks (and
 * what they import) for the browser to fetch beside the app's chunk, not after it has run: on a phone's slow
 * link that is the 150 ms round trip and the bytes the join page would otherwise wait for (issue #29). They
 * are written inside a comment that the host opens only on a LAN guest's page (server/static-files.ts,
 * `forGuests`): the host's own window, whose menu comes within a second of the start (issue #27), never
 * fetches them at its start.
 */
const FETCHED_AHEAD = [/[\\/]src[\\/]screens[\\/]lan[\\/]JoinScreen\.tsx$/, /[\\/]src[\\/]i18n[\\/]locales[\\/]en[\\/]lan\.json$/];

function fetchAhead(): Plugin {
  return {
    name: 'smugglers-fetch-ahead',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context): string {
        const bundle: OutputBundle | undefined = context.bundle as OutputBundle | undefined;
        const entry = context.chunk as OutputChunk | undefined;
        if (!bundle || !entry) return html;
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const named = new Set([entry.fileName, ...entry.imports]);
        const files: string[] = [];
        const styles = new Set<string>();
        const visit = (chunk: OutputChunk): void => {
          if (named.has(chunk.fileName)) return;
          named.add(chunk.fileName);
          files.push(chunk.fileName);
          for (const css of (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk.imports) {
            const next = bundle[imported];
            if (next?.type === 'chunk') visit(next);
          }
        };
        for (const wanted of FETCHED_AHEAD) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId !== null && wanted.test(candidate.facadeModuleId));
          if (!chunk) throw new Error(`fetch ahead: no chunk for ${String(wanted)}`);
          visit(chunk);
        }
        const links = [
          ...files.map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`),
          ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="./${file}">`),
        ];
        return html.replace('</head>', `${GUEST_OPEN}\n    ${links.join('\n    ')}\n    ${GUEST_CLOSE}\n  </head>`);
      },
    },
  };
}

/**
 * react-three-fiber's `<Canvas>` registers the whole of three as its catalogue of JSX elements; its one
 * import of three is handed our catalogue instead (src-renderer/src/kit3d/threeCatalogue.ts says why).
 * Only that file's import: the rest of react-three-fiber, @react-three/rapier and the scenes import three.
 */
const R3F_CANVAS = /[\\/]@react-three[\\/]fiber[\\/]dist[\\/]react-three-fiber\.esm\.js$/;

function threeCatalogue(): Plugin {
  const catalogue = resolve(root, 'src-renderer/src/kit3d/threeCatalogue.ts');
  return {
    name: 'smugglers-three-catalogue',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'three' && importer !== undefined && R3F_CANVAS.test(importer) ? catalogue : null;
    },
  };
}

/**
 * The modules every table's screen shares (the match screen and what it imports of the app's own code: the
 * log, the dialogs, the tooltips, the seats' words) come in one chunk, `match-screen`, instead of one chunk for each
 * set of screens that shares a few of them. A LAN guest's browser asks the host for at most six files at a
 * time over plain HTTP, and on a phone's link each costs a round trip: a table's ~45 files after the join
 * page kept Smugglers (2016)'s table 3.5 s from the tap on Join, 2.8 s with them in one (issue #29, bench
 * `phone`). Left out: what the app's first page loads (its own chunk), what the join screen loads (the
 * phone's first screen: it would fetch the whole chunk before it can be used), each game's own UI (its
 * chunk), and libraries (their chunks are shared with screens that are not tables).
 *
 * The tables' kit comes in it too: the pieces of kit2d, kit3d and the app's components that the games' own
 * chunks import (the action bar, the seat panels, a 3D scene's loading note), each a chunk of a few hundred
 * bytes that the game's chunk named, so a table's first files came in four round trips. Only kit modules that
 * bring no library of their own (three, Rapier): a 2D table must not fetch those. And each game's own modules
 * that its chunk imports come in that chunk, not in a few more that its scenes share (Insel's bay shares the
 * board, the layout, the moves' words): the scenes load after the game's chunk anyway. Not the game's
 * options (the host's setup form loads them without the table).
 */
const MATCH_SCREEN = /[\\/]src-renderer[\\/]src[\\/]screens[\\/]game[\\/]GameScreen\.tsx$/;
const JOIN_SCREEN = /[\\/]src-renderer[\\/]src[\\/]screens[\\/]lan[\\/]JoinScreen\.tsx$/;
const GAME_UI = /[\\/]src-renderer[\\/]src[\\/]games[\\/][^\\/]+[\\/]/;
/** A game's table, its chunk's module: games/<id>/index.tsx. */
const GAME_TABLE = /[\\/]src-renderer[\\/]src[\\/]games[\\/]([^\\/]+)[\\/]index\.tsx$/;
/** The app's own renderer code outside the games' folders: the kits, the components, the screens' helpers. */
const APP_CODE = /[\\/]src-renderer[\\/]src[\\/]/;
const LIBRARY = /[\\/]node_modules[\\/]/;
const matchModules = new Set<string>();
/** Module id → the game whose chunk it comes in. */
const gameModules = new Map<string, string>();

/** Whether `id` is game `game`'s own code: its UI folder or its engine folder. */
function ownedBy(id: string, game: string): boolean {
  const path = id.replaceAll('\\', '/');
  return path.includes(`/src-renderer/src/games/${game}/`) || path.includes(`/shared/games/${game}/`);
}

function tableChunks(): Plugin {
  return {
    name: 'smugglers-table-chunks',
    apply: 'build',
    // Once the module graph is known, before the chunks are made (the groups' tests below read the sets).
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const imports = (id: string): readonly string[] => this.getModuleInfo(id)?.importedIds ?? [];
      /** `start` and every module it imports statically, not going past `stop`. */
      const closure = (starts: readonly string[], stop: ReadonlySet<string>): Set<string> => {
        const found = new Set<string>();
        const todo = [...starts];
        for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
          if (found.has(id) || stop.has(id)) continue;
          found.add(id);
          todo.push(...imports(id));
        }
        return found;
      };
      const initial = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry === true), new Set());
      const join = closure(ids.filter((id) => JOIN_SCREEN.test(id)), initial);
      const loaded = new Set([...initial, ...join]);
      const screen = ids.filter((id) => MATCH_SCREEN.test(id));
      if (screen.length !== 1) throw new Error('table chunks: the match screen (screens/game/GameScreen.tsx) is not in the build');
      const tables = ids.filter((id) => GAME_TABLE.test(id));
      if (tables.length === 0) throw new Error("table chunks: no game's table (games/<id>/index.tsx) is in the build");
      const screenClosure = closure(screen, loaded);
      matchModules.clear();
      for (const id of screenClosure) if (!GAME_UI.test(id) && !LIBRARY.test(id)) matchModules.add(id);
      // The kit the tables import, less what would bring another chunk along: to a fixed point.
      const kit = new Set([...closure(tables, loaded)].filter((id) => APP_CODE.test(id) && !GAME_UI.test(id) && !matchModules.has(id)));
      const comesAlong = (id: string): boolean => loaded.has(id) || screenClosure.has(id) || kit.has(id);
      for (let changed = true; changed; ) {
        changed = false;
        for (const id of kit) {
          if (imports(id).every(comesAlong)) continue;
          kit.delete(id);
          changed = true;
        }
      }
      for (const id of kit) matchModules.add(id);
      gameModules.clear();
      for (const table of tables) {
        const game = (GAME_TABLE.exec(table) as RegExpExecArray)[1] as string;
        const options = closure(ids.filter((id) => ownedBy(id, game) && /[\\/]options\.tsx?$/.test(id)), new Set());
        const own = new Set([...closure([table], loaded)].filter((id) => ownedBy(id, game) && !options.has(id)));
        // And the engine's modules that only the game's own import (else they stay behind in a chunk of their own).
        const engine = [...closure([...own], loaded)].filter((id) => !own.has(id) && !LIBRARY.test(id) && !matchModules.has(id));
        for (let changed = true; changed; ) {
          changed = false;
          for (const id of engine) {
            const info = this.getModuleInfo(id);
            if (own.has(id) || info === null || ![...info.importers, ...info.dynamicImporters].every((importer) => own.has(importer))) continue;
            own.add(id);
            changed = true;
          }
        }
        for (const id of own) gameModules.set(id, game);
      }
    },
  };
}

// One build for everything:
//   out/main      the host: Electron's main process, the CLI (plain Node), the bot worker and the physics worker
//   out/preload   the preload bridge, CommonJS because sandboxed preloads must be
//   out/renderer  the UI, served by Electron (file://) or by the headless host over HTTP
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // zod comes in the bundle, not from node_modules: loaded as its ~80 files, one by one, it was about a
      // third of the host's start before it prints its address.
      externalizeDeps: { exclude: ['zod'] },
      rollupOptions: {
        input: {
          main: resolve(root, 'src-main/electron/main.ts'),
          cli: resolve(root, 'src-main/cli/main.ts'),
          'bot-worker': resolve(root, 'src-main/bots/worker.ts'),
          'physics-worker': resolve(root, 'src-main/physics/worker.ts'),
        },
        // The benchmark drives Chromium through Playwright when it is installed; never bundle it.
        external: ['@playwright/test', 'playwright', 'playwright-core'],
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { preload: resolve(root, 'src-main/electron/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    base: './',
    plugins: [react(), fetchAhead(), threeCatalogue(), tableChunks()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      minify: true,
      emptyOutDir: true,
      rollupOptions: {
        input: resolve(root, 'src-renderer/index.html'),
        output: {
          codeSplitting: {
            groups: [
              // Only the set itself: its imports (react, zod, …) stay where they are.
              { name: 'match-screen', test: (id: string) => matchModules.has(id), includeDependenciesRecursively: false },
              // Each game's own modules that its table imports, in its chunk (named after the game, as its table's chunk is).
              { name: (id: string) => gameModules.get(id) ?? null, test: (id: string) => gameModules.has(id), includeDependenciesRecursively: false },
            ],
          },
          // Every game's options (shared/games/<id>/options.ts) load in a chunk of their own: name it after the game.
          chunkFileNames(chunk) {
            const options = /[\\/]shared[\\/]games[\\/]([^\\/]+)[\\/]options\.ts$/;
            const game = chunk.name === 'options' ? chunk.moduleIds.map((id) => options.exec(id)).find(Boolean) : null;
            return game ? `assets/${game[1]}-options-[hash].js` : 'assets/[name]-[hash].js';
          },
        },
      },
    },
  },
});
