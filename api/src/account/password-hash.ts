// Password hashing with node:crypto scrypt at the OWASP Password Storage Cheat Sheet cost
// (N=2^17, r=8, p=1: 128 MiB and a few hundred ms per hash). The parameters travel in the
// stored string, so raising the cost later leaves old hashes verifiable.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // Node refuses anything above 32 MiB by default; scrypt needs 128 * N * r bytes.
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** "scrypt$N$r$p$salt$hash", base64url parts. */
export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/**
 * For an unknown email: verify against a real hash of the same cost so that the answer
 * takes as long as for a known one (no user enumeration by timing).
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await dummy);
  return false;
}
