import type { Migration } from './migration.ts';

// Mail a stranger can cause is capped per recipient (decision 0136): each such row keeps the
// recipient's normalised address (`recipient_key`) and the start of the window it was given
// (`cap_slot_at`, null for every other mail). The index answers "the latest window this
// address was given" for the next such mail.
export const migration0136: Migration = {
  version: 136,
  name: 'outbox-recipient-cap',
  sql: /* sql */ `
    alter table outbox add column recipient_key text;
    alter table outbox add column cap_slot_at timestamptz;
    create index outbox_capped_recipient on outbox (recipient_key, cap_slot_at desc) where cap_slot_at is not null;
  `,
};
