import type { Migration } from './migration.ts';

// Staff: store and customer-service people who move orders, moderate reviews, restock and
// adjust points through the api's staff endpoints. A role on the account, not a separate
// login: staff sign in like anyone; their access tokens carry role=staff, and every staff
// route checks the account's role again (so taking the role away works at once).
// Distinct from is_employee, which is the shopper-side perk (staff discount, docs/product.md#perks).
export const migration0056: Migration = {
  version: 56,
  name: 'staff-role',
  sql: /* sql */ `
    alter table account_user add column role text not null default 'shopper' check (role in ('shopper', 'staff'));
  `,
};
