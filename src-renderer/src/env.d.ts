import type { HostBridge } from '../../shared/protocol/bridge';

declare global {
  interface Window {
    /** Set by Electron's preload script; absent in a plain browser. */
    smugglersHost?: HostBridge;
  }
}

export {};
