// The Postgres pool's bounded waits (decision 0062): a server that never answers the
// connection, a runaway statement, and a transaction left idle each end within their
// limit, with an error, and the pool goes on serving. The last two need a Postgres
// server (TEST_DATABASE_URL); the first needs none: a TCP listener that never speaks.
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type PoolLogger } from './postgres-db.ts';
import { pgErrorCode } from './db.ts';

function recordingLogger() {
  const lines: { details: object; message: string }[] = [];
  const logger: PoolLogger = { error: (details, message) => void lines.push({ details, message }) };
  return { logger, lines };
}

describe('postgres pool limits', () => {
  it('gives up on a server that accepts the connection and never answers, after connectTimeoutMs', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    const { logger } = recordingLogger();
    const db = await openPostgres(`postgres://postgres@127.0.0.1:${port}/none`, { connectTimeoutMs: 300, logger });
    try {
      const started = performance.now();
      await expect(db.query('select 1')).rejects.toThrow(/timeout/i);
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(250);
      expect(waited).toBeLessThan(3_000);
    } finally {
      await db.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  const url = process.env.TEST_DATABASE_URL;
  describe.skipIf(!url)('on a Postgres server', () => {
    const { logger, lines } = recordingLogger();
    let db: Awaited<ReturnType<typeof openPostgres>>;
    afterAll(() => db?.close());

    it('cancels a statement that runs past statementTimeoutMs (57014), and answers the next one', async () => {
      db = await openPostgres(url!, { statementTimeoutMs: 300, idleInTransactionTimeoutMs: 400, max: 2, logger });
      const started = performance.now();
      const error = await db.query('select pg_sleep(5)').catch((e: unknown) => e);
      expect(pgErrorCode(error)).toBe('57014');
      expect(performance.now() - started).toBeLessThan(3_000);
      expect((await db.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
    });

    it('ends a transaction left idle past idleInTransactionTimeoutMs, logs it, and the pool serves the next request', async () => {
      const error = await db
        .transaction(async (tx) => {
          await tx.query('select 1');
          // A request stuck on something else while it holds a transaction open.
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          await tx.query('select 2');
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      // The process is still here (no uncaught client error), the failure was logged...
      await expect.poll(() => lines.some((l) => l.message.includes('open transaction'))).toBe(true);
      // ...and both pool slots still work: the broken connection was not handed out again.
      const answers = await Promise.all([db.query<{ n: number }>('select 3 as n'), db.query<{ n: number }>('select 4 as n')]);
      expect(answers.map((a) => a.rows[0]!.n)).toEqual([3, 4]);
    });
  });
});
