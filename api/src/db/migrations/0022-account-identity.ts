import type { Migration } from './migration.ts';

// Sign-in providers linked to an account (Google): one account per provider subject.
export const migration0022: Migration = {
  version: 22,
  name: 'account-identity',
  sql: /* sql */ `
    create table account_identity (
      provider text not null check (provider in ('google')),
      subject text not null,
      user_id text not null references account_user (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (provider, subject)
    );
    create index account_identity_user_idx on account_identity (user_id);
  `,
};
