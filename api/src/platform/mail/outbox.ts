// Writing a mail: one row in the one outbox, inside the transaction that causes it (so the
// mail exists exactly when what it announces does). The payload is checked against the
// template's schema here, so a writer's mistake fails its own test, not a send hours later.
// Every row goes through writeOutboxRow, which applies the one per-recipient cap on mail a
// stranger can cause (recipient-cap.ts, decision 0136).
import type { z } from 'zod';
import type { Queryable } from '../../db/db.ts';
import type { MailTemplate } from './mail-template.ts';
import { HELD_ERROR, MAX_BACKLOG_MS, RECIPIENT_WINDOW_MS, recipientKey, STRANGER_CAUSED_KINDS } from './recipient-cap.ts';

export interface QueueOptions {
  /**
   * When the mail is due, for a writer that goes by the api's clock (a job). The sender
   * claims rows by that clock, so a row due at the database's now() would wait for the clock
   * to pass it (a suite's clock set in the past). Default: the database's now().
   */
  at?: Date;
}

/** What became of the row: due when asked, waiting for the recipient's next window, or held (never sent). */
export type QueuedMail = { state: 'due' | 'waiting' | 'held'; dueAt: Date };

export async function queueMail<S extends z.ZodType>(
  db: Queryable,
  template: MailTemplate<S>,
  recipient: string,
  payload: z.input<S>,
  options: QueueOptions = {},
): Promise<QueuedMail> {
  return writeOutboxRow(db, template.kind, recipient, template.payload.parse(payload), options);
}

// A stranger-caused row's window starts at the later of "asked for" and one window after the
// address's latest live window; the advisory lock makes two writers for one address in
// concurrent transactions take turns (a caller outside a transaction writes one statement).
const INSERT_SQL = /* sql */ `
  with asked as (select coalesce($5::timestamptz, now()) as at),
  slot as (
    select case when $6::boolean then greatest(asked.at, (
      select max(cap_slot_at) + make_interval(secs => $7::float8 / 1000) from outbox
      where recipient_key = $4 and cap_slot_at is not null and dead_at is null)) end as slot_at, asked.at
    from asked)
  insert into outbox (kind, recipient, payload, recipient_key, cap_slot_at, next_attempt_at, dead_at, last_error)
  select $1, $2, $3, $4, slot_at, coalesce(slot_at, at),
    case when slot_at > at + make_interval(secs => $8::float8 / 1000) then at end,
    case when slot_at > at + make_interval(secs => $8::float8 / 1000) then $9 end
  from slot
  returning next_attempt_at, dead_at is not null as held, next_attempt_at > (select at from asked) as waiting`;

/** The row itself, for a writer that builds its payload by hand (bookings, lists): the same cap applies. */
export async function writeOutboxRow(db: Queryable, kind: string, recipient: string, payload: unknown, options: QueueOptions = {}): Promise<QueuedMail> {
  const key = recipientKey(recipient);
  const capped = STRANGER_CAUSED_KINDS.has(kind);
  if (capped) await db.query(`select pg_advisory_xact_lock(hashtextextended($1, 136))`, [`outbox:${key}`]);
  const { rows } = await db.query<{ next_attempt_at: Date; held: boolean; waiting: boolean }>(INSERT_SQL, [
    kind,
    recipient,
    JSON.stringify(payload),
    key,
    options.at ?? null,
    capped,
    RECIPIENT_WINDOW_MS,
    MAX_BACKLOG_MS,
    HELD_ERROR,
  ]);
  const row = rows[0]!;
  return { state: row.held ? 'held' : row.waiting ? 'waiting' : 'due', dueAt: new Date(row.next_attempt_at) };
}

/** Forgets a person's mail (account deletion): what is waiting and what was sent or died. */
export async function purgeMailFor(db: Queryable, email: string): Promise<number> {
  const { rowCount } = await db.query(`delete from outbox where lower(recipient) = lower($1)`, [email.trim()]);
  return rowCount;
}
