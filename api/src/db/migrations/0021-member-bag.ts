import type { Migration } from './migration.ts';

// A member's bag (issue 4): the bag row gains its owner. A member has at most one bag per
// country; signing in claims the device's guest bags (cart/member-bag.ts).
export const migration0021: Migration = {
  version: 21,
  name: 'member-bag',
  sql: /* sql */ `
    alter table cart add column user_id text references account_user (id) on delete cascade;
    create unique index cart_user_country_idx on cart (user_id, country) where user_id is not null;
  `,
};
