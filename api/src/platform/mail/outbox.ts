// Writing a mail: one row in the one outbox, inside the transaction that causes it (so the
// mail exists exactly when what it announces does). The payload is checked against the
// template's schema here, so a writer's mistake fails its own test, not a send hours later.
import type { z } from 'zod';
import type { Queryable } from '../../db/db.ts';
import type { MailTemplate } from './mail-template.ts';

/**
 * `at`: when the mail is due, for a writer that goes by the api's clock (a job). The sender
 * claims rows by that clock, so a row due at the database's now() would wait for the clock
 * to pass it (a suite's clock set in the past). Default: the database's now().
 */
export async function queueMail<S extends z.ZodType>(db: Queryable, template: MailTemplate<S>, recipient: string, payload: z.input<S>, options: { at?: Date } = {}): Promise<void> {
  const checked = template.payload.parse(payload);
  await db.query(`insert into outbox (kind, recipient, payload, next_attempt_at) values ($1, $2, $3, coalesce($4::timestamptz, now()))`, [
    template.kind, recipient, JSON.stringify(checked), options.at ?? null,
  ]);
}

/** Forgets a person's mail (account deletion): what is waiting and what was sent or died. */
export async function purgeMailFor(db: Queryable, email: string): Promise<number> {
  const { rowCount } = await db.query(`delete from outbox where lower(recipient) = lower($1)`, [email.trim()]);
  return rowCount;
}
