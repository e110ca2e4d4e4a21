// The one runner of work that runs later (ARCHITECTURE.md "Work that runs later"). A job
// is a function that claims a batch of due rows with row locks (FOR UPDATE SKIP LOCKED,
// pushing their due time forward as a lease), handles them idempotently, and says how
// many it handled; the runner calls every job in turn, again while any had a full batch,
// then sleeps. Nothing is held between rows, so any number of api replicas can run the
// same jobs: each claims different rows, and a replica that dies mid-row leaves its lease
// to expire for another. Jobs of later work (Beauty Pass, mail) are added to the same list.
import type { Db } from '../../db/db.ts';
import { reportError } from '@beauty/server-kit/report-error';
import type { Clock } from './clock.ts';

export interface JobContext {
  db: Db;
  clock: Clock;
}

export interface Job {
  /** Shown in logs, e.g. "payment-reconciliation". */
  readonly name: string;
  /** Rows claimed per call; a full batch means there may be more, and the runner calls again. */
  readonly batchSize: number;
  /** Handles at most batchSize due rows; returns how many it claimed. */
  run(context: JobContext): Promise<number>;
}

export interface JobLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Every job once (and again while it fills its batch, up to maxRounds): what the runner does each tick, and what tests drive. */
export async function runJobsOnce(jobs: readonly Job[], context: JobContext, log?: JobLog, maxRounds = 100): Promise<Record<string, number>> {
  const handled: Record<string, number> = {};
  for (const job of jobs) {
    let total = 0;
    for (let round = 0; round < maxRounds; round += 1) {
      let claimed: number;
      try {
        claimed = await job.run(context);
      } catch (error) {
        // One job failing (the database gone for a moment) must not stop the others; the next tick retries.
        log?.error({ err: error, job: job.name }, 'job failed');
        reportError(error, { where: `job:${job.name}` });
        break;
      }
      total += claimed;
      if (claimed < job.batchSize) break;
    }
    handled[job.name] = total;
    if (total > 0) log?.info({ job: job.name, handled: total }, 'job ran');
  }
  return handled;
}

export interface JobRunner {
  stop(): Promise<void>;
}

/** Runs the jobs every intervalMs (after each run finishes, so runs never overlap in one process). */
export function startJobRunner(jobs: readonly Job[], context: JobContext, intervalMs: number, log?: JobLog): JobRunner {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runJobsOnce(jobs, context, log).finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs).unref();
    });
  };
  timer = setTimeout(tick, intervalMs).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => {});
    },
  };
}
