import type { Migration } from './migration.ts';

// The catalogue's version (migration 0098) becomes the version of everything a guest can see
// (decision 0122): the gateway keeps public GraphQL answers under it and asks for it on every
// request (GET catalog/version), so a price, stock, product, brand, category, store or content
// change is seen by the very next request, on every replica.
//
// Tables written by the seed and by editors move it per statement, at once (0098's function).
// Stock is written by checkouts, many at a time, so two things differ there:
// - only a change a shopper can see moves it: the stock status turns low at 5 and a bag line
//   is capped at 10 (contracts LOW_STOCK_THRESHOLD, MAX_LINE_QUANTITY), so a change where
//   both the old and the new quantity are above 10 shows nowhere;
// - it moves at commit (a deferred constraint trigger), after the checkout has locked its
//   stock rows: every writer takes the version row last, so it adds no deadlock between two
//   checkouts that lock the same stock rows in different orders.
/** Written by the seed and by editors: every statement moves the version, at once. */
const STATEMENT_TABLES = ['variant_price', 'product', 'variant', 'brand', 'category', 'content_entry', 'product_launch', 'store'];

export const migration0099: Migration = {
  version: 99,
  name: 'public-data-version',
  sql: /* sql */ `
    ${STATEMENT_TABLES.map(
      (table) => `create trigger ${table}_catalog_version after insert or update or delete or truncate on ${table}
      for each statement execute function bump_catalog_version_0098();`,
    ).join('\n    ')}
    create trigger stock_rows_catalog_version after insert or delete or truncate on stock
      for each statement execute function bump_catalog_version_0098();
    create constraint trigger stock_quantity_catalog_version after update of quantity on stock
      deferrable initially deferred
      for each row
      when (old.quantity is distinct from new.quantity and least(old.quantity, new.quantity) <= 10)
      execute function bump_catalog_version_0098();
  `,
};
