// Money and dates as the store's country writes them in the language on screen.
import { localeTag } from '@beauty/contracts/locale-tag';
import { type MoneyValue, formatMoney } from '@beauty/contracts/money';
import { useKiosk } from '../visit/kiosk-state';

export function useFormat() {
  const { config, language } = useKiosk();
  const tag = localeTag({ country: config.country, language });
  return {
    tag,
    money: (money: MoneyValue) => formatMoney(money, tag),
    date: (iso: string, timeZone: string) => new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(new Date(iso)),
    time: (iso: string, timeZone: string) => new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso)),
    /** A calendar day (YYYY-MM-DD) as a short label: "Tue 3 Dec". */
    day: (date: string) =>
      new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)),
    number: (value: number, digits = 0) => new Intl.NumberFormat(tag, { maximumFractionDigits: digits }).format(value),
  };
}
