import { describe, expect, it } from 'vitest';
import { WindowCounter } from './window-counter.ts';

describe('WindowCounter', () => {
  it('lets the limit through each minute, then says how long to wait, per key', () => {
    let now = 1_000_000;
    const counter = new WindowCounter(2, 60_000, () => now);
    expect([counter.hit('a'), counter.hit('a')]).toEqual([0, 0]);
    now += 15_000;
    expect(counter.hit('a')).toBe(45);
    expect(counter.hit('b')).toBe(0);
    now += 45_000;
    expect(counter.hit('a')).toBe(0);
  });
});
