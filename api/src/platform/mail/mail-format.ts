// Money, dates and links for one mail, by Intl for the shopper's language and country
// (the same rules as web/app/locale/money.ts: minor units, the local sign).
import { formatDay, formatInCountry } from '@beauty/contracts/calendar';
import type { Country, Language } from '@beauty/contracts/locale';
import { NO_LINK_SIGNER, sitePathSchema, type MailFormat, type MailLinkSigner } from './mail-template.ts';
import { localeTag } from '@beauty/contracts/locale-tag';

/** All eight site currencies have two decimals in ISO 4217 (decision 0001 "Money"). */
const MINOR_UNITS_PER_MAJOR = 100;

/** How a mail greets the shopper in each language, by name when it has one. */
const GREETINGS: Record<Language, { named: (name: string) => string; unnamed: string }> = {
  en: { named: (name) => `Hi ${name},`, unnamed: 'Hello,' },
  id: { named: (name) => `Halo ${name},`, unnamed: 'Halo,' },
  th: { named: (name) => `สวัสดีคุณ ${name}`, unnamed: 'สวัสดีค่ะ' },
  zh: { named: (name) => `${name}，您好：`, unnamed: '您好：' },
};

export function mailFormat(country: Country, language: Language, siteOrigin: string, signed: MailLinkSigner = NO_LINK_SIGNER): MailFormat {
  const tag = localeTag({ language, country });
  const origin = new URL(siteOrigin).origin;
  return {
    country,
    language,
    signed,
    money({ amount, currency }) {
      const options: Intl.NumberFormatOptions = { style: 'currency', currency, trailingZeroDisplay: 'stripIfInteger' };
      let formatter = new Intl.NumberFormat(tag, options);
      if (formatter.formatToParts(1).some((part) => part.type === 'currency' && part.value === currency)) {
        formatter = new Intl.NumberFormat(tag, { ...options, currencyDisplay: 'narrowSymbol' });
      }
      return formatter.format(amount / MINOR_UNITS_PER_MAJOR);
    },
    date(value) {
      // A calendar day (an estimated delivery) stays that day; an instant is shown in the country's zone.
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value, tag) : formatInCountry(value, tag, country);
    },
    greeting(name) {
      return name ? GREETINGS[language].named(name) : GREETINGS[language].unnamed;
    },
    link(path) {
      const checked = sitePathSchema.parse(path);
      const url = new URL(checked, origin);
      if (url.origin !== origin) throw new Error('a mail link must stay on our own origin');
      // The shopper lands on their own country site and language, whatever cookie the browser holds.
      url.searchParams.set('country_code', country.toLowerCase());
      url.searchParams.set('language', language);
      return url.toString();
    },
  };
}
