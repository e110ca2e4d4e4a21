import type { Migration } from './migration.ts';

// Product badges of docs/product.md#badges the data set has no column for (catalog/product-badges.ts):
// coming_soon, priority_access, app_exclusive, selected_only. Assigned here for
// catalogues seeded before this migration, by the seed afterwards.
export const migration0012: Migration = {
  version: 12,
  name: 'product-badges',
  sql: /* sql */ `
    alter table product add column badges text[] not null default '{}'
      check (badges <@ array['coming_soon', 'priority_access', 'app_exclusive', 'selected_only']::text[]);

    update product set badges = array_remove(array[
      case when get_byte(decode(md5(id), 'hex'), 0) < 5 then 'coming_soon' end,
      case when get_byte(decode(md5(id), 'hex'), 1) < 5 then 'priority_access' end,
      case when get_byte(decode(md5(id), 'hex'), 2) < 5 then 'app_exclusive' end,
      case when variation_type <> 'none' and get_byte(decode(md5(id), 'hex'), 3) < 26 then 'selected_only' end
    ]::text[], null);
  `,
};
