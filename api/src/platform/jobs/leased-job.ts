// Jobs that call out while handling a row (the payment provider) hold no transaction open
// across the call: they claim their batch with a lease instead, one update that moves each
// due row's next time forward under a row lock other replicas skip, and handle the claimed
// rows after it. A replica that dies mid-batch leaves its rows to be claimed again once
// their lease is over.
import type { Db } from '../../db/db.ts';
import type { Job } from './job-runner.ts';

export interface LeasedJobSpec<Row> {
  name: string;
  batchSize: number;
  /** How long another replica skips a claimed row. */
  leaseSeconds: number;
  /** The claiming update, returning the rows it claimed: $1 is now, $2 the batch size, $3 the lease in seconds. */
  claim: string;
  handle(db: Db, row: Row): Promise<void>;
}

export function leasedJob<Row extends object>({ name, batchSize, leaseSeconds, claim, handle }: LeasedJobSpec<Row>): Job {
  return {
    name,
    batchSize,
    async run({ db, clock }) {
      const claimed = await db.query<Row>(claim, [clock.now(), batchSize, leaseSeconds]);
      for (const row of claimed.rows) await handle(db, row);
      return claimed.rowCount;
    },
  };
}
