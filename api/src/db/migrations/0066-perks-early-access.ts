import type { Migration } from './migration.ts';

// Beauty Pass perks in pricing and early access (issue 11 item 4, decision 0076).
//   perk_use: a once-only perk (the welcome voucher, a year's birthday voucher, a year's
//     Gold welcome gift) taken by an order. The primary key makes it once, whatever races;
//     a failed or blocked payment deletes the row, so the perk is there for the next order.
//   beauty_pass_sale: the windows of the Beauty Pass Sale per country, when Black and Gold
//     members have ten_percent_off.
//   product.public_from: a "priority access" product is sold to everyone from this time;
//     before it, to Black and Gold members only. Null: public.
export const migration0066: Migration = {
  version: 66,
  name: 'perks-early-access',
  sql: /* sql */ `
    create table perk_use (
      user_id text not null references account_user (id) on delete cascade,
      kind text not null check (kind in ('welcome_voucher', 'birthday_voucher', 'gold_welcome', 'ten_percent_off')),
      reference text not null,
      order_id text not null references shop_order (id) on delete cascade,
      created_at timestamptz not null,
      primary key (user_id, kind, reference)
    );
    create index perk_use_order_idx on perk_use (order_id);

    create table beauty_pass_sale (
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      starts_at timestamptz not null,
      ends_at timestamptz not null check (ends_at > starts_at),
      primary key (country, starts_at)
    );

    alter table product add column public_from timestamptz;
  `,
};
