// Booking Rescheduled (docs/product.md#success-messages): the booking moved to a new time (booking/reservations.ts).
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { bookingCalendar } from './booking-calendar.ts';
import { bookingContent, bookingMailPayload } from './booking-mail.ts';

export const bookingRescheduled = defineMailTemplate(
  'booking_rescheduled',
  bookingMailPayload,
  {
    en: (p, f) =>
      bookingContent(p, f, { subject: `Booking Rescheduled: ${p.activity.name}`, paragraphs: ['Your booking has moved to the new time below.'], manage: true }),
    id: (p, f) =>
      bookingContent(p, f, {
        subject: `Pemesanan Dijadwalkan Ulang: ${p.activity.name}`,
        paragraphs: ['Pemesanan Anda telah dipindahkan ke waktu baru di bawah ini.'],
        manage: true,
      }),
    th: (p, f) =>
      bookingContent(p, f, { subject: `เปลี่ยนเวลาการจองแล้ว: ${p.activity.name}`, paragraphs: ['การจองของคุณเปลี่ยนเป็นเวลาใหม่ตามด้านล่างแล้ว'], manage: true }),
    zh: (p, f) => bookingContent(p, f, { subject: `預約已更改：${p.activity.name}`, paragraphs: ['您的預約已改到以下的新時間。'], manage: true }),
  },
  { attachments: bookingCalendar('REQUEST') },
);
