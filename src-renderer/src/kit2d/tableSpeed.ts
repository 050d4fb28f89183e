/**
 * The table speed on a page: how fast other players' turns play on screen
 * (shared/protocol/table-speed.ts). The host's player keeps it in his
 * settings, so it lasts across matches and restarts, and the host paces its
 * bots by it; a LAN guest's browser keeps his own (the host's settings are
 * not his). At a hot-seat table it is the table's, chosen by whoever sits
 * there: one window, one pace. The tables ask paceOf() (pace.ts) how to
 * play each animation.
 */
import { create } from 'zustand';
import { DEFAULT_TABLE_SPEED, type TableSpeed, asTableSpeed } from '../../../shared/protocol/table-speed';
import { useRole } from '../lan/role';
import { useSettings } from '../stores/settings';

/** Where a LAN guest's browser keeps his speed. */
const KEY = 'smugglers-table:table-speed';

function storage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A guest's speed, as his browser remembers it (×1 when it does not). */
export function rememberedGuestSpeed(): TableSpeed {
  try {
    return asTableSpeed(storage()?.getItem(KEY));
  } catch {
    return DEFAULT_TABLE_SPEED;
  }
}

const useGuestSpeed = create<{ speed: TableSpeed }>()(() => ({ speed: rememberedGuestSpeed() }));

/** The speed this window plays others' turns at, and how to change it (kept for the next match and the next start). */
export function useTableSpeed(): [TableSpeed, (speed: TableSpeed) => void] {
  const guest = useRole((state) => state.role === 'guest');
  const own = useSettings((state) => state.settings.tableSpeed);
  const guestSpeed = useGuestSpeed((state) => state.speed);
  return [guest ? guestSpeed : own, guest ? chooseGuestSpeed : chooseOwnSpeed];
}

/** A LAN guest's choice: his browser keeps it. */
export function chooseGuestSpeed(speed: TableSpeed): void {
  useGuestSpeed.setState({ speed });
  try {
    storage()?.setItem(KEY, speed);
  } catch {
    // A browser that keeps nothing: the speed lasts as long as the page.
  }
}

/** The host's player's choice: in his settings, which the host keeps (and paces its bots by). */
export function chooseOwnSpeed(speed: TableSpeed): void {
  const settings = useSettings.getState();
  // Shown at once; the host keeps it (and paces its bots by it).
  useSettings.setState({ settings: { ...settings.settings, tableSpeed: speed } });
  // Before the host's settings came, saving would write the defaults over them.
  if (!settings.loaded) return;
  // The choice stays on this screen even if the host refuses it; the console tells the developer why.
  // eslint-disable-next-line i18next/no-literal-string -- a developer's console line
  settings.save({ ...settings.settings, tableSpeed: speed }).catch((error: unknown) => console.error('The table speed was not saved:', error));
}
