// Times and calendar days as the language writes them. An instant is shown in the zone it
// belongs to (a store's, passed in), never the browser's, so a 10:00 booking reads 10:00
// wherever the screen is; a calendar day (YYYY-MM-DD) is the same day in every zone.
import { dateTimeFormat } from './intl-formatters';

/** "10:30" / "10:30 AM" / "10:30 น." in `timeZone`. */
export function formatTimeOfDay(instant: string, tag: string, timeZone: string): string {
  return dateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(instant));
}

/** A calendar day (YYYY-MM-DD) as a short label: "Tue 3 Dec". */
export function formatDayLabel(day: string, tag: string): string {
  return dateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
