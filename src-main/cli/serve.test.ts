import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});
import { LOCK_FILE_NAME, takeDataLock } from '../settings/data-lock.js';
import { launcherFromEnv, serve } from './serve.js';
import { CliError } from './simulate.js';

describe('smugglers serve', () => {
  it('refuses a bot secret that is not 64 hex digits, before it touches the data folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-serve-'));
    const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-renderer-'));
    fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html>');
    for (const botSecret of ['', 'abc', 'G'.repeat(64), 'A'.repeat(64), '0'.repeat(65)]) {
      const error = await serve({ port: 0, dataDir, rendererDir, botSecret }).catch((refusal: unknown) => refusal);
      expect(error).toBeInstanceOf(CliError);
      expect((error as Error).message).toContain('--bot-secret takes 64 hex digits');
    }
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

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

  it.each([
    ['EROFS', 'is on a read-only disk'],
    ['EACCES', 'cannot be written by this user (permission denied)'],
  ])('refuses a data folder it cannot write (%s) in one line naming it and what to do, no stack trace', async (code, words) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-serve-'));
    const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-renderer-'));
    fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html>');
    // As root the tests cannot make a folder read-only; the system's answer is put in the lock file's place.
    const open = fs.openSync;
    vi.spyOn(fs, 'openSync').mockImplementation((file, ...rest) => {
      if (String(file).startsWith(dataDir)) throw Object.assign(new Error(`${code}: refused, open '${String(file)}'`), { code });
      return open(file, ...rest);
    });
    const error = await serve({ port: 0, dataDir, rendererDir, launcher: null }).catch((refusal: unknown) => refusal);
    expect(error).toBeInstanceOf(CliError);
    expect((error as Error).message).toBe(`The data folder ${dataDir} ${words}${code === 'EROFS' ? ': saves, settings and high scores cannot be written there' : ''}. Give the host a folder it can write with --data-dir DIR.`);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a data folder that is a file, in one line', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-serve-')), 'a-file');
    fs.writeFileSync(dataDir, 'not a folder');
    const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-renderer-'));
    fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html>');
    for (const folder of [dataDir, path.join(dataDir, 'below')]) {
      // (the second: a folder inside a file)
      const error = await serve({ port: 0, dataDir: folder, rendererDir, launcher: 'npm start --' }).catch((refusal: unknown) => refusal);
      expect(error).toBeInstanceOf(CliError);
      expect((error as Error).message).toBe(
        `The data folder ${folder} is not a folder: a file has its name, or one of the folders above it is a file. Give the host a folder it can write with npm start -- --data-dir DIR.`,
      );
    }
    expect(fs.readFileSync(dataDir, 'utf8')).toBe('not a folder');
  });

  it('says how to pass --data-dir through npm start when npm start launched it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-serve-'));
    const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-renderer-'));
    fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html>');
    const window = takeDataLock(dataDir, 'smugglers serve');
    try {
      const error = await serve({ port: 0, dataDir, rendererDir, launcher: 'npm start --' }).catch((refusal: unknown) => refusal);
      expect(error).toBeInstanceOf(CliError);
      expect((error as Error).message).toContain('npm start -- --data-dir DIR');
    } finally {
      window.release();
    }
  });

  it('on a busy port says the app may already be running and how to pass another port, through npm start too', async () => {
    const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-renderer-'));
    fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html>');
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as net.AddressInfo).port;
    try {
      for (const [launcher, hint] of [
        ['npm start --', `npm start -- --port ${port + 1}`],
        [null, `another port: --port ${port + 1}`],
      ] as const) {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smugglers-serve-'));
        const error = await serve({ port, dataDir, rendererDir, launcher }).catch((refusal: unknown) => refusal);
        expect(error).toBeInstanceOf(CliError);
        expect((error as Error).message).toContain(`Port ${port} is already in use`);
        expect((error as Error).message).toContain('may already be running');
        expect((error as Error).message).toContain(hint);
        // The folder's lock was let go: another start on it is not refused for it.
        takeDataLock(dataDir, 'smugglers serve').release();
      }
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });

  it('knows npm start and npm run serve from the environment', () => {
    expect(launcherFromEnv({ SMUGGLERS_LAUNCHER: 'npm start --', npm_lifecycle_event: 'start' })).toBe('npm start --');
    expect(launcherFromEnv({ npm_lifecycle_event: 'start' })).toBe('npm start --');
    expect(launcherFromEnv({ npm_lifecycle_event: 'serve' })).toBe('npm run serve --');
    expect(launcherFromEnv({ npm_lifecycle_event: 'test:unit' })).toBeNull();
    expect(launcherFromEnv({})).toBeNull();
  });
});
