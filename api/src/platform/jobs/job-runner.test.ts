// The runner itself (the jobs are tested with the database in checkout/reliability.*):
// it calls a job again while it fills its batch, keeps going when one job throws, runs on
// its interval, and stop() waits for the run in progress.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { movableClock } from './clock.ts';
import { runJobsOnce, startJobRunner, type Job } from './job-runner.ts';

const context = { db: {} as Db, clock: movableClock() };

/** A job with `due` rows left, claiming up to batchSize each call. */
function rowsJob(name: string, due: number, batchSize = 10): Job & { calls: number } {
  let left = due;
  return {
    name,
    batchSize,
    calls: 0,
    async run() {
      this.calls += 1;
      const claimed = Math.min(left, batchSize);
      left -= claimed;
      return claimed;
    },
  };
}

describe('job runner', () => {
  it('calls a job again while it fills its batch, and keeps going when another job throws', async () => {
    const failing: Job = { name: 'failing', batchSize: 1, run: async () => { throw new Error('database gone'); } };
    const sweep = rowsJob('sweep', 25);
    const errors: string[] = [];
    const handled = await runJobsOnce([failing, sweep], context, { info: () => {}, error: (o) => errors.push((o as { job: string }).job) });
    expect(handled).toEqual({ failing: 0, sweep: 25 });
    expect(sweep.calls).toBe(3);
    expect(errors).toEqual(['failing']);
  });

  it('runs every interval until stopped, never two runs at once', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const slow: Job = {
      name: 'slow',
      batchSize: 1,
      async run() {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
        runs += 1;
        return 0;
      },
    };
    const runner = startJobRunner([slow], context, 5);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await runner.stop();
    const after = runs;
    expect(after).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(running).toBe(0); // stop() waited for the run in progress
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(after);
  });
});
