import type { Migration } from './migration.ts';

// Content-managed pages (issue 3 item 4, decision 0040): the role Contentful plays for
// the retailer, in our own database. An entry is one page (or overlay, or layout announcement) in
// one country and language; it has at most two versions, told apart by status: the
// published one shoppers see and a newer draft only preview shows. Publishing copies the
// draft over the published row and deletes the draft. Blocks are jsonb, validated by the
// zod schemas of content/blocks.ts on every write and every read.
export const migration0040: Migration = {
  version: 40,
  name: 'content',
  sql: /* sql */ `
    create table user_segment (
      id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(id) <= 40),
      name text not null,
      description text not null,
      position int not null default 0
    );

    create table content_entry (
      id text not null check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(id) <= 120),
      status text not null check (status in ('published', 'draft')),
      page_type text not null check (page_type in ('homepage', 'pages', 'brands', 'about', 'overlay', 'layout')),
      slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      language text not null check (language in ('en', 'id', 'th', 'zh')),
      title text not null check (length(title) between 1 and 200),
      description text check (length(description) <= 400),
      blocks jsonb not null default '[]' check (jsonb_typeof(blocks) = 'array'),
      updated_at timestamptz not null default now(),
      published_at timestamptz,
      primary key (id, status),
      check ((status = 'published') = (published_at is not null))
    );
    -- One published and one draft version per page, locale and kind: the look-up by slug.
    create unique index content_entry_page_idx on content_entry (page_type, slug, country, language, status);
  `,
};
