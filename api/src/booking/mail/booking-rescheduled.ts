// Booking Rescheduled (docs/product.md#success-messages): the booking moved to a new time (booking/reservations.ts).
import { bookingMailTemplate } from './booking-mail-template.ts';

export const bookingRescheduled = bookingMailTemplate('booking_rescheduled', { manage: true, calendar: 'REQUEST' });
