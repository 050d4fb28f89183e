/**
 * Electron's main process: one window on the host, which lives here in the
 * main process with the engines and the save files. The window is sandboxed
 * and talks to the host only through the preload bridge.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, app, ipcMain, session, type WebContents } from 'electron';
import { Connection } from '../host/connection.js';
import { Host } from '../host/host.js';
import { CONTENT_SECURITY_POLICY } from '../server/http-server.js';
import { LanListener } from '../server/lan-listener.js';
import { PUSH_CHANNEL, REQUEST_CHANNEL } from './channels.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const connections = new Map<number, Connection>();
let host: Host | null = null;

function connectionFor(contents: WebContents): Connection {
  let connection = connections.get(contents.id);
  if (!connection) {
    const created = new Connection(requireHost(), (push) => {
      if (!contents.isDestroyed()) contents.send(PUSH_CHANNEL, push);
    });
    connections.set(contents.id, created);
    contents.once('destroyed', () => {
      created.close();
      connections.delete(contents.id);
    });
    connection = created;
  }
  return connection;
}

function requireHost(): Host {
  if (!host) throw new Error('The host is not running.');
  return host;
}

function createWindow(): void {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 1024,
    minHeight: 700,
    title: "Smugglers' Table",
    backgroundColor: '#141a26',
    show: false,
    webPreferences: {
      preload: path.join(here, '..', 'preload', 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    },
  });
  window.once('ready-to-show', () => window.show());
  // The app never navigates away and never opens windows.
  window.webContents.on('will-navigate', (event) => event.preventDefault());
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  void window.loadFile(path.join(here, '..', 'renderer', 'index.html'));
}

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

void app.whenReady().then(() => {
  // LAN guests get the same app over HTTP from a listener that opens only with a LAN table.
  const lan = new LanListener({ rendererDir: path.join(here, '..', 'renderer') });
  host = new Host({ dataDir: app.getPath('userData'), lan });
  lan.attach(host);
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ipcMain.handle(REQUEST_CHANNEL, (event, message: unknown) => connectionFor(event.sender).handle(message));
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  void host?.close().finally(() => app.quit());
});
