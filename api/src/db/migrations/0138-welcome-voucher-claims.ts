import type { Migration } from './migration.ts';

// The welcome voucher once per person (decision 0138): each order that took it leaves a
// keyed hash of its member's normalised e-mail (loyalty/perks/welcome-voucher-claims.ts),
// with no link to the account, so it outlives an account deletion and a new sign-up with
// the same address (or a dotted or +tagged form of it) is not welcomed again. A claim whose
// order's payment failed or was blocked does not count. Numbered after its decision record.
export const migration0138: Migration = {
  version: 138,
  name: 'welcome-voucher-claims',
  sql: /* sql */ `
    create table welcome_voucher_claim (
      email_hash text not null,
      order_id text not null references shop_order (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (email_hash, order_id)
    );
  `,
};
