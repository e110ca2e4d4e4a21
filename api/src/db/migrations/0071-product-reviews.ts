import type { Migration } from './migration.ts';

// Members' reviews (issue 12 item 5, decision 0082): one per member and product, by a
// member who bought it; pending until approved (automatically by the rules of
// reviews/auto-approve.ts, or by staff). product_review_stats holds the sums of
// the published ones, which the catalogue adds to the data set's own rating and count
// (catalog/product-rating.ts), so "Top Rated" sorts by real ratings, ours included.
export const migration0071: Migration = {
  version: 71,
  name: 'product-reviews',
  sql: /* sql */ `
    create table product_review (
      id text primary key,
      product_id text not null references product (id) on delete cascade,
      user_id text references account_user (id) on delete set null,
      author_name text not null check (length(author_name) between 1 and 60),
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      language text not null check (language in ('en', 'id', 'th', 'zh')),
      rating smallint not null check (rating between 1 and 5),
      title text not null check (length(title) between 1 and 120),
      body text not null check (length(body) between 1 and 2000),
      variant_id text references variant (id) on delete set null,
      skin_type text check (skin_type in ('dry', 'normal', 'oily', 'combination', 'sensitive')),
      status text not null check (status in ('pending', 'published', 'rejected')),
      moderation_note text check (length(moderation_note) <= 500),
      created_at timestamptz not null,
      moderated_at timestamptz,
      moderated_by text
    );
    create unique index product_review_one_per_member_idx on product_review (product_id, user_id) where user_id is not null;
    create index product_review_published_idx on product_review (product_id, created_at desc) where status = 'published';
    create index product_review_pending_idx on product_review (created_at) where status = 'pending';

    create table product_review_stats (
      product_id text primary key references product (id) on delete cascade,
      rating_sum integer not null check (rating_sum >= 0),
      review_count integer not null check (review_count >= 0)
    );
  `,
};
