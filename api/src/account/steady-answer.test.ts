import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { noSoonerThan } from './steady-answer.ts';

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work().catch(() => undefined);
  return performance.now() - started;
};

describe('noSoonerThan', () => {
  it('makes quick work and slower work answer at the same floor', async () => {
    const quick = await timed(() => noSoonerThan(40, async () => 'done'));
    const slower = await timed(() => noSoonerThan(40, () => sleep(15)));
    // The floor is the property; how late a busy machine's timers fire is not under test.
    for (const ms of [quick, slower]) expect(ms).toBeGreaterThanOrEqual(38); // libuv timers may fire a millisecond early
  });

  it('holds a failure to the floor too', async () => {
    expect(await timed(() => noSoonerThan(40, async () => Promise.reject(new Error('refused'))))).toBeGreaterThanOrEqual(38);
  });
});
