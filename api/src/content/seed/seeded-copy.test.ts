// What the seeded pages tell a shopper is true of the shop: every free-shipping threshold they
// quote is the one checkout applies (locale/country-rules.ts), About's number of brands is the
// catalogue's (it once said "more than 300" beside a /brands index of 240), and the hero aimed
// at members greets a member who joined a minute ago with a welcome, not a "welcome back".
import { describe, expect, it } from 'vitest';
import { COUNTRY_LANGUAGES, type Country } from '@beauty/contracts/locale';
import { COUNTRY_RULES } from '../../locale/country-rules.ts';
import { buildAllEntries } from './seed-content.ts';

const STORES: Partial<Record<Country, number>> = { SG: 7, TH: 5, HK: 4, ID: 6 };
const BRANDS: Partial<Record<Country, number>> = { SG: 240, TH: 231, HK: 238, ID: 236, AU: 229, NZ: 229, MY: 235, PH: 233 };
const entries = buildAllEntries(STORES, BRANDS);

/** Every string of a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const sites = Object.entries(COUNTRY_LANGUAGES).flatMap(([country, languages]) => languages.map((language) => ({ country: country as Country, language })));
const textOf = (country: Country, language: string, pageType?: string) =>
  entries.filter((e) => e.country === country && e.language === language && (pageType === undefined || e.pageType === pageType)).flatMap((e) => strings(e));

const FREE_SHIPPING = /free (standard )?shipping|gratis ongkir|ส่งฟรี|免費(標準)?送貨/i;
/** The whole amounts of money a text quotes ($35 · RM 80 · Rp 500.000 · ₱3,000), in major units. */
const amounts = (text: string) =>
  [...text.matchAll(/(?:\$|RM|Rp|฿|₱)\s?(\d[\d.,]*)/g)].map((m) => Number(m[1]!.replace(/[.,](?=\d{3}\b)/g, '').replace(/[.,]$/, '')));

describe.each(sites)('the seeded pages of $country in $language', ({ country, language }) => {
  it('quote the free-shipping threshold checkout applies, and no other', () => {
    const threshold = COUNTRY_RULES[country].freeShippingFrom / 100;
    const lines = textOf(country, language).filter((text) => FREE_SHIPPING.test(text));
    expect(lines.length, 'pages that mention free shipping').toBeGreaterThan(0);
    const quoted = lines.flatMap((line) => amounts(line).map((amount) => ({ line, amount })));
    expect(quoted.length, 'lines that quote a threshold').toBeGreaterThan(0);
    for (const { line, amount } of quoted) expect(amount, line).toBe(threshold);
  });

  it('say on About as many brands as the catalogue sells', () => {
    const about = textOf(country, language, 'about').join(' ');
    expect(about).toContain(String(BRANDS[country]));
    expect(about).not.toMatch(/\b300\b/);
  });

  it('greet members without a "welcome back"', () => {
    const aimedAtMembers = entries
      .filter((e) => e.country === country && e.language === language)
      .flatMap((e) => (e.blocks as Array<{ userSegments?: string[] }>).filter((b) => b.userSegments?.includes('members')))
      .flatMap(strings);
    expect(aimedAtMembers.length).toBeGreaterThan(0);
    for (const text of aimedAtMembers) expect(text).not.toMatch(/welcome back|selamat datang kembali|ยินดีต้อนรับกลับ|歡迎回來/i);
  });
});
