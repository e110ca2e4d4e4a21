// Every mail the sender can deliver, one line each (platform/mail/README.md: adding a
// template). Each template lives in the domain whose event it describes; this list composes
// them for the sender (app.ts), so platform/mail knows no domain. A row whose kind is not
// here waits in the outbox, untouched, until its template is added.
import type { MailTemplate } from './platform/mail/mail-template.ts';
import { accountUnlock } from './account/mail/account-unlock.ts';
import { accountWelcome } from './account/mail/account-welcome.ts';
import { bookingCancelled } from './booking/mail/booking-cancelled.ts';
import { bookingConfirmed } from './booking/mail/booking-confirmed.ts';
import { bookingReminder } from './booking/mail/booking-reminder.ts';
import { bookingRescheduled } from './booking/mail/booking-rescheduled.ts';
import { giftCardDelivery } from './cart/gift-cards/mail/gift-card-delivery.ts';
import { kioskSignInCode } from './kiosk/mail/kiosk-sign-in-code.ts';
import { orderConfirmation } from './order/mail/order-confirmation.ts';
import { orderDelivered } from './order/mail/order-delivered.ts';
import { orderPaymentFailed } from './order/mail/order-payment-failed.ts';
import { orderPaymentPending } from './order/mail/order-payment-pending.ts';
import { orderShipped } from './order/mail/order-shipped.ts';
import { orderCancelled, orderReturned } from './order/mail/order-taken-back.ts';
import { passwordReset } from './account/mail/password-reset.ts';
import { launchReminder } from './lists/mail/launch-reminder.ts';
import { launchReminderConfirm } from './lists/mail/launch-reminder-confirm.ts';
import { loyaltyBirthday } from './loyalty/mail/loyalty-birthday.ts';
import { loyaltyPointsExpired } from './loyalty/mail/loyalty-points-expired.ts';
import { loyaltyPointsValid } from './loyalty/mail/loyalty-points-valid.ts';
import { loyaltyTierDowngraded } from './loyalty/mail/loyalty-tier-downgraded.ts';
import { loyaltyTierUpgraded } from './loyalty/mail/loyalty-tier-upgraded.ts';
import { waitlistBackInStock } from './lists/mail/waitlist-back-in-stock.ts';
import { waitlistConfirm } from './lists/mail/waitlist-confirm.ts';

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
