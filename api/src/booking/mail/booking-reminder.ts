// The reminder the day before (booking/booking-reminders.ts).
import { defineMailTemplate } from '../../platform/mail/mail-template.ts';
import { bookingContent, bookingMailPayload } from './booking-mail.ts';

export const bookingReminder = defineMailTemplate('booking_reminder', bookingMailPayload, {
  en: (p, f) => bookingContent(p, f, { subject: `See you tomorrow: ${p.activity.name}`, paragraphs: ['A reminder of your booking tomorrow.'], manage: true }),
  id: (p, f) =>
    bookingContent(p, f, { subject: `Sampai jumpa besok: ${p.activity.name}`, paragraphs: ['Pengingat untuk pemesanan Anda besok.'], manage: true }),
  th: (p, f) => bookingContent(p, f, { subject: `พบกันพรุ่งนี้: ${p.activity.name}`, paragraphs: ['ขอเตือนการจองของคุณในวันพรุ่งนี้'], manage: true }),
  zh: (p, f) => bookingContent(p, f, { subject: `明天見：${p.activity.name}`, paragraphs: ['提醒您明天的預約。'], manage: true }),
});
