import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

const root = import.meta.dirname;

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
    plugins: [react()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      minify: true,
      emptyOutDir: true,
      rollupOptions: {
        input: resolve(root, 'src-renderer/index.html'),
        output: {
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
