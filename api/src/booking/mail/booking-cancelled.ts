// Booking Cancelled (docs/product.md#success-messages): the booking was cancelled (booking/reservations.ts).
import { bookingMailTemplate } from './booking-mail-template.ts';

export const bookingCancelled = bookingMailTemplate('booking_cancelled', { manage: false, calendar: 'CANCEL' });
