import type { Migration } from './migration.ts';

// Beauty Pass members and the order's life after payment (issue 11, decisions 0072-0073).
//
// loyalty_member: one row per account, made when the member first meets the programme on
// a country site (that site is the home country: its currency counts the tier spend). The
// tier spend counter (year_spend) is in the home currency's minor units and restarts at
// each membership year (surplus does not carry over). year_end_due_at, expiry_due_at and
// birthday_due_at are the jobs' due times, pushed forward as leases when claimed (SKIP LOCKED).
//
// shop_order.fulfilment: what happens after a confirmed payment (packed, shipped with a
// tracking number, delivered, cancelled, returned), with the date of each step; per line,
// how many units were cancelled or returned. status keeps the payment outcome, unchanged.
//
// loyalty_purchase: what a delivered order earned (points) and brings to the tier (spend),
// counted into year_spend by a job once its points are valid (3 working days after
// delivery), and how much of either a cancellation or return took back.
export const migration0060: Migration = {
  version: 60,
  name: 'loyalty-members-fulfilment',
  sql: /* sql */ `
    create sequence loyalty_card_seq start with 10000001;

    create table loyalty_member (
      user_id text primary key references account_user (id) on delete cascade,
      card_number text not null unique,
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      tier text not null default 'pink' check (tier in ('pink', 'white', 'black', 'gold')),
      previous_tier text check (previous_tier in ('pink', 'white', 'black', 'gold')),
      tier_changed_at timestamptz,
      joined_at timestamptz not null,
      year_start timestamptz not null,
      year_spend bigint not null default 0 check (year_spend >= 0),
      year_end_due_at timestamptz not null,
      expiry_due_at timestamptz not null,
      birthday_due_at timestamptz not null,
      birthday_year integer
    );
    create index loyalty_member_year_end_idx on loyalty_member (year_end_due_at);
    create index loyalty_member_expiry_idx on loyalty_member (expiry_due_at);
    create index loyalty_member_birthday_idx on loyalty_member (birthday_due_at);

    create table loyalty_purchase (
      order_id text primary key references shop_order (id) on delete cascade,
      user_id text not null references account_user (id) on delete cascade,
      country text not null,
      spend bigint not null check (spend >= 0),
      points integer not null check (points >= 0),
      valid_from timestamptz not null,
      counted_at timestamptz,
      reversed_spend bigint not null default 0 check (reversed_spend >= 0 and reversed_spend <= spend),
      reversed_points integer not null default 0 check (reversed_points >= 0 and reversed_points <= points)
    );
    create index loyalty_purchase_due_idx on loyalty_purchase (valid_from) where counted_at is null;
    create index loyalty_purchase_user_idx on loyalty_purchase (user_id);

    alter table shop_order add column fulfilment text check (fulfilment in ('confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned'));
    update shop_order set fulfilment = 'confirmed' where status = 'confirmed';
    alter table shop_order add column tracking_number text check (length(tracking_number) between 1 and 64);
    alter table shop_order add column packed_at timestamptz;
    alter table shop_order add column shipped_at timestamptz;
    alter table shop_order add column delivered_at timestamptz;
    alter table shop_order add column cancelled_at timestamptz;
    alter table shop_order add column returned_at timestamptz;

    alter table order_line add column cancelled_quantity integer not null default 0 check (cancelled_quantity >= 0);
    alter table order_line add column returned_quantity integer not null default 0 check (returned_quantity >= 0);
    alter table order_line add constraint order_line_taken_back check (cancelled_quantity + returned_quantity <= quantity);

    create index points_ledger_activity_idx on points_ledger (user_id, created_at) where source in ('purchase_points', 'purchase_points_with_order_number', 'used_points');
  `,
};
