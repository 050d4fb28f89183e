/**
 * Electron's main process: one window on the host, which lives here in the
 * main process with the engines and the save files. The window is sandboxed
 * and talks to the host only through the preload bridge.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BrowserWindow, app, dialog, ipcMain, session, type IpcMainInvokeEvent, type WebContents } from 'electron';
import type { Response } from '../../shared/protocol/messages.js';
import { Connection } from '../host/connection.js';
import { Host } from '../host/host.js';
import { CONTENT_SECURITY_POLICY } from '../server/http-server.js';
import { LanDiscovery } from '../server/lan-discovery.js';
import { LanListener } from '../server/lan-listener.js';
import { dataFolderProblem } from '../settings/data-folder-problem.js';
import { DataFolderInUse, type DataLock, describeHolder, LOCK_FILE_NAME, takeDataLock } from '../settings/data-lock.js';
import { PUSH_CHANNEL, REQUEST_CHANNEL } from './channels.js';
import { senderRefusal } from './sender-check.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const appPage = path.join(here, '..', 'renderer', 'index.html');
const connections = new Map<number, Connection>();
let host: Host | null = null;
let dataLock: DataLock | null = null;
let mainWindow: BrowserWindow | null = null;

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
  mainWindow = window;
  window.once('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  window.once('ready-to-show', () => window.show());
  // The app never navigates away and never opens windows.
  window.webContents.on('will-navigate', (event) => event.preventDefault());
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  void window.loadFile(appPage);
}

/** Only the app's own page, in the window's top frame, may use the host (see sender-check.ts). */
function handleRequest(event: IpcMainInvokeEvent, message: unknown): Promise<Response> | Response {
  const frame = event.senderFrame;
  const topFrameOfWindow = frame !== null && frame.parent === null && event.sender === mainWindow?.webContents;
  const refusal = senderRefusal(frame ? { url: frame.url, isMainFrame: topFrameOfWindow } : null, pathToFileURL(appPage).href);
  if (refusal) {
    const id = typeof (message as { id?: unknown } | null)?.id === 'number' ? (message as { id: number }).id : -1;
    // Why, for the log; the page that asked is told only that it may not.
    console.error(`Refused a request from ${frame?.url ?? 'a frame that is gone'}: ${refusal}`);
    return { id, ok: false, error: { code: 'host-only', key: 'lan:hostSays.hostOnly' } };
  }
  return connectionFor(event.sender).handle(message);
}

/**
 * The window and `smugglers serve` share this folder by default; two hosts on
 * it would save over each other's moves. Null (after telling the user) when
 * another copy has it.
 */
function lockDataFolder(dataDir: string): DataLock | null {
  try {
    return takeDataLock(dataDir, 'the app window');
  } catch (error) {
    if (!(error instanceof DataFolderInUse)) {
      // A folder the app cannot write in: one sentence saying which and what to do, not a stack trace.
      const problem = dataFolderProblem(dataDir, error, 'Make it writable (or free some space on its disk), then open the app again.');
      if (problem === null) throw error;
      dialog.showErrorBox("Smugglers' Table cannot use its data folder", problem);
      return null;
    }
    dialog.showErrorBox(
      "Smugglers' Table is already running",
      `Your saves and settings (${dataDir}) are in use by ${describeHolder(error.holder)}.\n\n` +
        'Stop that copy first (for smugglers serve: Ctrl+C in its terminal), then open the app again.\n\n' +
        `If no other copy is running, delete ${path.join(dataDir, LOCK_FILE_NAME)} and try again.`,
    );
    return null;
  }
}

// A second start of the app only brings the first one's window forward.
const firstInstance = app.requestSingleInstanceLock();
if (!firstInstance) app.quit();
app.on('second-instance', () => {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
});

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

void app.whenReady().then(() => {
  if (!firstInstance) return;
  dataLock = lockDataFolder(app.getPath('userData'));
  if (!dataLock) {
    app.quit();
    return;
  }
  // LAN guests get the same app over HTTP from a listener that opens only with a LAN table.
  const lan = new LanListener({ rendererDir: path.join(here, '..', 'renderer') });
  // Its open tables are advertised on the LAN, and Join a LAN game lists others' (docs/lan.md, "Finding tables").
  host = new Host({ dataDir: app.getPath('userData'), lan, discovery: new LanDiscovery() });
  lan.attach(host);
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ipcMain.handle(REQUEST_CHANNEL, handleRequest);
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  void (host?.close() ?? Promise.resolve()).finally(() => {
    dataLock?.release();
    app.quit();
  });
});
