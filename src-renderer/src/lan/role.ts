/** Who this window is to the host it started with: the player at the host machine, or a LAN guest (a browser page). */
import { create } from 'zustand';
import { HostRequestError, getHost } from '../host';

interface RoleStore {
  role: 'host' | 'guest' | null;
  load(): Promise<'host' | 'guest'>;
}

/** The question in flight: the app shell and the settings ask at the same time, the host is asked once. */
let asking: Promise<'host' | 'guest'> | null = null;

export const useRole = create<RoleStore>()((set, get) => ({
  role: null,
  load() {
    const known = get().role;
    if (known) return Promise.resolve(known);
    asking ??= ask().then((role) => {
      set({ role });
      return role;
    });
    return asking;
  },
}));

async function ask(): Promise<'host' | 'guest'> {
  for (;;) {
    try {
      return (await getHost().request({ type: 'hello' })).role === 'guest' ? 'guest' : 'host';
    } catch (error) {
      // Dropped before the answer: ask again once the connection is back.
      if (error instanceof HostRequestError && error.code === 'disconnected') {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        continue;
      }
      // A host that does not say is an older one, from before LAN play: it is ours.
      return 'host';
    }
  }
}
