/**
 * The preload bridge: the only thing the sandboxed renderer gets from the main
 * process. Two functions, matching shared/protocol/bridge.ts; no Node, no
 * ipcRenderer, no arbitrary channels.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { BRIDGE_GLOBAL, type HostBridge } from '../../shared/protocol/bridge.js';
import type { Push } from '../../shared/protocol/messages.js';
import { PUSH_CHANNEL, REQUEST_CHANNEL } from './channels.js';

const bridge: HostBridge = {
  request: (message) => ipcRenderer.invoke(REQUEST_CHANNEL, message),
  onPush(listener) {
    const forward = (_event: IpcRendererEvent, push: Push): void => listener(push);
    ipcRenderer.on(PUSH_CHANNEL, forward);
    return () => {
      ipcRenderer.off(PUSH_CHANNEL, forward);
    };
  },
};

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
