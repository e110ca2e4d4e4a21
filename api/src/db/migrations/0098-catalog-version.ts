import type { Migration } from './migration.ts';

// The listing's facets are cached per api process (catalog/facet-cache.ts, decision 0121),
// keyed by the catalogue's version: a counter every statement that writes the shelf moves
// (the seed rebuilding it, a review changing a rating). Every replica reads the one row
// before answering from its cache, so a re-seeded catalogue shows at once on all of them.
export const migration0098: Migration = {
  version: 98,
  name: 'catalog-version',
  sql: /* sql */ `
    create table catalog_version (
      id boolean primary key default true check (id),
      n bigint not null default 0
    );
    insert into catalog_version (id, n) values (true, 0);

    create function bump_catalog_version_0098() returns trigger language plpgsql as $fn$
    begin
      update catalog_version set n = n + 1;
      return null;
    end
    $fn$;
    create trigger shelf_catalog_version after insert or update or delete or truncate on shelf
      for each statement execute function bump_catalog_version_0098();
  `,
};
