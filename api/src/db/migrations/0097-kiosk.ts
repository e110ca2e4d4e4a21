import type { Migration } from './migration.ts';

// The in-store kiosk (issue 18, decision 0119).
// - variant.barcode: each pack's EAN-13 in GS1's restricted-circulation range (first digit 2),
//   derived from the variant id. The seed writes it (catalog/barcode.ts barcodeFor and
//   assignBarcodes); a catalogue seeded before this migration gets the same digits here (md5
//   in SQL as in TypeScript). Unique, checked at commit so a re-seed may move codes around.
// - store_stock: each store's shelf; the seed fills it (catalog/seed/store-shelves.ts), and
//   the copy of that statement below fills it for a catalogue seeded before.
// - kiosk_device: the screens staff register; the credential's secret is kept as sha256 only.
// - kiosk_sign_in_code: a member's one-time code for a kiosk (one live code per member, as an
//   HMAC only), bound to the device that asked for it; five wrong tries burn it.
export const migration0097: Migration = {
  version: 97,
  name: 'kiosk',
  sql: /* sql */ `
    alter table variant add column barcode text;

    create function barcode_0097(input text) returns text language sql immutable as $fn$
      select body || ((10 - (select sum(substr(body, i, 1)::int * case when i % 2 = 0 then 3 else 1 end) from generate_series(1, 12) i) % 10) % 10)::text
      from (select '2' || lpad(((('x' || substr(md5(input), 1, 15))::bit(60)::bigint) % 100000000000)::text, 11, '0') as body) b
    $fn$;
    create temporary table barcode_0097_work (id text primary key, attempt integer not null, code text not null) on commit drop;
    insert into barcode_0097_work select id, 0, barcode_0097(id) from variant;
    -- A code an earlier variant (in id order) holds: that variant's next attempt, until none clash.
    do $do$
    begin
      loop
        update barcode_0097_work c set attempt = c.attempt + 1, code = barcode_0097(c.id || '#' || (c.attempt + 1))
        where exists (select 1 from barcode_0097_work d where d.code = c.code and d.id < c.id);
        exit when not found;
      end loop;
    end
    $do$;
    update variant v set barcode = c.code from barcode_0097_work c where c.id = v.id;
    drop function barcode_0097(text);
    alter table variant add constraint variant_barcode_key unique (barcode) deferrable initially deferred;

    create table store_stock (
      store_id text not null references store (id) on delete cascade,
      variant_id text not null references variant (id) on delete cascade,
      quantity integer not null check (quantity >= 0),
      primary key (store_id, variant_id)
    );
    insert into store_stock (store_id, variant_id, quantity)
    select store_id, variant_id,
      case
        when quantity = 0 then 0
        when ('x' || substr(h, 8, 7))::bit(28)::int % 100 < 8 then 0
        when ('x' || substr(h, 8, 7))::bit(28)::int % 100 < 23 then 1 + ('x' || substr(h, 15, 7))::bit(28)::int % 3
        else 4 + ('x' || substr(h, 15, 7))::bit(28)::int % 37
      end
    from (
      select s.id as store_id, st.variant_id, st.quantity, md5(s.id || '|' || st.variant_id) as h
      from store s join stock st on st.country = s.country
    ) candidate
    where ('x' || substr(h, 1, 7))::bit(28)::int % 100 < 40;

    create table kiosk_device (
      id text primary key,
      store_id text not null references store (id),
      label text not null,
      secret_hash text not null,
      created_by text references account_user (id) on delete set null, -- the staff account that registered it; null from the command line
      created_at timestamptz not null default now(),
      revoked_at timestamptz
    );
    create index kiosk_device_store_idx on kiosk_device (store_id, created_at desc);

    create table kiosk_sign_in_code (
      user_id text primary key references account_user (id) on delete cascade,
      device_id text not null references kiosk_device (id) on delete cascade,
      code_hash text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      attempts integer not null default 0 check (attempts >= 0),
      used_at timestamptz
    );
  `,
};
