import type { Migration } from './migration.ts';

// Attempt counters for everything a stranger can guess at (sign-in, sign-up, password
// reset, unlock, promo codes, gift cards): one row per key, updated by one atomic upsert
// (platform/rate-limit), so every api replica on this database shares the count.
// Replaces sign_in_throttle, which counted failures after the password was hashed: a
// parallel burst all passed its check before the first failure was written.
export const migration0058: Migration = {
  version: 58,
  name: 'rate-limit',
  sql: /* sql */ `
    create table rate_limit (
      key text primary key, -- '<purpose>:<what>:<value>', e.g. 'sign-in:account:ana@example.com'
      hits integer not null default 0 check (hits >= 0),
      window_started_at timestamptz not null default now(),
      last_hit_at timestamptz not null default now(),
      -- Which statement made the last admitted hit: RETURNING compares it with its own id.
      last_hit_id text,
      blocked_until timestamptz
    );
    drop table sign_in_throttle;
  `,
};
