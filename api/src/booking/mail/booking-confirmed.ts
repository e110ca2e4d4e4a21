// Booking Confirmed (docs/product.md#success-messages): a service, class or event was booked (booking/reservations.ts).
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { bookingCalendar } from './booking-calendar.ts';
import { bookingContent, bookingMailPayload } from './booking-mail.ts';

export const bookingConfirmed = defineMailTemplate(
  'booking_confirmed',
  bookingMailPayload,
  {
    en: (p, f) =>
      bookingContent(p, f, {
        subject: `Booking Confirmed: ${p.activity.name}`,
        paragraphs: ['Your booking is confirmed. We look forward to seeing you in store.'],
        manage: true,
      }),
    id: (p, f) =>
      bookingContent(p, f, {
        subject: `Pemesanan Dikonfirmasi: ${p.activity.name}`,
        paragraphs: ['Pemesanan Anda telah dikonfirmasi. Kami menantikan kedatangan Anda di toko.'],
        manage: true,
      }),
    th: (p, f) =>
      bookingContent(p, f, { subject: `ยืนยันการจองแล้ว: ${p.activity.name}`, paragraphs: ['การจองของคุณได้รับการยืนยันแล้ว เราตั้งตารอพบคุณที่ร้าน'], manage: true }),
    zh: (p, f) => bookingContent(p, f, { subject: `預約已確認：${p.activity.name}`, paragraphs: ['您的預約已確認，我們期待在門市與您見面。'], manage: true }),
  },
  { attachments: bookingCalendar('REQUEST') },
);
