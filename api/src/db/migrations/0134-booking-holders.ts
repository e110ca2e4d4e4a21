import type { Migration } from './migration.ts';

// Who holds a booking, for the booking limits (decision 0134): the guest's device id and
// buyer address (the member's is their account, user_id, already there), so a burst of
// anonymous bookings can be counted before it takes a store's day, and staff can see and
// release a hoard grouped by device, address or e-mail. Older rows have neither: they
// count per e-mail and account only.
export const migration0134: Migration = {
  version: 134,
  name: 'booking-holders',
  sql: /* sql */ `
    alter table reservation add column device_id text check (length(device_id) <= 128);
    alter table reservation add column buyer_ip text check (length(buyer_ip) <= 64);
    create index reservation_live_store_idx on reservation (store_id, starts_at) where status <> 'cancelled';
    create index reservation_device_idx on reservation (device_id, starts_at) where device_id is not null;
    create index reservation_buyer_ip_idx on reservation (buyer_ip, starts_at) where buyer_ip is not null;
    create index reservation_email_idx on reservation (lower(email), created_at) where email is not null;
  `,
};
