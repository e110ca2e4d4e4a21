// The .ics file of the confirmed, rescheduled and cancelled booking mails (decision 0094),
// built when the mail is rendered from the payload (booking/booking-mail.ts writes it):
// so the manage link in it is the mail's own absolute link (our origin, the shopper's
// country and language), its text is in the mail's language, and the organizer is the
// country's sender. One UID per reservation and SEQUENCE = its number of changes: a
// reschedule updates the calendar entry, a cancellation (METHOD:CANCEL) removes it. The
// end is the reservation's, or its start plus the activity's duration. A row without the
// instants (written before them) renders without the file.
import type { Language } from '@beauty/contracts/locale';
import { calendarFile } from '../ics.ts';
import type { MailAttachments } from '../../platform/mail/mail-template.ts';
import type { BookingMailPayload } from './booking-mail.ts';

const LABELS: Record<Language, { number: string; when: string; manage: string }> = {
  en: { number: 'Confirmation number', when: 'Store time', manage: 'Manage your booking' },
  id: { number: 'Nomor konfirmasi', when: 'Waktu toko', manage: 'Kelola pemesanan Anda' },
  th: { number: 'หมายเลขยืนยัน', when: 'เวลาของสาขา', manage: 'จัดการการจองของคุณ' },
  zh: { number: '確認編號', when: '門市時間', manage: '管理您的預約' },
};

export function bookingCalendar(method: 'REQUEST' | 'CANCEL'): MailAttachments<BookingMailPayload> {
  return (p, f, envelope) => {
    if (!p.startsAt || !p.calendar) return [];
    const l = LABELS[f.language];
    const startsAt = new Date(p.startsAt);
    const endsAt = p.endsAt ? new Date(p.endsAt) : new Date(startsAt.getTime() + p.activity.durationMinutes * 60_000);
    // A cancelled booking has nothing left to manage.
    const manage = method === 'REQUEST' ? f.link(p.links.reschedule) : undefined;
    const content = calendarFile({
      uid: p.calendar.uid,
      sequence: p.calendar.sequence,
      method,
      startsAt,
      endsAt,
      stampedAt: new Date(p.calendar.stampedAt),
      summary: `${p.activity.name} · Lumi Beauty ${p.store.name}`,
      location: `${p.store.name}, ${p.store.address}, ${p.store.city}`,
      description: [
        `${l.number}: ${p.confirmationNumber}`,
        `${l.when}: ${p.local.date} ${p.local.time} (${p.local.timeZone})`,
        ...(manage ? [`${l.manage}: ${manage}`] : []),
      ].join('\n'),
      ...(manage ? { url: manage } : {}),
      organizer: envelope.from,
      attendee: { name: p.fullName, address: envelope.to },
    });
    return [{ filename: 'invite.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content }];
  };
}
