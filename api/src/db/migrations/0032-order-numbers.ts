import type { Migration } from './migration.ts';

// Order numbers from a sequence: a timestamp with a random suffix could repeat when many
// orders are placed in the same millisecond, and shop_order.number is unique.
export const migration0032: Migration = {
  version: 32,
  name: 'order-numbers',
  sql: /* sql */ `
    create sequence order_number_seq start with 1000001;
  `,
};
