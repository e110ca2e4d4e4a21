import type { Migration } from './migration.ts';

// Issue 5: free samples, promotions, stores for click and collect, orders and payments.
// Reference data (samples, promotions, stores) is small and per country, so it ships in
// the migration rather than in the catalogue seed. Constraints repeat the code's rules as
// the last line of defence: a promotion is never used more often than its limit, stock
// (migration 0001) never goes below zero, one payment per order, one order per
// idempotency key.
const COUNTRIES = ['AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH'] as const;

/** Money steps per country in minor units: what "10 dollars" is in each currency. */
const UNIT: Record<(typeof COUNTRIES)[number], number> = {
  AU: 100,
  NZ: 100,
  SG: 100,
  MY: 100,
  HK: 1000,
  PH: 5000,
  TH: 3000,
  ID: 1_000_000,
};

const SAMPLES = [
  ['Hydrating Cleanser', 'Fresh'],
  ['Vitamin C Serum', 'Drunk Elephant'],
  ['Lip Sleeping Mask', 'Laneige'],
  ['Eau de Parfum', 'Mugler'],
  ['Brow Gel', 'Benefit Cosmetics'],
];

function seedSql(): string {
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const samples: string[] = [];
  const promotions: string[] = [];
  const stores: string[] = [];
  for (const c of COUNTRIES) {
    const u = UNIT[c];
    SAMPLES.forEach(([name, brand], i) => void samples.push(`(${q(`S-${c}-${i + 1}`)}, ${q(c)}, ${q(name!)}, ${q(brand!)}, ${i})`));
    // id, code, kind, value, min_order, first_time_only, brand_id, expires_at, usage_limit, listed
    const rows: [string, string, string, number, number, boolean, string | null, string | null, number | null, boolean][] = [
      [`PR-${c}-WELCOME10`, 'WELCOME10', 'percent', 10, 0, true, null, null, null, true],
      [`PR-${c}-SAVE`, 'SAVE10', 'fixed', u, 5 * u, false, null, null, null, true],
      [`PR-${c}-BIGSPEND`, 'BIGSPEND', 'percent', 15, 100 * u, false, null, null, null, true],
      [`PR-${c}-CLINIQUE`, 'CLINIQUE20', 'percent', 20, 0, false, 'clinique', null, null, true],
      [`PR-${c}-OLD`, 'SUMMER2020', 'percent', 20, 0, false, null, '2020-12-31T23:59:59Z', null, false],
      [`PR-${c}-VIP`, 'VIPONCE', 'fixed', 2 * u, 0, false, null, null, 1, false],
    ];
    for (const [id, code, kind, value, min, first, brand, expires, limit, listed] of rows) {
      promotions.push(
        `(${q(id)}, ${q(c)}, ${q(code)}, ${q(kind)}, ${value}, ${min}, ${first}, ${brand ? q(brand) : 'null'}, ${expires ? q(expires) : 'null'}, ${limit ?? 'null'}, ${listed})`,
      );
    }
    stores.push(`(${q(`ST-${c}-1`)}, ${q(c)}, ${q(`Lumi Beauty ${c} Flagship`)}, ${q(`1 Central Mall, ${c}`)})`);
    stores.push(`(${q(`ST-${c}-2`)}, ${q(c)}, ${q(`Lumi Beauty ${c} Riverside`)}, ${q(`88 Riverside Walk, ${c}`)})`);
  }
  return `
    insert into sample (id, country, name, brand_name, position) values ${samples.join(',\n')};
    insert into promotion (id, country, code, kind, value, min_order, first_time_only, brand_slug, expires_at, usage_limit, listed) values ${promotions.join(',\n')};
    insert into store (id, country, name, address) values ${stores.join(',\n')};
  `;
}

export const migration0030: Migration = {
  version: 30,
  name: 'bag-promotions-orders',
  sql: /* sql */ `
    create table sample (
      id text primary key,
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      name text not null,
      brand_name text not null,
      position integer not null
    );
    create index sample_country_idx on sample (country, position);

    create table cart_sample (
      cart_id text not null references cart (id) on delete cascade,
      sample_id text not null references sample (id),
      created_at timestamptz not null default clock_timestamp(),
      primary key (cart_id, sample_id)
    );

    create table promotion (
      id text primary key,
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      code text not null, -- case-sensitive: 'WELCOME10' is not 'welcome10'
      kind text not null check (kind in ('percent', 'fixed')),
      value integer not null check (value > 0), -- percent points, or minor units
      min_order integer not null default 0 check (min_order >= 0),
      first_time_only boolean not null default false,
      brand_slug text, -- only products of this brand count (and are discounted)
      expires_at timestamptz,
      usage_limit integer check (usage_limit > 0),
      used_count integer not null default 0 check (used_count >= 0),
      listed boolean not null default true, -- shown in the promotions panel
      check (kind <> 'percent' or value <= 100),
      check (usage_limit is null or used_count <= usage_limit),
      unique (country, code)
    );

    alter table cart add column promotion_id text references promotion (id);

    create table store (
      id text primary key,
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      name text not null,
      address text not null
    );

    create table shop_order (
      id text primary key,
      number text not null unique,
      idempotency_key text not null,
      device_id text not null,
      user_id text, -- set for members (issue 4); null for guests
      email text not null,
      country text not null check (country in ('AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH')),
      currency text not null,
      status text not null check (status in ('payment_pending', 'confirmed', 'payment_failed', 'payment_blocked')),
      promotion_id text references promotion (id),
      summary jsonb not null,
      delivery jsonb not null,
      recipient jsonb not null,
      payment_method text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (device_id, idempotency_key)
    );
    create index shop_order_email_idx on shop_order (country, email);

    create table order_line (
      order_id text not null references shop_order (id) on delete cascade,
      position integer not null,
      variant_id text not null references variant (id),
      product_id text not null,
      quantity integer not null check (quantity > 0),
      unit_amount integer not null check (unit_amount >= 0),
      primary key (order_id, position)
    );

    create table order_sample (
      order_id text not null references shop_order (id) on delete cascade,
      sample_id text not null references sample (id),
      primary key (order_id, sample_id)
    );

    -- Every status change, so "moved forward once" can be checked and audited.
    create table order_event (
      id bigserial primary key,
      order_id text not null references shop_order (id) on delete cascade,
      from_status text,
      to_status text not null,
      reason text not null,
      created_at timestamptz not null default clock_timestamp()
    );

    create table payment (
      id text primary key,
      order_id text not null unique references shop_order (id) on delete cascade,
      provider text not null,
      reference text unique,
      status text not null check (status in ('pending', 'approved', 'declined', 'blocked')),
      amount integer not null check (amount >= 0),
      created_at timestamptz not null default now()
    );

    -- Webhook deliveries seen, so a redelivery is answered without acting twice.
    create table payment_webhook_event (
      event_id text primary key,
      reference text not null,
      received_at timestamptz not null default now()
    );

    ${seedSql()}
  `,
};
