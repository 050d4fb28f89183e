/** Who this window is to the host it started with: the player at the host machine, or a LAN guest (a browser page). */
import { create } from 'zustand';
import { HostRequestError, getHost } from '../host';

interface RoleStore {
  role: 'host' | 'guest' | null;
  load(): Promise<'host' | 'guest'>;
}

export const useRole = create<RoleStore>()((set, get) => ({
  role: null,
  async load() {
    const known = get().role;
    if (known) return known;
    let role: 'host' | 'guest' = 'host';
    for (;;) {
      try {
        role = (await getHost().request({ type: 'hello' })).role === 'guest' ? 'guest' : 'host';
        break;
      } catch (error) {
        // Dropped before the answer: ask again once the connection is back.
        if (error instanceof HostRequestError && error.code === 'disconnected') {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          continue;
        }
        // A host that does not say is an older one, from before LAN play: it is ours.
        break;
      }
    }
    set({ role });
    return role;
  },
}));
