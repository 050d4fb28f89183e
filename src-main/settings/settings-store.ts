/**
 * The player's settings, kept in <data dir>/settings.json (written atomically:
 * files/atomic-write.ts). A damaged file falls back to defaults and is kept aside.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SETTINGS, type Settings, settingsSchema } from '../../shared/protocol/messages.js';
import { writeFileAtomic } from '../files/atomic-write.js';
import { removeStaleTemps } from '../files/stale-temps.js';

const FILE_NAME = 'settings.json';

export class SettingsStore {
  private readonly file: string;
  private current: Settings;

  constructor(dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, FILE_NAME);
    // What a crash between a write and its rename left (the data folder holds other things: only ours).
    removeStaleTemps(dataDir, { of: FILE_NAME });
    this.current = this.readFile();
  }

  get(): Settings {
    return { ...this.current };
  }

  set(settings: Settings): Settings {
    this.current = settingsSchema.parse(settings);
    writeFileAtomic(this.file, JSON.stringify(this.current, null, 2));
    return this.get();
  }

  private readFile(): Settings {
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch {
      return { ...DEFAULT_SETTINGS };
    }
    try {
      // Settings this version does not know are dropped; settings it misses take their defaults.
      const saved = JSON.parse(text) as Record<string, unknown>;
      const known = Object.fromEntries(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => [key, saved[key] ?? value]));
      return settingsSchema.parse(known);
    } catch {
      // Keep the unreadable file for the user to inspect rather than losing it.
      fs.renameSync(this.file, `${this.file}.damaged-${Date.now()}`);
      return { ...DEFAULT_SETTINGS };
    }
  }
}
