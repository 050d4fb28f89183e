import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, takeDataLock } from '../settings/data-lock.js';
import { serve } from './serve.js';
import { CliError } from './simulate.js';

describe('smugglers serve', () => {
  it('refuses a data folder another copy holds, says which and how to pick another, and touches nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-serve-'));
    const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-renderer-'));
    fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html>');
    const window = takeDataLock(dataDir, 'the app window');
    try {
      const error = await serve({ port: 0, dataDir, rendererDir }).catch((refusal: unknown) => refusal);
      expect(error).toBeInstanceOf(CliError);
      expect((error as Error).message).toContain(`in use by the app window (process ${process.pid}`);
      expect((error as Error).message).toContain('--data-dir DIR');
      // No host was started on the folder: no saves folder, and the window's lock is as it was.
      expect(fs.readdirSync(dataDir)).toEqual([LOCK_FILE_NAME]);
    } finally {
      window.release();
    }
  });
});
