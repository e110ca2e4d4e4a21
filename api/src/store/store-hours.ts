// A store's hours on a given day of its own calendar: the weekday's hours, or its holiday
// hours when the day is a public holiday of the country or of the store's state or region
// (locale/public-holidays.ts). Slots, "open now" and the locator all ask here, so they
// never disagree.
import type { Country } from '@beauty/contracts/locale';
import { publicHoliday } from '../locale/public-holidays.ts';
import { minutesOf, wallTimeOf, weekdayOf } from './wall-clock.ts';

export interface Hours {
  opens: string;
  closes: string;
}

export interface StoreTimes {
  country: Country;
  timeZone: string;
  /** ISO 3166-2 (MY-10, AU-NSW): its own holidays count too. */
  region?: string;
  hours: { weekday: number; opens: string; closes: string }[];
  holidayHours: Hours | null;
}

/** The store's hours on that calendar day (its zone's), or null when it is closed. */
export function hoursOn(store: StoreTimes, date: string): Hours | null {
  if (publicHoliday(store.country, date, store.region)) return store.holidayHours;
  const day = store.hours.find((h) => h.weekday === weekdayOf(date));
  return day ? { opens: day.opens, closes: day.closes } : null;
}

/** Whether the store is open at that instant, read on its own clock. */
export function isOpenAt(store: StoreTimes, instant: Date): boolean {
  const wall = wallTimeOf(instant, store.timeZone);
  const hours = hoursOn(store, wall.date);
  if (!hours) return false;
  const now = minutesOf(wall.time);
  return now >= minutesOf(hours.opens) && now < minutesOf(hours.closes);
}
