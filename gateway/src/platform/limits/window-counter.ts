// A fixed one-minute window of requests per key (a kiosk device): enough to stop a screen
// gone wrong or a stolen credential from flooding the gateway. In this process only: with N
// gateway replicas a device may make up to N times the limit, which is still bounded (the
// api keeps its own limits per address and per account behind it).
export class WindowCounter {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  #windowStart = 0;
  #counts = new Map<string, number>();

  constructor(limit: number, windowMs = 60_000, now: () => number = Date.now) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** Counts one request; the seconds to wait when it is over the limit, else 0. */
  hit(key: string): number {
    const now = this.#now();
    if (now - this.#windowStart >= this.#windowMs) {
      this.#windowStart = now;
      this.#counts = new Map();
    }
    const count = (this.#counts.get(key) ?? 0) + 1;
    this.#counts.set(key, count);
    return count > this.#limit ? Math.ceil((this.#windowStart + this.#windowMs - now) / 1000) : 0;
  }
}
