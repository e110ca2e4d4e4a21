// The reminder the day before (booking/booking-reminders.ts).
import { bookingMailTemplate } from './booking-mail-template.ts';

export const bookingReminder = bookingMailTemplate('booking_reminder', { manage: true });
