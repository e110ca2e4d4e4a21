// Every mail the sender can deliver, one line each (README.md: adding a template). A row
// whose kind is not here waits in the outbox, untouched, until its template is added.
import type { MailTemplate } from '../mail-template.ts';
import { accountUnlock } from './account-unlock.ts';
import { accountWelcome } from './account-welcome.ts';
import { bookingCancelled } from './booking-cancelled.ts';
import { bookingConfirmed } from './booking-confirmed.ts';
import { bookingReminder } from './booking-reminder.ts';
import { bookingRescheduled } from './booking-rescheduled.ts';
import { giftCardDelivery } from './gift-card-delivery.ts';
import { kioskSignInCode } from './kiosk-sign-in-code.ts';
import { orderConfirmation } from './order-confirmation.ts';
import { orderDelivered } from './order-delivered.ts';
import { orderPaymentFailed } from './order-payment-failed.ts';
import { orderPaymentPending } from './order-payment-pending.ts';
import { orderShipped } from './order-shipped.ts';
import { orderCancelled, orderReturned } from './order-taken-back.ts';
import { passwordReset } from './password-reset.ts';
import { launchReminder } from './launch-reminder.ts';
import { launchReminderConfirm } from './launch-reminder-confirm.ts';
import { loyaltyBirthday } from './loyalty-birthday.ts';
import { loyaltyPointsExpired } from './loyalty-points-expired.ts';
import { loyaltyPointsValid } from './loyalty-points-valid.ts';
import { loyaltyTierDowngraded } from './loyalty-tier-downgraded.ts';
import { loyaltyTierUpgraded } from './loyalty-tier-upgraded.ts';
import { waitlistBackInStock } from './waitlist-back-in-stock.ts';
import { waitlistConfirm } from './waitlist-confirm.ts';

export const MAIL_TEMPLATES: readonly MailTemplate[] = [
  accountWelcome,
  passwordReset,
  accountUnlock,
  orderConfirmation,
  orderPaymentPending,
  orderPaymentFailed,
  orderShipped,
  orderDelivered,
  orderCancelled,
  orderReturned,
  giftCardDelivery,
  bookingConfirmed,
  bookingRescheduled,
  bookingCancelled,
  bookingReminder,
  waitlistBackInStock,
  waitlistConfirm,
  launchReminder,
  launchReminderConfirm,
  loyaltyPointsValid,
  loyaltyTierUpgraded,
  loyaltyTierDowngraded,
  loyaltyPointsExpired,
  loyaltyBirthday,
  kioskSignInCode,
];
