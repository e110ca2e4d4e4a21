import { COUNTRIES } from '@beauty/contracts/locale';
import { countryTimeZone } from '@beauty/contracts/calendar';
import type { Migration } from './migration.ts';

// Birthday points are decided when an order is paid, not when it is delivered (decision
// 0132): the member's date of birth at payment is what the order earns at, so changing it
// afterwards changes nothing. And a date of birth, once set, is the member's to change once,
// every change written down.
//
// Orders already paid but not yet delivered get the terms their date of birth gives today
// (the best record there is), in the order country's time zone, as the delivery used to.
const LOCAL_MONTH = `case o.country ${COUNTRIES.map((c) => `when '${c}' then to_char(o.created_at at time zone '${countryTimeZone(c)}', 'MM')`).join(' ')} end`;

export const migration0132: Migration = {
  version: 132,
  name: 'birthday-at-payment',
  sql: /* sql */ `
    create table loyalty_order_earn (
      order_id text primary key references shop_order (id) on delete cascade,
      birthday_month boolean not null,
      recorded_at timestamptz not null default now()
    );
    insert into loyalty_order_earn (order_id, birthday_month)
      select o.id, coalesce(to_char(u.date_of_birth, 'MM') = ${LOCAL_MONTH}, false)
      from shop_order o join account_user u on u.id = o.user_id
      where o.status = 'confirmed' and not exists (select 1 from loyalty_purchase p where p.order_id = o.id);

    create table account_dob_change (
      id bigserial primary key,
      user_id text not null references account_user (id) on delete cascade,
      previous date,
      next date,
      changed_by text not null check (changed_by in ('member', 'staff')),
      changed_at timestamptz not null default now()
    );
    create index account_dob_change_user_idx on account_dob_change (user_id);
  `,
};
