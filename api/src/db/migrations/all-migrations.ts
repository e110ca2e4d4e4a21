// Every migration, in order. Add a new one at the end with the next number.
import { migration0001 } from './0001-catalog.ts';
import { migration0002 } from './0002-cart.ts';
import { migration0003 } from './0003-shelf.ts';
import { migration0010 } from './0010-shelf-tags.ts';
import { migration0011 } from './0011-search.ts';
import { migration0012 } from './0012-product-badges.ts';
import { migration0013 } from './0013-search-doc-shelf.ts';
import { migration0020 } from './0020-account.ts';
import { migration0021 } from './0021-member-bag.ts';
import { migration0022 } from './0022-account-identity.ts';
import { migration0030 } from './0030-bag-promotions-orders.ts';
import { migration0031 } from './0031-gift-cards.ts';
import { migration0032 } from './0032-order-numbers.ts';
import { migration0033 } from './0033-member-orders.ts';
import { migration0040 } from './0040-content.ts';
import { migration0054 } from './0054-orders-once.ts';
import { migration0055 } from './0055-secrets-at-rest-one-outbox.ts';
import { migration0056 } from './0056-staff-role.ts';
import { migration0057 } from './0057-points-ledger.ts';
import { migration0058 } from './0058-rate-limit.ts';
import { migration0060 } from './0060-loyalty-members-fulfilment.ts';
import { migration0065 } from './0065-rewards-boutique.ts';
import { migration0066 } from './0066-perks-early-access.ts';
import { migration0070 } from './0070-wish-list-and-alerts.ts';
import { migration0071 } from './0071-product-reviews.ts';
import { migration0075 } from './0075-outbox-delivery.ts';
import { migration0076 } from './0076-beauty-profile.ts';
import { migration0080 } from './0080-store-list.ts';
import { migration0081 } from './0081-bookings.ts';
import { migration0090 } from './0090-sandbox-accounts.ts';
import { migration0095 } from './0095-assistant-conversation.ts';
import { migration0096 } from './0096-reward-names-i18n.ts';
import { migration0097 } from './0097-kiosk.ts';
import { migration0098 } from './0098-catalog-version.ts';
import { migration0099 } from './0099-public-data-version.ts';
import { migration0132 } from './0132-birthday-at-payment.ts';
import { migration0134 } from './0134-booking-holders.ts';
import { migration0136 } from './0136-outbox-recipient-cap.ts';
import { migration0138 } from './0138-welcome-voucher-claims.ts';
import { migration0152 } from './0152-reward-pictures.ts';
import type { Migration } from './migration.ts';

// One per line, so two changes that each add one merge cleanly.
export const MIGRATIONS: readonly Migration[] = [
  migration0001,
  migration0002,
  migration0003,
  migration0010,
  migration0011,
  migration0012,
  migration0013,
  migration0020,
  migration0021,
  migration0022,
  migration0030,
  migration0031,
  migration0032,
  migration0033,
  migration0040,
  migration0054,
  migration0055,
  migration0056,
  migration0057,
  migration0058,
  migration0060,
  migration0065,
  migration0066,
  migration0070,
  migration0071,
  migration0075,
  migration0076,
  migration0080,
  migration0081,
  migration0090,
  migration0095,
  migration0096,
  migration0097,
  migration0098,
  migration0099,
  migration0132,
  migration0134,
  migration0136,
  migration0138,
  migration0152,
];
