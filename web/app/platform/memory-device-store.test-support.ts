// A DeviceStore held in memory, for the tests of what is kept on the device (localStorage).
import type { DeviceStore } from './device-storage';

export function memoryStore(): DeviceStore {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}
