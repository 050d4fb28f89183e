/**
 * The lint rule layers/game-boundaries (eslint.config.js), run on snippets
 * under made-up file names: a game may not import another game, the kit may
 * not import any game, and tests are held to it too.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The game-boundary complaints about `code` as the file `file` (relative to the repository root). */
async function complaints(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'layers/game-boundaries').map((message) => message.message);
}

describe('the game-boundary lint rule', () => {
  it('refuses a game that imports another game, in shared/games and in the renderer', async () => {
    expect(await complaints('shared/games/alpha/rules.ts', "export { setup } from '../beta/rules.js';\n")).toEqual([
      expect.stringContaining("The game 'alpha' may not import the game 'beta'"),
    ]);
    expect(await complaints('src-renderer/src/games/alpha/Table.tsx', "import { cards } from '../beta/cards';\nexport const all = cards;\n")).toHaveLength(1);
    // A game's UI may not reach into another game's engine either.
    expect(
      await complaints('src-renderer/src/games/alpha/logic.ts', "import { rules } from '../../../../shared/games/beta/rules';\nexport const all = rules;\n"),
    ).toHaveLength(1);
  });

  it('holds for tests too', async () => {
    expect(await complaints('shared/games/alpha/rules.test.ts', "import { newGame } from '../beta/testkit.js';\nexport const game = newGame();\n")).toHaveLength(1);
    expect(await complaints('shared/engine/rng.test.ts', "import { games } from '../games/index.js';\nexport const all = games;\n")).toHaveLength(1);
  });

  it('refuses the kit that imports a game or the registries', async () => {
    for (const file of ['shared/engine/contract.ts', 'shared/sim/run.ts', 'shared/protocol/messages.ts']) {
      expect(await complaints(file, "import { games } from '../games/index.js';\nexport const all = games;\n"), file).toEqual([
        expect.stringContaining('may not import a game'),
      ]);
      expect(await complaints(file, "export { rules } from '../games/alpha/rules.js';\n"), file).toHaveLength(1);
    }
    expect(await complaints('src-renderer/src/kit3d/SceneCanvas.tsx', "export { Track } from '../games/alpha/scene/Track';\n")).toHaveLength(1);
  });

  it('lets a game use its own files, the kit and the registries list every game', async () => {
    expect(
      await complaints(
        'shared/games/alpha/rules.ts',
        "import { reject } from '../../engine/contract.js';\nimport { cards } from './cards.js';\nimport type { GameOptionsSpec } from '../options.js';\nexport const all: GameOptionsSpec | null = null;\nexport { cards, reject };\n",
      ),
    ).toEqual([]);
    expect(
      await complaints('src-renderer/src/games/alpha/Table.tsx', "import type { AlphaView } from '../../../../shared/games/alpha/types';\nimport type { TableProps } from '../types';\nexport type P = TableProps<AlphaView>;\n"),
    ).toEqual([]);
    expect(await complaints('shared/games/index.ts', "export { alpha } from './alpha/index.js';\nexport { beta } from './beta/index.js';\n")).toEqual([]);
    expect(await complaints('src-renderer/src/games/index.ts', "export const loaders = { alpha: () => import('./alpha/index'), beta: () => import('./beta/index') };\n")).toEqual([]);
  });
});
