import type { Migration } from './migration.ts';

// Delivering the one outbox (decision 0084): the mail sender claims due rows with
// FOR UPDATE SKIP LOCKED and pushes next_attempt_at forward as its lease; a failed try
// waits an exponentially longer time; after the last try (or a failure that no retry can
// mend, such as a payload without a template's fields) the row is dead: kept, never tried
// again, with its last error for a person to read. attempts counts tries started, and
// fences the outcome write so a sender whose lease ran out cannot overwrite another's.
export const migration0075: Migration = {
  version: 75,
  name: 'outbox-delivery',
  sql: /* sql */ `
    alter table outbox add column attempts integer not null default 0 check (attempts >= 0);
    alter table outbox add column next_attempt_at timestamptz not null default now();
    alter table outbox add column dead_at timestamptz;
    alter table outbox add column last_error text;
    create index outbox_due_idx on outbox (next_attempt_at, id) where sent_at is null and dead_at is null;
    create index outbox_recipient_idx on outbox (lower(recipient));
  `,
};
