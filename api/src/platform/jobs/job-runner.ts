// The one runner of work that runs later (decisions 0084 and 0145). A job
// is a function that claims a batch of due rows with row locks (FOR UPDATE SKIP LOCKED,
// pushing their due time forward as a lease), handles them idempotently, and says how
// many it handled. Nothing is held between rows, so any number of api replicas can run the
// same jobs: each claims different rows, and a replica that dies mid-row leaves its lease
// to expire for another.
//
// Each job has its own loop, interval and time budget (docs/decisions/0145): a turn calls
// the job again while it fills its batch, until its budget is spent, then the job sleeps
// its interval. One job's backlog (a burst of a thousand mails, each a slow SMTP send)
// therefore never holds another back: payment reconciliation keeps its own beat.
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
  /** This job's own pause between turns; without it, the runner's interval (JOBS_INTERVAL_MS). */
  readonly intervalMs?: number;
  /** The most one turn may take: no further batch is claimed after it (the rest waits for the next turn). */
  readonly budgetMs?: number;
  /** Handles at most batchSize due rows; returns how many it claimed. */
  run(context: JobContext): Promise<number>;
}

/** A turn's budget when the job names none: long enough for a few batches, short enough to stay on the beat. */
export const DEFAULT_JOB_BUDGET_MS = 5_000;

export interface JobLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** One turn of one job: batches while they come full, until maxRounds or the job's budget is spent. */
export async function runJobTurn(job: Job, context: JobContext, log?: JobLog, maxRounds = 100): Promise<number> {
  const started = performance.now();
  const budget = job.budgetMs ?? DEFAULT_JOB_BUDGET_MS;
  let total = 0;
  for (let round = 0; round < maxRounds; round += 1) {
    let claimed: number;
    try {
      claimed = await job.run(context);
    } catch (error) {
      // A job failing (the database gone for a moment) must not stop the others; the next turn retries.
      log?.error({ err: error, job: job.name }, 'job failed');
      reportError(error, { where: `job:${job.name}` });
      break;
    }
    total += claimed;
    if (claimed < job.batchSize || performance.now() - started >= budget) break;
  }
  if (total > 0) log?.info({ job: job.name, handled: total }, 'job ran');
  return total;
}

/** Every job's turn, one after another: what tests drive (a movable clock, no timers). */
export async function runJobsOnce(jobs: readonly Job[], context: JobContext, log?: JobLog, maxRounds = 100): Promise<Record<string, number>> {
  const handled: Record<string, number> = {};
  for (const job of jobs) handled[job.name] = await runJobTurn(job, context, log, maxRounds);
  return handled;
}

export interface JobRunner {
  stop(): Promise<void>;
}

/**
 * Runs each job on its own loop: a turn, then its interval (job.intervalMs, or intervalMs),
 * again. A job's turns never overlap each other; different jobs' turns run side by side.
 */
export function startJobRunner(jobs: readonly Job[], context: JobContext, intervalMs: number, log?: JobLog): JobRunner {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  const schedule = (job: Job) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const turn = runJobTurn(job, context, log).finally(() => {
        running.delete(turn);
        if (!stopped) schedule(job);
      });
      running.add(turn);
    }, job.intervalMs ?? intervalMs).unref();
    timers.add(timer);
  };
  for (const job of jobs) schedule(job);
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
