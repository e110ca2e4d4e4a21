// Password hashing with node:crypto scrypt at the OWASP Password Storage Cheat Sheet cost
// (N=2^17, r=8, p=1: 128 MiB and a few hundred ms per hash). The parameters travel in the
// stored string, so raising the cost later leaves old hashes verifiable.
//
// Each hash holds 128 MiB and a core for a few hundred ms, so hashing runs in a few fair
// slots (platform/limits/fair-slots.ts) sized to the cores: a burst of wrong passwords
// waits a moment and is then refused with 429 TOO_MANY_ATTEMPTS instead of queueing in
// libuv's thread pool behind every shopper's sign-in (decision 0052).
import { availableParallelism } from 'node:os';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { FairSlots, type FairSlotsOptions, SlotsBusy } from '../platform/limits/fair-slots.ts';
import { TooManyAttempts } from '../platform/limits/too-many-attempts.ts';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** PASSWORD_HASH_CONCURRENCY: libuv runs 4 scrypts at most anyway; more cores than that do not help. */
export const DEFAULT_HASH_CONCURRENCY = Math.min(4, Math.max(1, availableParallelism()));
/** PASSWORD_HASH_MAX_WAIT_MS: about two hashes' time; a sign-in should not wait longer for a slot. */
export const DEFAULT_HASH_MAX_WAIT_MS = 1000;

let slots = new FairSlots({ limit: DEFAULT_HASH_CONCURRENCY, maxWaitMs: DEFAULT_HASH_MAX_WAIT_MS, maxWaiting: DEFAULT_HASH_CONCURRENCY * 16 });
/** Hashes computed (password_hash_total): tests prove refused attempts never got this far. */
let hashTotal = 0;

/** Per process (the cores are): set once at boot from the environment, or by a test. */
export function configurePasswordHashing(options: Pick<FairSlotsOptions, 'limit' | 'maxWaitMs'>): void {
  slots = new FairSlots({ ...options, maxWaiting: options.limit * 16 });
}

export function passwordHashStats() {
  return { total: hashTotal, running: slots.running, waiting: slots.waiting, refused: slots.refused, limit: slots.options.limit };
}

/** Who is asking (the client address): the slots are shared fairly between parties. */
export type HashParty = string;
const ANONYMOUS: HashParty = 'unknown';

async function scryptInSlot(password: string, salt: Buffer, cost: ScryptCost, party: HashParty): Promise<Buffer> {
  try {
    return await slots.run(party, () => {
      hashTotal += 1;
      return scrypt(password, salt, cost);
    });
  } catch (error) {
    if (error instanceof SlotsBusy) throw new TooManyAttempts(error.retryAfterSeconds);
    throw error;
  }
}

function scrypt(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // Node refuses anything above 32 MiB by default; scrypt needs 128 * N * r bytes.
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** "scrypt$N$r$p$salt$hash", base64url parts. */
export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT, party: HashParty = ANONYMOUS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptInSlot(password, salt, cost, party);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string, party: HashParty = ANONYMOUS): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptInSlot(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, party);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const dummies = new Map<number, Promise<string>>();
/**
 * For an unknown email: verify against a real hash of the same cost so that the answer
 * takes as long as for a known one (no user enumeration by timing). Made once per cost,
 * outside the slots and the count: it is not a shopper's attempt.
 */
export async function burnPasswordCheck(password: string, cost: ScryptCost = OWASP_SCRYPT, party: HashParty = ANONYMOUS): Promise<false> {
  let dummy = dummies.get(cost.N);
  if (!dummy) {
    const salt = randomBytes(16);
    dummy = scrypt(randomBytes(12).toString('base64url'), salt, cost).then((key) =>
      ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$'),
    );
    dummies.set(cost.N, dummy);
  }
  await verifyPassword(password, await dummy, party);
  return false;
}
