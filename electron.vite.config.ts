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
 */
const MATCH_SCREEN = /[\\/]src-renderer[\\/]src[\\/]screens[\\/]game[\\/]GameScreen\.tsx$/;
const JOIN_SCREEN = /[\\/]src-renderer[\\/]src[\\/]screens[\\/]lan[\\/]JoinScreen\.tsx$/;
const GAME_UI = /[\\/]src-renderer[\\/]src[\\/]games[\\/][^\\/]+[\\/]/;
const matchModules = new Set<string>();

function tableChunks(): Plugin {
  return {
    name: 'smugglers-table-chunks',
    apply: 'build',
    // Once the module graph is known, before the chunks are made (the group's test below reads the set).
    buildEnd() {
      const ids = [...this.getModuleIds()];
      /** `start` and every module it imports statically, not going past `stop`. */
      const closure = (starts: readonly string[], stop: ReadonlySet<string>): Set<string> => {
        const found = new Set<string>();
        const todo = [...starts];
        for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
          if (found.has(id) || stop.has(id)) continue;
          found.add(id);
          todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      const initial = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry === true), new Set());
      const join = closure(ids.filter((id) => JOIN_SCREEN.test(id)), initial);
      const screen = ids.filter((id) => MATCH_SCREEN.test(id));
      if (screen.length !== 1) throw new Error('table chunks: the match screen (screens/game/GameScreen.tsx) is not in the build');
      matchModules.clear();
      for (const id of closure(screen, new Set([...initial, ...join]))) if (!GAME_UI.test(id) && !/[\\/]node_modules[\\/]/.test(id)) matchModules.add(id);
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
