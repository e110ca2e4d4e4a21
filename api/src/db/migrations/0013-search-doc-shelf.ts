import type { Migration } from './migration.ts';

// Search speed at 50,000 products (issue 3 "Speed"; decision 0010 has the profile):
// - search_doc carries, for each product, the countries whose shelf holds it and its
//   featured rank, copied from the shelf by search/search-index.ts in the same
//   transaction that rebuilds the shelf. The search overlay's page and total are then
//   read from the search documents alone, without one shelf lookup per match.
// - The GIN indexes are rebuilt empty: built while the seed inserted, they kept a
//   "pending list" that PGlite (no autovacuum) never merged, and that every query read
//   from start to end. search-index.ts now merges it after each rebuild.
// The documents are emptied so that the next boot rebuilds them with the new columns
// (seed/prepare-db.ts rebuilds a missing index), in the order search-index.ts writes them.
export const migration0013: Migration = {
  version: 13,
  name: 'search-doc-shelf',
  sql: /* sql */ `
    delete from search_doc;
    alter table search_doc
      add column countries text[] not null default '{}',
      add column featured_rank integer not null default 0;
    drop index search_doc_tsv_idx;
    create index search_doc_tsv_idx on search_doc using gin (tsv);
    drop index search_word_trgm_idx;
    create index search_word_trgm_idx on search_word using gin (word public.gin_trgm_ops);
  `,
};
