// Booking Confirmed (docs/product.md#success-messages): a service, class or event was booked (booking/reservations.ts).
import { bookingMailTemplate } from './booking-mail-template.ts';

export const bookingConfirmed = bookingMailTemplate('booking_confirmed', { manage: true, calendar: 'REQUEST' });
