// Job: deliver the outbox (decision 0084). Each call claims a batch of due rows whose kind
// has a template, under FOR UPDATE SKIP LOCKED, and in the same statement counts the try
// and pushes next_attempt_at forward by the lease: another replica skips the locked rows
// and then sees them as not due. Each message is rendered and handed to the transport;
// the outcome is written only if the row still carries our try (attempts = what we
// claimed), so a sender whose lease ran out cannot overwrite a later one.
// A failed try waits retryBaseMs × 2^(tries − 1) (capped at MAX_BACKOFF_MS); after
// maxAttempts tries, or at once for a failure no retry mends (a payload that does not fit
// the template, a 5xx from the receiving server), the row is dead: kept with its error.
import type { Job } from '../jobs/job-runner.ts';
import type { MailLinkSigner, MailTemplate } from './mail-template.ts';
import { MailNotRenderable, renderMail, type OutboxMessage } from './render-mail.ts';
import { PermanentSendFailure, type MailTransport } from './mail-transport.ts';

/** How long a claimed row is ours: longer than any send (SMTP timeouts are 10-30 s). */
export const MAIL_LEASE_SECONDS = 300;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export interface MailSenderOptions {
  transport: MailTransport;
  fromDomain: string;
  siteOrigin: string;
  maxAttempts: number;
  retryBaseMs: number;
  batchSize?: number;
  /** The mails it can deliver (the api's list is api/src/mail-templates.ts): a row of another kind waits untouched. */
  templates: readonly MailTemplate[];
  /** Signs the links of this run's mails at its time (decision 0146: a member's order link ends 30 days after sending). */
  linkSigner?: (sentAt: Date) => MailLinkSigner;
}

/** The wait after the n-th failed try (n ≥ 1). */
export function retryDelayMs(failedTries: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** (failedTries - 1), MAX_BACKOFF_MS);
}

export function mailSenderJob(options: MailSenderOptions): Job {
  const templates = new Map(options.templates.map((template) => [template.kind, template]));
  const kinds = [...templates.keys()];
  const batchSize = options.batchSize ?? 20;
  return {
    name: 'mail-sender',
    batchSize,
    async run({ db, clock }) {
      const now = clock.now();
      const claimed = await db.query<OutboxMessage & { attempts: number }>(
        `update outbox o set attempts = o.attempts + 1, next_attempt_at = $1::timestamptz + make_interval(secs => $3)
         where o.id in (
           select id from outbox
           where sent_at is null and dead_at is null and next_attempt_at <= $1 and kind = any($4::text[])
           order by next_attempt_at, id limit $2
           for update skip locked)
         returning o.id::text as id, o.kind, o.recipient, o.payload, o.attempts`,
        [now, batchSize, MAIL_LEASE_SECONDS, kinds],
      );
      const signer = options.linkSigner?.(now);
      for (const row of claimed.rows) {
        const fence = [row.id, row.attempts];
        try {
          const mail = renderMail(templates.get(row.kind)!, row, { ...options, signer });
          await options.transport.send(mail);
          await db.query(`update outbox set sent_at = $3, last_error = null where id = $1 and attempts = $2 and sent_at is null`, [...fence, clock.now()]);
        } catch (error) {
          const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
          const final = error instanceof MailNotRenderable || error instanceof PermanentSendFailure || row.attempts >= options.maxAttempts;
          if (final) {
            await db.query(`update outbox set dead_at = $3, last_error = $4 where id = $1 and attempts = $2 and sent_at is null`, [
              ...fence,
              clock.now(),
              message,
            ]);
          } else {
            const retryAt = new Date(clock.now().getTime() + retryDelayMs(row.attempts, options.retryBaseMs));
            await db.query(`update outbox set next_attempt_at = $3, last_error = $4 where id = $1 and attempts = $2 and sent_at is null`, [
              ...fence,
              retryAt,
              message,
            ]);
          }
        }
      }
      return claimed.rowCount;
    },
  };
}
