// What every booking mail's payload holds (decision 0094): written by the reservation
// service in the transaction of the change (booking/booking-mail.ts), and by the reminder
// job. The time is the store's wall time with its zone, as the shopper will read the clock
// in the store; the links are the guest's signed manage pages. The instants (UTC) and the
// `calendar` fields (UID, SEQUENCE, DTSTAMP) are for the .ics file the confirmed,
// rescheduled and cancelled mails attach (booking-calendar.ts); a row without them renders
// without the file.
import { z } from 'zod';
import type { Language } from '@beauty/contracts/locale';
import { mailLocaleFields, mailMoneySchema, sitePathSchema, type MailContent, type MailFormat } from '../../platform/mail/mail-template.ts';

export const bookingMailPayload = z.object({
  ...mailLocaleFields,
  fullName: z.string().max(100),
  confirmationNumber: z.string().max(40),
  activity: z.object({ name: z.string().max(200), durationMinutes: z.number().int() }),
  price: mailMoneySchema.nullable().optional(),
  store: z.object({ name: z.string().max(200), address: z.string().max(300), city: z.string().max(100), timeZone: z.string().max(60) }),
  artist: z.string().max(100).nullable().optional(),
  local: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), time: z.string().max(5), timeZone: z.string().max(60) }),
  links: z.object({ reschedule: sitePathSchema, cancel: sitePathSchema }),
  startsAt: z.iso.datetime().optional(),
  endsAt: z.iso.datetime().optional(),
  calendar: z.object({ uid: z.string().min(1).max(200), sequence: z.number().int().min(0), stampedAt: z.iso.datetime() }).optional(),
});
export type BookingMailPayload = z.output<typeof bookingMailPayload>;

const LABELS: Record<
  Language,
  {
    greeting: (n: string) => string;
    number: string;
    what: string;
    when: string;
    where: string;
    artist: string;
    price: string;
    free: string;
    manage: string;
    cancel: string;
    note: string;
  }
> = {
  en: {
    greeting: (n) => `Hi ${n},`,
    number: 'Confirmation number',
    what: 'Booking',
    when: 'Date and time',
    where: 'Store',
    artist: 'Artist',
    price: 'Price',
    free: 'Free',
    manage: 'Reschedule my booking',
    cancel: 'Cancel my booking',
    note: 'Keep this e-mail: its links are how you change or cancel this booking.',
  },
  id: {
    greeting: (n) => `Halo ${n},`,
    number: 'Nomor konfirmasi',
    what: 'Pemesanan',
    when: 'Tanggal dan waktu',
    where: 'Toko',
    artist: 'Artis',
    price: 'Harga',
    free: 'Gratis',
    manage: 'Jadwalkan ulang pemesanan saya',
    cancel: 'Batalkan pemesanan saya',
    note: 'Simpan e-mail ini: tautannya adalah cara Anda mengubah atau membatalkan pemesanan ini.',
  },
  th: {
    greeting: (n) => `สวัสดีคุณ ${n}`,
    number: 'หมายเลขยืนยัน',
    what: 'การจอง',
    when: 'วันและเวลา',
    where: 'สาขา',
    artist: 'ช่างแต่งหน้า',
    price: 'ราคา',
    free: 'ฟรี',
    manage: 'เปลี่ยนเวลาการจองของฉัน',
    cancel: 'ยกเลิกการจองของฉัน',
    note: 'โปรดเก็บอีเมลนี้ไว้ ลิงก์ในอีเมลใช้สำหรับเปลี่ยนหรือยกเลิกการจองนี้',
  },
  zh: {
    greeting: (n) => `${n}，您好：`,
    number: '確認編號',
    what: '預約項目',
    when: '日期及時間',
    where: '門市',
    artist: '化妝師',
    price: '價錢',
    free: '免費',
    manage: '更改我的預約',
    cancel: '取消我的預約',
    note: '請保留此電郵：您可透過其中的連結更改或取消此預約。',
  },
};

/** The parts every booking mail shares: greeting, the booking's facts, and the reschedule and cancel links (none once cancelled). */
export function bookingContent(p: BookingMailPayload, f: MailFormat, own: { subject: string; paragraphs: string[]; manage: boolean }): MailContent {
  const l = LABELS[f.language];
  const facts: Array<[string, string]> = [
    [l.number, p.confirmationNumber],
    [l.what, p.activity.name],
    [l.when, `${f.date(p.local.date)} ${p.local.time} (${p.local.timeZone})`],
    [l.where, `${p.store.name}, ${p.store.address}, ${p.store.city}`],
  ];
  if (p.artist) facts.push([l.artist, p.artist]);
  if (p.price !== undefined) facts.push([l.price, p.price ? f.money(p.price) : l.free]);
  return {
    subject: own.subject,
    greeting: l.greeting(p.fullName),
    paragraphs: own.paragraphs,
    facts,
    ...(own.manage ? { action: { label: l.manage, path: p.links.reschedule }, links: [{ label: l.cancel, path: p.links.cancel }], note: l.note } : {}),
  };
}
