import type { Migration } from './migration.ts';

// Members' orders (issue 5, with issue 4's accounts): shop_order.user_id now names a real
// account. A deleted account keeps its orders as a guest's (set null): an order is a record
// of a sale, not part of the profile. The index serves "your orders", newest first, and the
// first-time-customer check by user id.
export const migration0033: Migration = {
  version: 33,
  name: 'member-orders',
  sql: /* sql */ `
    alter table shop_order add constraint shop_order_user_fk foreign key (user_id) references account_user (id) on delete set null;
    create index shop_order_user_idx on shop_order (user_id, country, created_at desc, id desc) where user_id is not null;
  `,
};
