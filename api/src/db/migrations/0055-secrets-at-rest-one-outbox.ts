import type { Migration } from './migration.ts';

// Secrets at rest and one outbox (decision 0054):
// - A gift-card code is a bearer value (whoever has it spends the balance), so the database
//   keeps only its SHA-256 (hex) and its last four characters for display. Existing rows are
//   converted here; the carts and orders that point at a card follow it. No pepper: the code
//   is 16 characters from 32 (80 random bits), so its hash cannot be reversed by guessing,
//   and a hash Postgres computes itself lets this migration convert rows without a secret.
// - Two outboxes (mail_outbox from accounts, outbox from gift cards) become one, "outbox",
//   which the mail sender will read: kind (the template), recipient, payload. Rows move.
export const migration0055: Migration = {
  version: 55,
  name: 'secrets-at-rest-one-outbox',
  sql: /* sql */ `
    alter table cart drop constraint cart_gift_card_code_fkey;
    alter table shop_order drop constraint shop_order_gift_card_code_fkey;
    alter table gift_card add column last4 text;
    update gift_card set last4 = right(code, 4), code = encode(sha256(convert_to(code, 'UTF8')), 'hex');
    alter table gift_card alter column last4 set not null;
    alter table gift_card rename column code to code_hash;
    alter table gift_card add constraint gift_card_code_hash_format check (code_hash ~ '^[0-9a-f]{64}$');
    update cart set gift_card_code = encode(sha256(convert_to(gift_card_code, 'UTF8')), 'hex') where gift_card_code is not null;
    alter table cart rename column gift_card_code to gift_card_hash;
    update shop_order set gift_card_code = encode(sha256(convert_to(gift_card_code, 'UTF8')), 'hex') where gift_card_code is not null;
    alter table shop_order rename column gift_card_code to gift_card_hash;
    alter table cart add constraint cart_gift_card_hash_fkey foreign key (gift_card_hash) references gift_card (code_hash);
    alter table shop_order add constraint shop_order_gift_card_hash_fkey foreign key (gift_card_hash) references gift_card (code_hash);

    alter table outbox add column recipient text;
    update outbox set recipient = coalesce(payload->>'to', '') where recipient is null;
    insert into outbox (kind, recipient, payload, created_at)
      select template, recipient, payload, created_at from mail_outbox order by id;
    drop table mail_outbox;
    alter table outbox alter column recipient set not null;
    create index outbox_unsent_idx on outbox (id) where sent_at is null;
  `,
};
