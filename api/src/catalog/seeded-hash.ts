// Deterministic pseudo-randomness for the seed: the same product always gets the same
// shades, stock and launch date, on every machine, so tests and screenshots are stable.

/** FNV-1a over the parts joined by "|": a well-spread unsigned 32-bit number. */
export function hash32(...parts: readonly (string | number)[]): number {
  const text = parts.join('|');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // A final avalanche (from murmur3's fmix32) so consecutive inputs differ in every bit.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A number in [0, n) drawn from the parts. */
export function pickIndex(n: number, ...parts: readonly (string | number)[]): number {
  return hash32(...parts) % n;
}
