import type { Migration } from './migration.ts';

// The beauty profile of the account dashboard (issue 12 item 4, decision 0085): one row per
// member, gone with the account. completed_at is set once, the first time every field is
// filled, in the same transaction as the completed_beauty_profile points.
export const migration0076: Migration = {
  version: 76,
  name: 'beauty-profile',
  sql: /* sql */ `
    create table beauty_profile (
      user_id text primary key references account_user (id) on delete cascade,
      skin_type text,
      skin_tone text,
      skin_concerns text[] not null default '{}',
      hair_type text,
      eye_colour text,
      completed_at timestamptz,
      updated_at timestamptz not null
    );
  `,
};
