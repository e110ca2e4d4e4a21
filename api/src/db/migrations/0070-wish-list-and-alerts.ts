import type { Migration } from './migration.ts';

// Wish list, waitlist and launch reminders on the server (issue 12, decision 0080).
// - wish_list_item: a member's hearts, per country site (a product; the shade or size when
//   the heart was given on one), with the price it had then, so the list can say "now
//   cheaper". One row per (member, country, product): a second heart is not a duplicate.
// - shopper_alert: one table for both "tell me when" lists, because they live the same
//   life: a member's or a guest's e-mail (a guest's counts only once confirmed: double
//   opt-in), the language and country the mail is written in, and notified_at once the
//   one mail went out (the shopper then leaves the list). kind 'waitlist' waits for a
//   variant's stock in the country; kind 'launch' waits for the product's launch date.
// - product_launch: when a coming-soon product launches (set by staff); the launch job
//   mails the reminders after it and takes the coming-soon badge off.
export const migration0070: Migration = {
  version: 70,
  name: 'wish-list-and-alerts',
  sql: /* sql */ `
    create table wish_list_item (
      user_id text not null references account_user (id) on delete cascade,
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      product_id text not null references product (id) on delete cascade,
      variant_id text references variant (id) on delete set null,
      added_currency text,
      added_amount bigint,
      added_at timestamptz not null,
      primary key (user_id, country, product_id)
    );
    create index wish_list_item_added_idx on wish_list_item (user_id, country, added_at desc);

    create table shopper_alert (
      id text primary key,
      kind text not null check (kind in ('waitlist', 'launch')),
      user_id text references account_user (id) on delete cascade,
      email text not null check (length(email) between 3 and 254),
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      language text not null check (language in ('en', 'id', 'th', 'zh')),
      product_id text not null references product (id) on delete cascade,
      variant_id text references variant (id) on delete cascade,
      confirmed_at timestamptz,
      notified_at timestamptz,
      created_at timestamptz not null,
      check ((kind = 'waitlist') = (variant_id is not null))
    );
    -- One open alert per shopper and thing: a member by id, a guest by address.
    create unique index shopper_alert_member_idx on shopper_alert (kind, user_id, country, coalesce(variant_id, product_id))
      where user_id is not null and notified_at is null;
    create unique index shopper_alert_guest_idx on shopper_alert (kind, lower(email), country, coalesce(variant_id, product_id))
      where user_id is null and notified_at is null;
    create index shopper_alert_waiting_idx on shopper_alert (kind, variant_id, country) where notified_at is null and confirmed_at is not null;
    create index shopper_alert_launch_idx on shopper_alert (kind, product_id) where notified_at is null and confirmed_at is not null;

    create table product_launch (
      product_id text primary key references product (id) on delete cascade,
      launches_at timestamptz not null,
      launched_at timestamptz
    );
  `,
};
