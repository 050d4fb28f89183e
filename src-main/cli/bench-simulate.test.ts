import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cliEntryNear } from './bench-simulate.js';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function built(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-cli-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'chunks'));
  fs.writeFileSync(path.join(dir, 'cli.js'), '');
  return dir;
}

describe("the bench's simulate children", () => {
  it('find the CLI one folder up from the chunk the bench is built into', () => {
    const dir = built();
    expect(cliEntryNear(path.join(dir, 'chunks'))).toBe(path.join(dir, 'cli.js'));
  });

  it('find the CLI beside the bench when it runs from its own file', () => {
    const dir = built();
    expect(cliEntryNear(dir)).toBe(path.join(dir, 'cli.js'));
  });
});
