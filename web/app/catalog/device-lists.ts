// The waitlist and launch reminders as this device remembers them, until accounts bring the
// api's waitlist/ and notification-subscription/ (spec §7): the button states of spec §4
// (waitlist me → waitlisted, remind me → reminder set) render and persist now.

export type DeviceList = 'waitlist' | 'reminders';

const KEY: Record<DeviceList, string> = { waitlist: 'lumi.waitlist', reminders: 'lumi.reminders' };
const MAX_ITEMS = 100;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function browserStore(): Store | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readDeviceList(list: DeviceList, store: Store | undefined = browserStore()): string[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(KEY[list]) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds or removes an id; returns whether it is now on the list. */
export function toggleDeviceList(list: DeviceList, id: string, store: Store | undefined = browserStore()): boolean {
  const items = readDeviceList(list, store);
  const on = !items.includes(id);
  const next = on ? [id, ...items].slice(0, MAX_ITEMS) : items.filter((item) => item !== id);
  try {
    store?.setItem(KEY[list], JSON.stringify(next));
  } catch {
    // storage full or disabled: the state holds for this page only
  }
  return on;
}
