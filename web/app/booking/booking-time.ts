// Dates and times of bookings are the store's: a 10:00 makeover in Perth is 10:00 Perth
// time wherever the shopper sits, so every instant is formatted with Intl in the store's
// IANA zone (the same code on the server and in the browser, so hydration matches), and
// calendar days (YYYY-MM-DD) are the store's days, never the browser's.
import { formatTimeOfDay } from '@beauty/client-kit/date-format';
import { dateTimeFormat } from '@beauty/client-kit/intl-formatters';

/** One cached formatter per tag, zone and options (@beauty/client-kit's cache, shared with the kiosk). */
const formatter = (tag: string, timeZone: string, options: Intl.DateTimeFormatOptions) => dateTimeFormat(tag, { ...options, timeZone });

/** "10:30" / "10:30 AM" / "10:30 น." as the language writes a time, in the store's zone. */
export const formatSlotTime = formatTimeOfDay;

/** The day and time of a booking in the store's zone, with the zone's short name (e.g. AWST). */
export function formatBookingTime(instant: string, tag: string, timeZone: string): string {
  return formatter(tag, timeZone, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(instant));
}

/** The zone as the shopper reads it beside the times: "AWST", "GMT+8", "เวลาอินโดจีน". */
export function zoneName(instant: string, tag: string, timeZone: string): string {
  const parts = formatter(tag, timeZone, { timeZoneName: 'short' }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the store's zone. */
export function dayInZone(instant: Date | string, timeZone: string): string {
  const parts = Object.fromEntries(
    formatter('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(typeof instant === 'string' ? new Date(instant) : instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A calendar day in words ("Mon 3 Mar"), the same in every zone. */
export function formatDayLabel(day: string, tag: string, options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' }): string {
  return formatter(tag, 'UTC', options).format(new Date(`${day}T00:00:00Z`));
}

/** The day `n` days after `day` (both YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
