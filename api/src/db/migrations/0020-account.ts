import type { Migration } from './migration.ts';

// Accounts and sessions (issue 4). A session is one sign-in on one device: its refresh
// tokens form a family (each rotation adds a row, the old one marked used); reuse of a
// used token past the grace window revokes the session. Tokens are stored as SHA-256
// hashes only. Sign-in failures are counted per key (account or address) in a window.
export const migration0020: Migration = {
  version: 20,
  name: 'account',
  sql: /* sql */ `
    create table account_user (
      id text primary key,
      email text not null check (length(email) between 3 and 254),
      email_key text not null unique, -- lower(trim(email)): unique case-insensitively
      first_name text not null,
      last_name text not null,
      mobile_calling_code text,
      mobile_number text,
      date_of_birth date,
      password_hash text not null,
      -- the two passwords before the current one (docs/product.md#passwords AUTH_MS_PV_006)
      previous_password_hashes text[] not null default '{}',
      consent_privacy_collection boolean not null check (consent_privacy_collection),
      consent_privacy_disclosure boolean not null check (consent_privacy_disclosure),
      consent_marketing boolean not null default false,
      consent_policy_agreement boolean not null check (consent_policy_agreement),
      consent_over_14 boolean not null check (consent_over_14),
      is_employee boolean not null default false,
      created_at timestamptz not null default now(),
      check ((mobile_calling_code is null) = (mobile_number is null))
    );

    create table auth_session (
      id text primary key,
      user_id text not null references account_user (id) on delete cascade,
      device_id text,
      created_at timestamptz not null default now(),
      revoked_at timestamptz,
      revoked_reason text
    );
    create index auth_session_user_idx on auth_session (user_id);

    create table refresh_token (
      token_hash text primary key,
      session_id text not null references auth_session (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index refresh_token_session_idx on refresh_token (session_id);

    create table sign_in_throttle (
      key text primary key, -- 'account:<email_key>' or 'address:<ip>'
      failures integer not null default 0 check (failures >= 0),
      window_started_at timestamptz not null default now(),
      last_failure_at timestamptz not null default now(),
      blocked_until timestamptz
    );

    -- Single-use, expiring links (password reset, unlock): hashes only.
    create table account_link_token (
      token_hash text primary key,
      user_id text not null references account_user (id) on delete cascade,
      purpose text not null check (purpose in ('password_reset', 'unlock')),
      expires_at timestamptz not null,
      used_at timestamptz
    );

    -- Mail the api would send; in development it lands here (and in the log).
    create table mail_outbox (
      id bigserial primary key,
      recipient text not null,
      template text not null,
      payload jsonb not null,
      created_at timestamptz not null default now()
    );
  `,
};
