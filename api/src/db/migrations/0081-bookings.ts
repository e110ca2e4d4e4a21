import type { Migration } from './migration.ts';

// Bookings (issue 13 items 2-5, decisions 0091-0092): activities (beauty services, classes,
// events) with names in the four languages, the stores that offer them, the questions a
// booking asks, artists and their weekly shifts, dated sessions of classes and events, and
// reservations.
//
// No double booking is the database's job, on PGlite and Postgres alike:
// - an artist never holds two overlapping bookings: an exclusion constraint on
//   (artist_id =, tstzrange &&) over the bookings that are not cancelled (btree_gist gives
//   text equality in a GiST index; PGlite ships it as a contrib extension). A concurrent
//   second insert or reschedule fails with 23P01, which the api answers SLOT_TAKEN.
// - a class or event never exceeds its capacity: seats_taken is a counter moved by a
//   conditional update (seats_taken < capacity) under the row lock, with a CHECK as the
//   last line of defence.
export const migration0081: Migration = {
  version: 81,
  name: 'bookings',
  sql: /* sql */ `
    create extension if not exists btree_gist with schema public;

    create table activity_group (
      id text primary key,
      position integer not null,
      names jsonb not null,        -- {"en": …, "id": …, "th": …, "zh": …}
      descriptions jsonb not null
    );

    create table activity (
      id text primary key,
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      kind text not null check (kind in ('service', 'class', 'event')),
      slug text not null,
      group_id text not null references activity_group (id),
      duration_minutes integer not null check (duration_minutes between 5 and 600),
      price_amount integer check (price_amount >= 0), -- minor units; null = free
      currency text not null,
      capacity integer not null check (capacity >= 1),
      invitation_only boolean not null default false,
      required_tier text,
      names jsonb not null,
      descriptions jsonb not null,
      position integer not null,
      check (kind <> 'service' or capacity = 1),
      unique (country, slug)
    );

    create table activity_store (
      activity_id text not null references activity (id) on delete cascade,
      store_id text not null references store (id) on delete cascade,
      primary key (activity_id, store_id)
    );
    create index activity_store_store_idx on activity_store (store_id);

    create table booking_question (
      id text primary key,
      activity_id text not null references activity (id) on delete cascade,
      position integer not null,
      kind text not null check (kind in ('text', 'single', 'multi')),
      required boolean not null,
      max_length integer,
      labels jsonb not null,
      options jsonb not null default '[]' -- [{"value": …, "labels": {"en": …}}]
    );
    create index booking_question_activity_idx on booking_question (activity_id, position);

    create table artist (
      id text primary key,
      store_id text not null references store (id) on delete cascade,
      name text not null,
      position integer not null
    );
    create index artist_store_idx on artist (store_id, position);

    -- Weekly shifts in the store's wall time (its zone is the store's).
    create table artist_shift (
      artist_id text not null references artist (id) on delete cascade,
      weekday integer not null check (weekday between 0 and 6),
      starts text not null check (starts ~ '^[0-2][0-9]:[0-5][0-9]$'),
      ends text not null check (ends ~ '^[0-2][0-9]:[0-5][0-9]$'),
      primary key (artist_id, weekday),
      check (starts < ends)
    );

    create table activity_session (
      id text primary key,
      activity_id text not null references activity (id) on delete cascade,
      store_id text not null references store (id) on delete cascade,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      capacity integer not null check (capacity >= 1),
      seats_taken integer not null default 0,
      check (ends_at > starts_at),
      check (seats_taken >= 0 and seats_taken <= capacity)
    );
    create index activity_session_store_idx on activity_session (store_id, starts_at);
    create index activity_session_activity_idx on activity_session (activity_id, starts_at);

    create table reservation (
      id text primary key,
      confirmation_number text not null unique,
      country text not null,
      language text not null,
      activity_id text not null references activity (id),
      store_id text not null references store (id),
      artist_id text references artist (id),
      session_id text references activity_session (id),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      status text not null check (status in ('confirmed', 'rescheduled', 'cancelled')),
      full_name text not null check (length(full_name) between 1 and 100),
      email text check (length(email) <= 254),
      phone text check (length(phone) <= 30),
      answers jsonb not null default '[]',
      user_id text references account_user (id) on delete set null,
      idempotency_key text unique,
      request_hash text,
      provider text not null default 'lumi',
      provider_reference text,
      remind_at timestamptz,
      reminded_at timestamptz,
      changes integer not null default 0, -- reschedules and the cancellation: the calendar file's SEQUENCE
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (ends_at > starts_at),
      check (artist_id is not null or session_id is not null or provider <> 'lumi'),
      constraint reservation_artist_no_overlap exclude using gist (artist_id with =, tstzrange(starts_at, ends_at) with &&)
        where (status <> 'cancelled' and artist_id is not null)
    );
    create index reservation_user_idx on reservation (user_id, starts_at) where user_id is not null;
    create index reservation_remind_idx on reservation (remind_at) where reminded_at is null and status <> 'cancelled';
    create unique index reservation_provider_ref_idx on reservation (provider, provider_reference) where provider_reference is not null;

    -- The external provider's hosted flows we started: a return is believed only for a
    -- reference we issued, and only after the provider confirms it server to server.
    create table provider_booking_start (
      reference text primary key,
      provider text not null,
      country text not null,
      language text not null,
      activity_id text not null references activity (id),
      store_id text not null references store (id),
      user_id text references account_user (id) on delete set null,
      created_at timestamptz not null default now()
    );
  `,
};
