// The waitlist and launch reminders as this device remembers them, until accounts bring the
// api's waitlist/ and notification-subscription/ (docs/product.md#rest-lists): the button states of docs/product.md#product-button
// (waitlist me → waitlisted, remind me → reminder set) render and persist now.
import { browserStore, type DeviceStore, readStringList, writeStringList } from '../platform/device-storage';

export type DeviceList = 'waitlist' | 'reminders';

const KEY: Record<DeviceList, string> = { waitlist: 'lumi.waitlist', reminders: 'lumi.reminders' };
const MAX_ITEMS = 100;

export function readDeviceList(list: DeviceList, store: DeviceStore | undefined = browserStore()): string[] {
  return readStringList(KEY[list], store);
}

/** Adds or removes an id; returns whether it is now on the list. */
export function toggleDeviceList(list: DeviceList, id: string, store: DeviceStore | undefined = browserStore()): boolean {
  const items = readDeviceList(list, store);
  const on = !items.includes(id);
  writeStringList(KEY[list], on ? [id, ...items].slice(0, MAX_ITEMS) : items.filter((item) => item !== id), store);
  return on;
}
