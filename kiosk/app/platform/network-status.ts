// Whether the gateway answered the last request (a network drop, or the kiosk server
// saying the gateway is unreachable): drives the "Offline — showing what we have" banner.
import { useSyncExternalStore } from 'react';

export class NetworkStatus {
  #offline = false;
  #listeners = new Set<() => void>();

  get offline(): boolean {
    return this.#offline;
  }

  set(offline: boolean): void {
    if (offline === this.#offline) return;
    this.#offline = offline;
    for (const listener of this.#listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

export function useOffline(status: NetworkStatus): boolean {
  return useSyncExternalStore(status.subscribe, () => status.offline);
}

/** The kiosk server's answers when the gateway is out of reach (graphql-proxy.js). */
export const UNREACHABLE_STATUSES = new Set([502, 503, 504]);
