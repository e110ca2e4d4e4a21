// Which registered kiosk a credential names (decision 0119), asked of the api and remembered
// for 30 seconds per credential (so a revocation takes effect within 30 s, and a kiosk's
// requests do not each cost an api call). Unknown credentials are remembered for 5 s only:
// a device registered a moment ago is not kept out for long.
import { createHash } from 'node:crypto';
import type { KioskDevice } from '@beauty/contracts/kiosk';
import { RestError } from '../platform/rest-errors.ts';
import type { RestClient } from '../platform/rest-client.ts';
import type { Locale } from '../locale/resolve-locale.ts';
import { kioskApi } from './kiosk-api.ts';

const KNOWN_MS = 30_000;
const UNKNOWN_MS = 5_000;
const MAX_ENTRIES = 10_000;

export class DeviceCheck {
  readonly #rest: RestClient;
  readonly #now: () => number;
  readonly #seen = new Map<string, { device: KioskDevice | null; until: number }>();

  constructor(rest: RestClient, now: () => number = Date.now) {
    this.#rest = rest;
    this.#now = now;
  }

  /** The device, or null when the credential is unknown or revoked. Throws when the api cannot say. */
  async deviceOf(credential: string, locale: Pick<Locale, 'country' | 'language'>): Promise<KioskDevice | null> {
    // Keyed by a hash: the process never holds a table of usable credentials.
    const key = createHash('sha256').update(credential).digest('base64url');
    const seen = this.#seen.get(key);
    if (seen && seen.until > this.#now()) return seen.device;
    let device: KioskDevice | null;
    try {
      device = await kioskApi(this.#rest, { locale }).device(credential);
    } catch (error) {
      if (!(error instanceof RestError) || error.status !== 401) throw error;
      device = null;
    }
    if (this.#seen.size >= MAX_ENTRIES) this.#seen.clear();
    this.#seen.set(key, { device, until: this.#now() + (device ? KNOWN_MS : UNKNOWN_MS) });
    return device;
  }
}
