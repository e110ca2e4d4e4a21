import type { Migration } from './migration.ts';

// The rewards boutique shows each gift's picture (issue 31 item 2, decision 0152).
//   product_id: the catalogue product the reward is (a sample or a full size of it), whose
//     default variant's packshot is the reward's picture; null for what is no product (an
//     experience in store).
//   image_url: a picture of the reward itself, when the data gives one: it comes first. No
//     seeded reward has one today; nothing is ever drawn up for a reward.
export const migration0152: Migration = {
  version: 152,
  name: 'reward-pictures',
  sql: /* sql */ `
    alter table reward add column product_id text references product (id);
    alter table reward add column image_url text;
  `,
};
