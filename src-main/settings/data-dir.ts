/** Where the app keeps saves and settings when it runs without Electron. */
import os from 'node:os';
import path from 'node:path';

export const APP_FOLDER = "Smugglers' Table";

/** The per-user data folder of the platform (Electron's userData uses the same places). */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  const home = os.homedir();
  if (platform === 'win32') return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), APP_FOLDER);
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', APP_FOLDER);
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), APP_FOLDER);
}
