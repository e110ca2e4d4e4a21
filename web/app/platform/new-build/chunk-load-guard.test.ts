// The chunk-reload guard (docs/product.md#devices-and-builds): at most one reload per path in 10 seconds.
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, mayReload } from './chunk-load-guard';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('mayReload', () => {
  it('allows one reload per path in 10 s, and another path at once', () => {
    const storage = memoryStorage();
    expect(mayReload(storage, '/cart', 0)).toBe(true);
    expect(mayReload(storage, '/cart', CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReload(storage, '/brands/dior', CHUNK_RELOAD_GUARD_MS - 1)).toBe(true);
    expect(mayReload(storage, '/brands/dior', 2 * CHUNK_RELOAD_GUARD_MS - 1)).toBe(true);
  });

  it('allows it again after 10 s on the same path', () => {
    const storage = memoryStorage();
    expect(mayReload(storage, '/cart', 0)).toBe(true);
    expect(mayReload(storage, '/cart', CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('reloads never when it cannot remember (a loop is worse than an error page)', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(mayReload(broken, '/cart', 0)).toBe(false);
  });
});
