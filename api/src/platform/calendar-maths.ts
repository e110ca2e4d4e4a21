// Month and year arithmetic on the calendar, through Temporal (decision 0133). A Date's
// setUTCMonth overflows into the next month (31 August + 18 months = 2 March, 29 February +
// 1 year = 1 March); Temporal clamps to the month's last day, as a calendar reader expects:
// 31 August 2026 + 18 months = 29 February 2028, 29 February 2028 + 1 year = 28 February 2029.
import { Temporal } from 'temporal-polyfill';

/** An instant plus whole months, on the UTC calendar, the same time of day, clamped to the month's end. */
export function plusMonths(instant: Date, months: number): Date {
  return new Date(Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO('UTC').add({ months }).epochMilliseconds);
}

/** An instant plus whole years (29 February lands on 28 February in a common year). */
export function plusYears(instant: Date, years: number): Date {
  return plusMonths(instant, years * 12);
}

/** A day (YYYY-MM-DD) plus whole years, clamped: the day someone born on 29 February has a birthday in a common year. */
export function dayPlusYears(day: string, years: number): string {
  return Temporal.PlainDate.from(day).add({ years }).toString();
}

/** 00:00 UTC on the first day of the month after the instant's (UTC) month. */
export function firstOfNextMonth(instant: Date): Date {
  const month = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO('UTC').toPlainDate().toPlainYearMonth().add({ months: 1 });
  return new Date(month.toPlainDate({ day: 1 }).toZonedDateTime('UTC').epochMilliseconds);
}
