// The calendar file, parsed back: escaped text, 75-octet folding that never splits a
// character (Thai and Chinese names are several octets each), CRLF line ends, UTC instants
// across Sydney's daylight-saving changes, and the iTIP lines (method, status, sequence,
// organizer, attendee).
import { describe, expect, it } from 'vitest';
import { instantAt } from '../store/wall-clock.ts';
import { calendarFile, escapeText, type CalendarEvent } from './ics.ts';
import { parseCalendar } from './ics.test-support.ts';

const base: CalendarEvent = {
  uid: 'rsv-1@bookings.lumi-beauty',
  sequence: 0,
  method: 'REQUEST',
  startsAt: new Date('2026-11-14T07:00:00Z'),
  endsAt: new Date('2026-11-14T08:30:00Z'),
  stampedAt: new Date('2026-11-01T00:00:00Z'),
  summary: 'Full makeover',
  location: 'ION Orchard, 2 Orchard Turn, Singapore',
  description: 'Confirmation number: SG-ABC234',
};
const lines = (ics: string) => ics.split('\r\n').slice(0, -1);

describe('calendar file', () => {
  it('folds long lines at 75 octets without splitting a character, and reads back the same text', () => {
    const summary = 'แต่งหน้าเต็มรูปแบบ · Lumi Beauty สยามพารากอน, ชั้น 1; ห้อง 2 \\ ทดสอบ';
    const ics = calendarFile({
      uid: 'abc@bookings.lumi-beauty',
      sequence: 2,
      method: 'REQUEST',
      startsAt: new Date('2026-11-14T07:00:00Z'),
      endsAt: new Date('2026-11-14T08:30:00Z'),
      stampedAt: new Date('2026-11-01T00:00:00Z'),
      summary,
      location: '991 Rama I Road, Bangkok',
      description: 'Line one\nLine two',
    });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.includes('\uFFFD')).toBe(false);
    const event = parseCalendar(ics);
    expect(event).toMatchObject({
      SUMMARY: summary,
      LOCATION: '991 Rama I Road, Bangkok',
      DESCRIPTION: 'Line one\nLine two',
      DTSTART: '20261114T070000Z',
      DTEND: '20261114T083000Z',
      SEQUENCE: '2',
      UID: 'abc@bookings.lumi-beauty',
      'BEGIN:VEVENT': 'yes',
    });
  });

  it('escapes backslash, semicolon, comma and every kind of newline, and reads them back', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    const description = 'C:\\path; one, two\r\nthree\nfour';
    const ics = calendarFile({ ...base, description });
    expect(ics).toContain('DESCRIPTION:C:\\\\path\\; one\\, two\\nthree\\nfour\r\n');
    expect(parseCalendar(ics).DESCRIPTION).toBe('C:\\path; one, two\nthree\nfour');
  });

  it('ends every line with CRLF, never a bare CR or LF, and begins with the calendar header', () => {
    const ics = calendarFile({ ...base, description: 'a\nb\rc' });
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines(ics).slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Lumi Beauty//Bookings//EN', 'CALSCALE:GREGORIAN', 'METHOD:REQUEST']);
    expect(lines(ics).at(-1)).toBe('END:VCALENDAR');
  });

  it('folds Thai text at exactly 75 octets: whole characters only, continuation lines start with one space', () => {
    const thai = 'ทรีตเมนต์ผิวหน้าเพื่อความกระจ่างใส 💄 สาขาเซ็นทรัลเวิลด์ ชั้น 3 ห้องสปา'.repeat(3);
    const ics = calendarFile({ ...base, summary: thai, location: '中環皇后大道中15號置地廣場' });
    const summary = lines(ics).slice(lines(ics).findIndex((l) => l.startsWith('SUMMARY:')));
    const folded = summary.slice(0, 1 + summary.slice(1).findIndex((l) => !l.startsWith(' ')));
    expect(folded.length).toBeGreaterThan(3);
    for (const [i, line] of folded.entries()) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      // Full up to the next character (Thai is three octets, the emoji four): no line shorter than it needs to be.
      if (i < folded.length - 1) expect(Buffer.byteLength(line)).toBeGreaterThan(71);
      if (i > 0) expect(line.startsWith(' ')).toBe(true);
      // No character cut in two: a lone surrogate half (the lipstick) would not survive UTF-8.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    const event = parseCalendar(ics);
    expect(event.SUMMARY).toBe(thai);
    expect(event.LOCATION).toBe('中環皇后大道中15號置地廣場');
  });

  it('writes the instants in UTC across the daylight-saving changes in Sydney', () => {
    const zone = 'Australia/Sydney';
    const at = (date: string, time: string, minutes: number) =>
      parseCalendar(
        calendarFile({ ...base, startsAt: instantAt(date, time, zone), endsAt: new Date(instantAt(date, time, zone).getTime() + minutes * 60_000) }),
      );
    // 10:00 the day before the October change is AEST (+10), the day after AEDT (+11).
    expect(at('2026-10-03', '10:00', 60)).toMatchObject({ DTSTART: '20261003T000000Z', DTEND: '20261003T010000Z' });
    expect(at('2026-10-05', '10:00', 60)).toMatchObject({ DTSTART: '20261004T230000Z', DTEND: '20261005T000000Z' });
    // 90 minutes from 01:30 on the change night: 03:00 AEST is 04:00 AEDT, still 90 minutes.
    expect(at('2026-10-04', '01:30', 90)).toMatchObject({ DTSTART: '20261003T153000Z', DTEND: '20261003T170000Z' });
    // The April change back to AEST (+11 to +10).
    expect(at('2027-04-03', '10:00', 60)).toMatchObject({ DTSTART: '20270402T230000Z' });
    expect(at('2027-04-05', '10:00', 60)).toMatchObject({ DTSTART: '20270405T000000Z' });
    expect(calendarFile(base)).toMatch(/\r\nDTSTAMP:20261101T000000Z\r\n/);
  });

  it('says REQUEST + CONFIRMED or CANCEL + CANCELLED with the sequence it is given, the same UID, and the organizer and attendee', () => {
    const organizer = { name: 'Lumi Beauty Singapore', address: 'hello.sg@lumi-beauty.example' };
    const attendee = { name: 'Tan, Mei "M"; Jr', address: 'mei@example.com' };
    const confirmed = calendarFile({ ...base, organizer, attendee });
    const cancelled = calendarFile({ ...base, method: 'CANCEL', sequence: 2, organizer, attendee });
    expect(parseCalendar(confirmed)).toMatchObject({ METHOD: 'REQUEST', STATUS: 'CONFIRMED', SEQUENCE: '0', UID: base.uid });
    expect(parseCalendar(cancelled)).toMatchObject({ METHOD: 'CANCEL', STATUS: 'CANCELLED', SEQUENCE: '2', UID: base.uid });
    const unfolded = confirmed.replace(/\r\n /g, '');
    expect(unfolded).toContain('\r\nORGANIZER;CN="Lumi Beauty Singapore":mailto:hello.sg@lumi-beauty.example\r\n');
    // A quote cannot be inside a quoted parameter: it goes; ";" and "," are safe inside the quotes.
    expect(unfolded).toContain('\r\nATTENDEE;CN="Tan, Mei M; Jr";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:mei@example.com\r\n');
  });
});
