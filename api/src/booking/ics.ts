// The calendar file (RFC 5545) attached to the booking e-mails: our own small generator
// (no dependency): one VEVENT with the booking's instants in UTC (every calendar shows them
// in its owner's zone; the store's zone is named in the description), a stable UID, and
// SEQUENCE going up with each change so a calendar replaces the event; a cancellation is
// METHOD:CANCEL with STATUS:CANCELLED. Lines are escaped and folded at 75 octets.
// ORGANIZER (the country's sender) and ATTENDEE (the guest, RSVP=FALSE: nothing to answer)
// are there because iTIP (RFC 5546) requires them for REQUEST and CANCEL: without an
// organizer Outlook does not apply an update or a cancellation to the event it holds.
// The booking mails build it from their payload when rendered
// (booking/mail/booking-calendar.ts).

export interface CalendarEvent {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  endsAt: Date;
  stampedAt: Date;
  summary: string;
  location: string;
  description: string;
  url?: string;
  organizer?: CalendarPerson;
  attendee?: CalendarPerson;
}

export interface CalendarPerson {
  name: string;
  address: string;
}

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
export const escapeText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (CN=): always quoted, so ":", ";" and "," are plain text; quotes and control characters cannot be quoted, so they go. */
const paramText = (s: string) => `"${s.replace(/["\u0000-\u001f\u007f]/g, '')}"`;

/** ORGANIZER / ATTENDEE: the name as CN, the address as a mailto: URI (an address has no CR, LF or ":" that needs care). */
const person = (name: 'ORGANIZER' | 'ATTENDEE', who: CalendarPerson, params = '') => `${name};CN=${paramText(who.name)}${params}:mailto:${who.address}`;

/** Folds a content line into 75-octet pieces, never splitting a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lumi Beauty//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stampedAt)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer ? [person('ORGANIZER', event.organizer)] : []),
    ...(event.attendee ? [person('ATTENDEE', event.attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE')] : []),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
