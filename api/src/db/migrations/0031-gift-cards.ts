import type { Migration } from './migration.ts';

// E-gift cards (issue 5): bought for a recipient (delivered through the outbox), then
// redeemed at checkout. The balance never goes below zero (CHECK behind the conditional
// UPDATE); a bag holds at most one card; an order records what it took from which card
// so a failed payment can give it back.
export const migration0031: Migration = {
  version: 31,
  name: 'gift-cards',
  sql: /* sql */ `
    create table gift_card (
      code text primary key,
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      currency text not null,
      initial_amount integer not null check (initial_amount > 0),
      balance integer not null check (balance >= 0 and balance <= initial_amount),
      recipient_name text not null,
      recipient_email text not null,
      sender_name text not null,
      message text not null default '',
      created_at timestamptz not null default now()
    );

    -- Messages to send (e-mail), written in the same transaction as what they announce.
    create table outbox (
      id bigserial primary key,
      kind text not null,
      payload jsonb not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    );

    alter table cart add column gift_card_code text references gift_card (code);
    alter table shop_order add column gift_card_code text references gift_card (code);
    alter table shop_order add column gift_card_amount integer not null default 0 check (gift_card_amount >= 0);
  `,
};
