import type { Migration } from './migration.ts';

// One order per intent, and none left hanging (decision 0054):
// - request_hash: a fingerprint of the body that placed an order, so a key reused with a
//   different body is refused instead of answered with the old order (null: placed before);
// - cart.checkout_attempt: the bag's attempt number, from which the server derives a key
//   when the client sends none (a double click makes one order);
// - reserved_until: how long a payment_pending order holds its stock before the sweep
//   voids the payment and gives the stock back;
// - payment.next_check_at: when the reconciler next asks the provider about an unanswered
//   payment (also its lease: claiming a row pushes it forward, so replicas never share one).
export const migration0054: Migration = {
  version: 54,
  name: 'orders-once',
  sql: /* sql */ `
    alter table shop_order add column request_hash text;
    alter table shop_order add column reserved_until timestamptz;
    update shop_order set reserved_until = created_at + interval '30 minutes' where status = 'payment_pending';
    alter table shop_order add constraint shop_order_pending_reserved check (status <> 'payment_pending' or reserved_until is not null);
    create index shop_order_reserved_idx on shop_order (reserved_until) where status = 'payment_pending';

    alter table cart add column checkout_attempt integer not null default 0 check (checkout_attempt >= 0);

    alter table payment add column answered_at timestamptz;
    alter table payment add column next_check_at timestamptz;
    alter table payment add column checks integer not null default 0;
    update payment set next_check_at = created_at where status = 'pending';
    create index payment_due_idx on payment (next_check_at) where status = 'pending';
  `,
};
