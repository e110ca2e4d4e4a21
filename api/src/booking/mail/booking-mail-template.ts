// The four booking mails differ only in their words (booking-mails.json, by kind and
// language: a subject naming the activity and one paragraph), whether the booking can still
// be managed from the mail, and the calendar file they carry: a cancellation withdraws the
// invitation, the reminder sends none.
import { copyFromWords, defineMailTemplate, fillIn } from '../../platform/mail/mail-template.ts';
import { bookingCalendar } from './booking-calendar.ts';
import { bookingContent, bookingMailPayload } from './booking-mail.ts';
import words from './booking-mails.json' with { type: 'json' };

export function bookingMailTemplate(kind: keyof typeof words, { manage, calendar }: { manage: boolean; calendar?: 'REQUEST' | 'CANCEL' }) {
  return defineMailTemplate(
    kind,
    bookingMailPayload,
    copyFromWords(words[kind], (w, p, f) =>
      bookingContent(p, f, { subject: fillIn(w.subject, { activity: p.activity.name }), paragraphs: [w.paragraph], manage }),
    ),
    calendar ? { attachments: bookingCalendar(calendar) } : {},
  );
}
