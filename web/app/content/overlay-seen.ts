// The overlay dialog shows once per device until dismissed (issue 3 item 4): dismissed
// overlay ids are kept on the device (platform/device-storage.ts), never on the server.
// Preview always shows it, so an editor can look at it as often as they like.
import { type DeviceStore, readStringList, writeStringList } from '../platform/device-storage';

export const DISMISSED_OVERLAYS_KEY = 'lumi.content.dismissedOverlays';
/** Old campaigns' ids are dropped first; a device never holds more than this. */
const MAX_REMEMBERED = 50;

export function shouldShowOverlay(id: string, store: DeviceStore | undefined, options: { preview: boolean }): boolean {
  if (options.preview) return true;
  return !readStringList(DISMISSED_OVERLAYS_KEY, store).includes(id);
}

export function rememberDismissed(id: string, store: DeviceStore | undefined): void {
  const kept = readStringList(DISMISSED_OVERLAYS_KEY, store).filter((item) => item !== id);
  writeStringList(DISMISSED_OVERLAYS_KEY, [...kept, id].slice(-MAX_REMEMBERED), store);
}
