import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBounded } from './bounded-read.js';

const tempDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-bounded-'));

describe('reading a small file of the data folder', () => {
  it('reads a plain file up to the bound, and nothing larger', () => {
    const dir = tempDir();
    const file = path.join(dir, 'small.json');
    fs.writeFileSync(file, 'x'.repeat(100));
    expect(readBounded(file, 100)).toEqual({ status: 'read', text: 'x'.repeat(100) });
    expect(readBounded(file, 99)).toEqual({ status: 'refused', why: 'tooBig', bytes: 100 });
    expect(readBounded(path.join(dir, 'none.json'), 100)).toEqual({ status: 'missing' });
  });

  it('never follows a link, nor opens a folder or a pipe', () => {
    const dir = tempDir();
    const target = path.join(tempDir(), 'elsewhere.txt');
    fs.writeFileSync(target, 'secret');
    fs.symlinkSync(target, path.join(dir, 'link.json'));
    fs.mkdirSync(path.join(dir, 'folder.json'));
    expect(spawnSync('mkfifo', [path.join(dir, 'pipe.json')]).status).toBe(0);
    expect(readBounded(path.join(dir, 'link.json'), 100)).toMatchObject({ status: 'refused', why: 'link' });
    expect(readBounded(path.join(dir, 'folder.json'), 100)).toMatchObject({ status: 'refused', why: 'folder' });
    expect(readBounded(path.join(dir, 'pipe.json'), 100)).toMatchObject({ status: 'refused', why: 'notAFile' });
  });
});
