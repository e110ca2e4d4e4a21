import type { Migration } from './migration.ts';

// Rewards and gifts with purchase in the shopper's language (issue 15 item 6): the seeded
// boutique and gifts carry their names per language (en, id, th, zh), filled by the seed
// (loyalty/rewards/seed-rewards.ts). The api answers with the request language's name; a row
// without one (e.g. added by hand later) keeps its single name for every language.
export const migration0096: Migration = {
  version: 96,
  name: 'reward-names-i18n',
  sql: /* sql */ `
    alter table reward add column name_i18n jsonb not null default '{}';
    alter table gwp_offer add column name_i18n jsonb not null default '{}';
    alter table gwp_choice add column name_i18n jsonb not null default '{}';
  `,
};
