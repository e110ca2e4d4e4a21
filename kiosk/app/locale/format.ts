// Money, numbers and dates as the store's country writes them in the language on screen.
// The formatters the web uses too are @beauty/client-kit's.
import { dateTimeFormat } from '@beauty/client-kit/intl-formatters';
import { formatDayLabel, formatTimeOfDay } from '@beauty/client-kit/date-format';
import { formatNumber } from '@beauty/client-kit/number-format';
import { localeTag } from '@beauty/contracts/locale-tag';
import { type MoneyValue, formatMoney } from '@beauty/contracts/money';
import { useKiosk } from '../visit/kiosk-state';

export function useFormat() {
  const { config, language } = useKiosk();
  const tag = localeTag({ country: config.country, language });
  return {
    tag,
    money: (money: MoneyValue) => formatMoney(money, tag),
    /** The weekday and date of an instant in the store's zone: a confirmed booking's day. */
    date: (iso: string, timeZone: string) => dateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(new Date(iso)),
    time: (iso: string, timeZone: string) => formatTimeOfDay(iso, tag, timeZone),
    /** A calendar day (YYYY-MM-DD) as a short label: "Tue 3 Dec". */
    day: (date: string) => formatDayLabel(date, tag),
    number: (value: number, digits = 0) => formatNumber(value, tag, digits),
  };
}
