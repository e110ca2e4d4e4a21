import type { Migration } from './migration.ts';

// The rewards boutique and gifts with purchase (issue 11 item 5, decision 0075).
//   reward: what points buy in a country, limited stock (stock_left never below zero), some
//     for Black or Gold only.
//   reward_hold: a reward a member put in a bag. It reserves the points and one unit of
//     stock from that moment (held), follows the bag into its order (ordered), and is spent
//     (a used_points ledger row) when the order is confirmed, or released (points and stock
//     back) when the payment fails, is blocked or the order is cancelled. At most one held
//     reward per bag and one per order: one reward per customer per transaction.
//   gwp_offer / gwp_choice / cart_gwp: a gift with purchase above a threshold, one choice
//     of several; the choice's stock is taken when the order is placed.
//   order_gift: the gifts an order carries (a reward, a GWP, the Gold welcome gift), so the
//     order page and a release know them after the bag is gone.
export const migration0065: Migration = {
  version: 65,
  name: 'rewards-boutique',
  sql: /* sql */ `
    create table reward (
      id text primary key,
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      name text not null,
      brand_name text not null,
      kind text not null check (kind in ('deluxe_sample', 'full_size', 'experience')),
      points integer not null check (points > 0),
      min_tier text not null check (min_tier in ('white', 'black', 'gold')),
      stock_total integer not null check (stock_total >= 0),
      stock_left integer not null check (stock_left >= 0 and stock_left <= stock_total),
      position integer not null
    );
    create index reward_country_idx on reward (country, position);

    create table reward_hold (
      id text primary key,
      user_id text not null references account_user (id) on delete cascade,
      reward_id text not null references reward (id),
      country text not null,
      points integer not null check (points > 0),
      cart_id text references cart (id) on delete set null,
      order_id text references shop_order (id) on delete cascade,
      status text not null check (status in ('held', 'ordered', 'spent', 'released')),
      created_at timestamptz not null,
      -- when its order was placed (the app's clock): the spend is dated then
      ordered_at timestamptz,
      settled_at timestamptz
    );
    create unique index reward_hold_one_per_bag on reward_hold (cart_id) where status = 'held';
    create unique index reward_hold_one_per_order on reward_hold (order_id) where order_id is not null;
    create index reward_hold_user_idx on reward_hold (user_id, status);

    create table gwp_offer (
      id text primary key,
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      name text not null,
      threshold integer not null check (threshold > 0),
      position integer not null
    );
    create table gwp_choice (
      id text primary key,
      offer_id text not null references gwp_offer (id) on delete cascade,
      name text not null,
      brand_name text not null,
      stock_left integer not null check (stock_left >= 0),
      position integer not null
    );
    create table cart_gwp (
      cart_id text primary key references cart (id) on delete cascade,
      choice_id text not null references gwp_choice (id)
    );

    create table order_gift (
      order_id text not null references shop_order (id) on delete cascade,
      kind text not null check (kind in ('reward', 'gwp', 'gold_welcome')),
      ref_id text not null,
      name text not null,
      brand_name text not null,
      points integer not null default 0,
      primary key (order_id, kind)
    );
  `,
};
