import type { Migration } from './migration.ts';

// Test accounts made through the sandbox REST calls (docs/product.md#rest-orders-and-sandbox sandbox/users/, decision
// 0100). Marked, so that those calls can only ever read, change or delete accounts they
// made themselves: a staff member testing a page cannot touch a real shopper's account.
export const migration0090: Migration = {
  version: 90,
  name: 'sandbox-accounts',
  sql: /* sql */ `
    alter table account_user add column sandbox_account boolean not null default false;
  `,
};
