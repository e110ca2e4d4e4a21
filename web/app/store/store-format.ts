// How the locator writes a store's facts in the page's language: weekday names, wall
// times ("10:00" → "10:00 am" in English, "10:00" in Thai), distances.
import type { Weekday } from '../__generated__/graphql';

export const WEEKDAY_ORDER: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

// 5 January 2026 is a Monday: the days after it name the weekdays in order.
const MONDAY = Date.UTC(2026, 0, 5);

export function weekdayName(weekday: Weekday, tag: string): string {
  const date = new Date(MONDAY + WEEKDAY_ORDER.indexOf(weekday) * 86_400_000);
  return new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** A wall time HH:MM as the language writes times; the store's own, so no zone shift. */
export function formatWallTime(time: string, tag: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 5, hours, minutes)));
}

export function formatDistance(km: number, tag: string): string {
  if (km < 1) return new Intl.NumberFormat(tag, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(Math.round(km * 100) * 10);
  return new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilometer', maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}
