// Most jobs claim their batch and handle it in one transaction: the rows they mark (a
// due time moved on, a "notified" stamp) and the outbox rows they write commit together,
// so a replica that dies mid-batch leaves nothing half done. The clock is read once, so
// every row of a batch is judged by the same instant.
import type { Queryable } from '../../db/db.ts';
import type { Job } from './job-runner.ts';

/** A job whose every call is one transaction; `handleBatch` claims at most batchSize rows and returns how many. */
export function transactionJob(name: string, batchSize: number, handleBatch: (tx: Queryable, at: Date) => Promise<number>): Job {
  return {
    name,
    batchSize,
    run({ db, clock }) {
      const at = clock.now();
      return db.transaction((tx) => handleBatch(tx, at));
    },
  };
}
