// Booking Cancelled (docs/product.md#success-messages): the booking was cancelled (booking/reservations.ts).
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { bookingCalendar } from './booking-calendar.ts';
import { bookingContent, bookingMailPayload } from './booking-mail.ts';

export const bookingCancelled = defineMailTemplate(
  'booking_cancelled',
  bookingMailPayload,
  {
    en: (p, f) =>
      bookingContent(p, f, {
        subject: `Booking Cancelled: ${p.activity.name}`,
        paragraphs: ['Your booking has been cancelled. We hope to see you another time.'],
        manage: false,
      }),
    id: (p, f) =>
      bookingContent(p, f, {
        subject: `Pemesanan Dibatalkan: ${p.activity.name}`,
        paragraphs: ['Pemesanan Anda telah dibatalkan. Kami berharap dapat bertemu Anda di lain waktu.'],
        manage: false,
      }),
    th: (p, f) =>
      bookingContent(p, f, { subject: `ยกเลิกการจองแล้ว: ${p.activity.name}`, paragraphs: ['การจองของคุณถูกยกเลิกแล้ว หวังว่าจะได้พบคุณในครั้งหน้า'], manage: false }),
    zh: (p, f) => bookingContent(p, f, { subject: `預約已取消：${p.activity.name}`, paragraphs: ['您的預約已取消，期待下次再見到您。'], manage: false }),
  },
  { attachments: bookingCalendar('CANCEL') },
);
