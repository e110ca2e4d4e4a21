// The runner itself (the jobs are tested with the database in checkout/reliability.*, and
// their beats during a mail burst in job-beats.integration.test.ts): it calls a job again
// while it fills its batch until its time budget is spent, keeps going when one job throws,
// runs each job on its own interval, and stop() waits for the turns in progress.
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
    const failing: Job = {
      name: 'failing',
      batchSize: 1,
      run: async () => {
        throw new Error('database gone');
      },
    };
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

  it('stops claiming once a turn has spent its budget, and the next turn goes on', async () => {
    const slowBatches: Job & { calls: number } = {
      name: 'slow-batches',
      batchSize: 10,
      budgetMs: 50,
      calls: 0,
      async run() {
        this.calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return 10; // always a full batch: a backlog
      },
    };
    const first = await runJobsOnce([slowBatches], context);
    expect(slowBatches.calls).toBeGreaterThanOrEqual(2);
    expect(slowBatches.calls).toBeLessThanOrEqual(4);
    expect(first['slow-batches']).toBe(slowBatches.calls * 10);
    await runJobsOnce([slowBatches], context);
    expect(slowBatches.calls).toBeGreaterThan(first['slow-batches']! / 10);
  });

  it('gives each job its own loop and interval: a busy job does not hold back a quick one', async () => {
    const quickTurns: number[] = [];
    // A backlog: every call a full batch, each 25 ms, for a 400 ms turn.
    const busy: Job = { name: 'busy', batchSize: 1, intervalMs: 1, budgetMs: 400, run: () => new Promise((resolve) => setTimeout(() => resolve(1), 25)) };
    const quick: Job = { name: 'quick', batchSize: 1, intervalMs: 10, run: async () => (quickTurns.push(performance.now()), 0) };
    const runner = startJobRunner([busy, quick], context, 1_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await runner.stop();
    // busy was in its long turn the whole time; quick still ran on its own 10 ms beat.
    expect(quickTurns.length).toBeGreaterThanOrEqual(10);
  });
});
