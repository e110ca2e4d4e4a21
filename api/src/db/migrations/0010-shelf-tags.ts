import type { Migration } from './migration.ts';

// Listing filters (issue 3): the shelf carries each product's "others" tags (new,
// vegan, clean…: catalog/shelf-tags.ts) so that a filter is an array containment and a
// facet count an unnest, both on the one shelf row. The expression below is the tags as
// of this migration, for shelves seeded before it; later seeds write them through
// catalog/shelf.ts.
export const migration0010: Migration = {
  version: 10,
  name: 'shelf-tags',
  sql: /* sql */ `
    alter table shelf add column tags text[] not null default '{}';
    create index shelf_tags_idx on shelf using gin (tags);

    update shelf s set tags = array_remove(array[
      case when p.is_new then 'new' end,
      case when p.is_exclusive then 'exclusive' end,
      case when p.is_online_only then 'online_only' end,
      case when p.is_limited_edition then 'limited_edition' end,
      case when p.highlights ? 'Vegan' then 'vegan' end,
      case when p.highlights ? 'Cruelty-Free' then 'cruelty_free' end,
      case when p.highlights ? 'Clean at Sephora' then 'clean' end,
      case when p.highlights ? 'Fragrance Free' then 'fragrance_free' end,
      case when p.highlights ? 'Without Parabens' then 'paraben_free' end
    ]::text[], null)
    from product p where p.id = s.product_id;
  `,
};
