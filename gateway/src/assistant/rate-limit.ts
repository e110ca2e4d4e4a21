// Questions per shopper (device) and per client address, per minute (issue 17 item 4). The
// assistant is cheap for the embedded engine but not free (up to six operations a
// question), and expensive with a model. Counted in this process: with N gateway replicas
// the bound is N times the limit, which still stops a script; a shared counter would use
// the api's rate_limit table (decision 0052) if that ever matters.
import { LRUCache } from 'lru-cache';

export const QUESTIONS_PER_MINUTE_PER_SHOPPER = 12;
export const QUESTIONS_PER_MINUTE_PER_ADDRESS = 40;
const WINDOW_MS = 60_000;

interface Window {
  count: number;
  resetAt: number;
}

export class AssistantRateLimit {
  readonly #windows = new LRUCache<string, Window>({ max: 50_000, ttl: WINDOW_MS });

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts a question; the seconds to wait when over a limit, else 0. */
  take(shopperKey: string, address: string | undefined): number {
    const checks: Array<[string, number]> = [[`s:${shopperKey}`, QUESTIONS_PER_MINUTE_PER_SHOPPER]];
    if (address) checks.push([`a:${address}`, QUESTIONS_PER_MINUTE_PER_ADDRESS]);
    const at = this.now();
    let wait = 0;
    for (const [key, limit] of checks) {
      const window = this.#windows.get(key);
      if (!window || window.resetAt <= at) this.#windows.set(key, { count: 1, resetAt: at + WINDOW_MS });
      else if (window.count >= limit) wait = Math.max(wait, Math.ceil((window.resetAt - at) / 1000));
      else window.count += 1;
    }
    return wait;
  }
}

/** One per gateway process. */
export const assistantRateLimit = new AssistantRateLimit();
