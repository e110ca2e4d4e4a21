// A store's wall clock: instants read in the store's IANA zone, and wall times there turned
// back into instants. Intl knows every zone's daylight-saving rules, so 10:00 in Sydney is
// 23:00 UTC the day before in January and 00:00 UTC in June, while 10:00 in Perth is
// always 02:00 UTC. Nothing here uses the server's own zone.

export interface WallTime {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** HH:MM in the zone. */
  time: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formats.set(timeZone, format);
  }
  return format;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function parts(instant: Date, timeZone: string) {
  const p = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
    weekday: WEEKDAYS.indexOf(p.weekday!),
  };
}

/** The instant as the store's clock shows it. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const p = parts(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}`, weekday: p.weekday };
}

/** How far the zone is ahead of UTC at that instant, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the store's clock shows `time` on `date`. A wall time skipped by the change
 * to daylight saving (02:30 on the first Sunday of October in Sydney) moves forward by the
 * gap; one that happens twice (the April change) is the first of the two.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const first = guess - offsetAt(new Date(guess), timeZone);
  const second = guess - offsetAt(new Date(first), timeZone);
  if (first === second) {
    // Of two readings of an ambiguous time, the earlier one.
    const earlier = guess - offsetAt(new Date(first - 3_600_000), timeZone);
    return new Date(wallTimeOf(new Date(earlier), timeZone).time === time && earlier < first ? earlier : first);
  }
  return new Date(Math.max(first, second));
}

/** A calendar day n days after (or before) another, YYYY-MM-DD. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday of a calendar day. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** "HH:MM" as minutes after midnight. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Minutes after midnight as "HH:MM". */
export const timeOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
