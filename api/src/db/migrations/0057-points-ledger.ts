import type { Migration } from './migration.ts';
import { POINT_SOURCES } from '@beauty/contracts/loyalty';

// The Beauty Pass points ledger (issue 11, decision 0071): append-only. A balance is the
// sum of a member's rows, always; nothing is ever updated or deleted (a return appends a
// negative row, expiry appends expired_points). An entry counts from valid_from: purchase
// points are written at delivery with valid_from three working days later, so "pending"
// is a matter of time, not a status that a job must flip. reference makes each event
// count once: (user, source, reference) is unique, so a retried event is a no-op.
export const migration0057: Migration = {
  version: 57,
  name: 'points-ledger',
  sql: /* sql */ `
    create table points_ledger (
      id bigserial primary key,
      user_id text not null references account_user (id) on delete cascade,
      country text not null,
      source text not null check (source in (${POINT_SOURCES.map((s) => `'${s}'`).join(', ')})),
      points integer not null check (points <> 0),
      reference text not null check (length(reference) between 1 and 200),
      order_id text,
      note text check (length(note) <= 500),
      valid_from timestamptz not null,
      created_at timestamptz not null,
      unique (user_id, source, reference)
    );
    create index points_ledger_user_idx on points_ledger (user_id, valid_from);
  `,
};
