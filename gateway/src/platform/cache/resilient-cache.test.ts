import { describe, expect, it } from 'vitest';
import type { Logger } from '../logger.ts';
import type { JsonCache } from './json-cache.ts';
import { MemoryCache } from './memory-cache.ts';
import { ResilientCache } from './resilient-cache.ts';

function recordingLogger() {
  const lines: { level: string; message: string }[] = [];
  const logger: Logger = {
    info: (message) => lines.push({ level: 'info', message }),
    warn: (message) => lines.push({ level: 'warn', message }),
    error: (message) => lines.push({ level: 'error', message }),
  };
  return { logger, lines };
}

/** A cache whose every call hangs, fails or works, as the test says; counts the calls. */
function switchable() {
  const memory = new MemoryCache();
  const state = { mode: 'hang' as 'hang' | 'fail' | 'work', calls: 0 };
  const act = <T>(work: () => Promise<T>): Promise<T> => {
    state.calls += 1;
    if (state.mode === 'hang') return new Promise<T>(() => {});
    if (state.mode === 'fail') return Promise.reject(new Error('ECONNREFUSED'));
    return work();
  };
  const cache: JsonCache = {
    get: (key) => act(() => memory.get(key)),
    getMany: (keys) => act(() => memory.getMany(keys)),
    set: (key, value, ttl) => act(() => memory.set(key, value, ttl)),
    setMany: (entries, ttl) => act(() => memory.setMany(entries, ttl)),
    close: () => memory.close(),
  };
  return { cache, state };
}

describe('ResilientCache', () => {
  it('answers a miss within the time box when the cache does not answer', async () => {
    const { cache } = switchable();
    const { logger } = recordingLogger();
    const resilient = new ResilientCache(cache, { logger, name: 'test', timeoutMs: 30 });
    const started = performance.now();
    expect(await resilient.getMany(['a', 'b'])).toEqual([undefined, undefined]);
    expect(performance.now() - started).toBeLessThan(250);
    expect(resilient.available).toBe(false);
  });

  it('logs an outage once, leaves the cache alone for the cool-down, and logs the recovery once', async () => {
    const { cache, state } = switchable();
    const { logger, lines } = recordingLogger();
    let now = 0;
    const resilient = new ResilientCache(cache, { logger, name: 'test', timeoutMs: 30, cooldownMs: 5_000, now: () => now });
    state.mode = 'fail';
    expect(await resilient.get('a')).toBeUndefined();
    expect(state.calls).toBe(1);
    for (let i = 0; i < 20; i++) {
      expect(await resilient.get('a')).toBeUndefined();
      await resilient.set('a', 1, 1_000); // dropped, not thrown
    }
    expect(state.calls).toBe(1); // cooling down: not asked at all
    now += 5_000;
    expect(await resilient.get('a')).toBeUndefined(); // tried again, failed again
    expect(state.calls).toBe(2);

    state.mode = 'work';
    now += 5_000;
    await resilient.set('a', { ok: true }, 1_000);
    expect(await resilient.get('a')).toEqual({ ok: true });
    expect(resilient.available).toBe(true);
    expect(lines).toEqual([
      { level: 'warn', message: 'cache unavailable: serving from the api until it answers again' },
      { level: 'info', message: 'cache available again' },
    ]);
  });

  it('counts a failure reported from outside (a dropped connection) as the start of an outage', async () => {
    const { cache, state } = switchable();
    state.mode = 'work';
    const { logger, lines } = recordingLogger();
    const resilient = new ResilientCache(cache, { logger, name: 'test', cooldownMs: 60_000 });
    resilient.reportFailure(new Error('connect ECONNREFUSED'));
    resilient.reportFailure(new Error('connect ECONNREFUSED'));
    expect(await resilient.get('a')).toBeUndefined();
    expect(state.calls).toBe(0);
    expect(lines).toHaveLength(1);
  });
});
