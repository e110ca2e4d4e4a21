// The booking mails' calendar file, end to end without a database: each kind renders its
// .ics (REQUEST or CANCEL, the sequence, the same UID), the reminder and a row without
// the instants attach nothing, and a confirmation in Thai goes through the .eml file
// transport and is read back with mailparser as a mail client would: a text/calendar
// alternative with its method (the invitation) and an invite.ics attachment, parsed.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCalendar } from '../ics.test-support.ts';
import { fileTransport } from '../../platform/mail/mail-transport.ts';
import type { MailTemplate } from '../../platform/mail/mail-template.ts';
import { renderMail } from '../../platform/mail/render-mail.ts';
import { accountWelcome } from '../../account/mail/account-welcome.ts';
import { bookingCancelled } from './booking-cancelled.ts';
import { bookingConfirmed } from './booking-confirmed.ts';
import { bookingReminder } from './booking-reminder.ts';
import { bookingRescheduled } from './booking-rescheduled.ts';

const options = { fromDomain: 'lumi-beauty.example', siteOrigin: 'https://shop.example' };
const RESERVATION = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
const UID = `${RESERVATION}@bookings.lumi-beauty`;

// As booking/booking-mail.ts writes it for a Thai guest at Siam Paragon.
const payload = {
  country: 'TH',
  language: 'th',
  fullName: 'สมชาย ใจดี',
  confirmationNumber: 'TH-7Q4M2X',
  activity: { id: 'AC-TH-full-makeover', kind: 'service', name: 'แต่งหน้าเต็มรูปแบบสำหรับงานแต่งงาน', durationMinutes: 90 },
  price: { amount: 250_000, currency: 'THB' },
  store: { id: 'ST-TH-1', name: 'สยามพารากอน', address: '991 ถนนพระราม 1, ชั้น M', city: 'กรุงเทพฯ', timeZone: 'Asia/Bangkok' },
  artist: 'Ploy',
  startsAt: '2026-11-14T07:00:00.000Z',
  endsAt: '2026-11-14T08:30:00.000Z',
  local: { date: '2026-11-14', time: '14:00', timeZone: 'Asia/Bangkok' },
  links: { reschedule: `/happening/services/reschedule/${RESERVATION}?token=tok%2Bsig`, cancel: `/happening/services/cancel/${RESERVATION}?token=tok%2Bsig` },
  calendar: { uid: UID, sequence: 0, stampedAt: '2026-11-01T03:04:05.000Z' },
};

const render = (template: MailTemplate, body: object, id = '41') =>
  renderMail(template, { id, kind: template.kind, recipient: 'somchai@example.com', payload: body }, options);

describe('booking calendar file', () => {
  it('attaches REQUEST/CONFIRMED to a confirmation and a reschedule, CANCEL/CANCELLED to a cancellation, one UID, the sequence rising', () => {
    const cases = [
      [bookingConfirmed, 0, 'REQUEST', 'CONFIRMED', '20261114T070000Z'],
      [bookingRescheduled, 1, 'REQUEST', 'CONFIRMED', '20261115T020000Z'],
      [bookingCancelled, 2, 'CANCEL', 'CANCELLED', '20261115T020000Z'],
    ] as const;
    for (const [template, sequence, method, status, start] of cases) {
      const startsAt = `${start.slice(0, 4)}-${start.slice(4, 6)}-${start.slice(6, 8)}T${start.slice(9, 11)}:00:00.000Z`;
      const mail = render(template, {
        ...payload,
        startsAt,
        endsAt: new Date(Date.parse(startsAt) + 90 * 60_000).toISOString(),
        calendar: { ...payload.calendar, sequence },
      });
      expect(mail.attachments).toHaveLength(1);
      const [file] = mail.attachments!;
      expect(file).toMatchObject({ filename: 'invite.ics', contentType: `text/calendar; charset=utf-8; method=${method}` });
      const event = parseCalendar(file!.content);
      expect(event).toMatchObject({ METHOD: method, STATUS: status, SEQUENCE: String(sequence), UID, DTSTART: start, DTSTAMP: '20261101T030405Z' });
      expect(event.ORGANIZER).toBe('mailto:hello.th@lumi-beauty.example');
      expect(event.ATTENDEE).toBe('mailto:somchai@example.com');
      expect(event.DESCRIPTION).toContain('TH-7Q4M2X');
      // The manage link is the mail's own (our origin, the guest's country and language); none once cancelled.
      const link = `https://shop.example/happening/services/reschedule/${RESERVATION}?token=tok%2Bsig&country_code=th&language=th`;
      expect(event.URL).toBe(method === 'REQUEST' ? link : undefined);
      expect(event.DESCRIPTION!.includes(link)).toBe(method === 'REQUEST');
    }
  });

  it("ends the event after the activity's duration when the row has no end, and attaches nothing to a reminder, an old row or another template", () => {
    const { endsAt: _, ...noEnd } = payload;
    expect(parseCalendar(render(bookingConfirmed, noEnd).attachments![0]!.content)).toMatchObject({ DTSTART: '20261114T070000Z', DTEND: '20261114T083000Z' });
    expect(render(bookingReminder, payload).attachments).toBeUndefined();
    const { calendar: __, startsAt: ___, ...old } = payload;
    expect(render(bookingConfirmed, old).attachments).toBeUndefined();
    expect(render(accountWelcome, { firstName: 'Mei' })).not.toHaveProperty('attachments');
  });

  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('goes through the .eml file transport: mailparser finds the invitation and the invite.ics, which parse back', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'booking-ics-'));
    dirs.push(dir);
    await fileTransport(dir).send(render(bookingConfirmed, payload));
    const eml = (await readdir(dir)).find((name) => name.endsWith('.eml'))!;
    const parsed = await simpleParser(await readFile(path.join(dir, eml)));
    expect(parsed.subject).toBe('ยืนยันการจองแล้ว: แต่งหน้าเต็มรูปแบบสำหรับงานแต่งงาน');
    expect(parsed.text).toContain('TH-7Q4M2X');

    // The invitation: a text/calendar part of the alternatives, with its method, not a download.
    const invitation = parsed.attachments.find((part) => part.contentType === 'text/calendar')!;
    expect(invitation).toBeDefined();
    expect(invitation.headers.get('content-type')).toMatchObject({ value: 'text/calendar', params: { charset: 'utf-8', method: 'REQUEST' } });
    expect(invitation.contentDisposition).toBeUndefined();
    // The same file for clients that only show files, base64 so byte for byte.
    const file = parsed.attachments.find((part) => part.filename === 'invite.ics')!;
    expect(file).toMatchObject({ contentType: 'application/ics', contentDisposition: 'attachment' });
    const ics = file.content.toString('utf8');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    // Read as a calendar would: unfold, split each line into name (parameters dropped) and value.
    const event = parseCalendar(ics);
    expect(event).toMatchObject({
      METHOD: 'REQUEST',
      'BEGIN:VEVENT': 'yes',
      UID,
      SEQUENCE: '0',
      DTSTART: '20261114T070000Z',
      DTEND: '20261114T083000Z',
      SUMMARY: 'แต่งหน้าเต็มรูปแบบสำหรับงานแต่งงาน · Lumi Beauty สยามพารากอน',
      LOCATION: 'สยามพารากอน, 991 ถนนพระราม 1, ชั้น M, กรุงเทพฯ',
      STATUS: 'CONFIRMED',
    });
    expect(event.DESCRIPTION).toBe(
      `หมายเลขยืนยัน: TH-7Q4M2X\nเวลาของสาขา: 2026-11-14 14:00 (Asia/Bangkok)\nจัดการการจองของคุณ: https://shop.example/happening/services/reschedule/${RESERVATION}?token=tok%2Bsig&country_code=th&language=th`,
    );
    // The alternative carries the same calendar (quoted-printable: the .eml's newlines are Unix ones).
    expect(parseCalendar(invitation.content.toString('utf8').replace(/\r?\n/g, '\r\n'))).toEqual(event);
  });
});
