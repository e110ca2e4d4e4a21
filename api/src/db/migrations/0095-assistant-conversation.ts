import type { Migration } from './migration.ts';

// The assistant's conversations (issue 17, decision 0110): one per member per country site
// (so it follows them across devices), or per guest device. Messages are a capped jsonb
// array: the api keeps the last turns only, and a member's go with their account.
export const migration0095: Migration = {
  version: 95,
  name: 'assistant-conversation',
  sql: /* sql */ `
    create table assistant_conversation (
      id text primary key,
      user_id text references account_user (id) on delete cascade,
      device_id text,
      country text not null,
      messages jsonb not null default '[]',
      updated_at timestamptz not null default now(),
      check ((user_id is null) <> (device_id is null))
    );
    create unique index assistant_conversation_member_idx on assistant_conversation (user_id, country) where user_id is not null;
    create unique index assistant_conversation_device_idx on assistant_conversation (device_id, country) where device_id is not null;
  `,
};
