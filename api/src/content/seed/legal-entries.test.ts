// The legal and help pages exist for every country and language, in that language, with
// the country's own customer service on the help page (issue 14 item 8).
import { describe, expect, it } from 'vitest';
import { COUNTRY_LANGUAGES, type Country } from '@beauty/contracts/locale';
import { buildAllEntries } from './seed-content.ts';
import { CUSTOMER_SERVICE } from './legal-entries.ts';

describe('the legal and help pages', () => {
  // Store counts only change the home and about copy, not these pages.
  const entries = buildAllEntries({});
  const find = (country: string, language: string, slug: string) =>
    entries.find((e) => e.country === country && e.language === language && e.pageType === 'pages' && e.slug === slug && e.status === 'published');

  it('are published for all eight countries in each of their languages', () => {
    for (const [country, languages] of Object.entries(COUNTRY_LANGUAGES)) {
      for (const language of languages) {
        for (const slug of ['privacy', 'terms', 'help']) expect(find(country, language, slug), `${country} ${language} ${slug}`).toBeDefined();
      }
    }
  });

  it('have a Legal Terms section the footer link scrolls to, in the page language', () => {
    const sections = (country: string, language: string) =>
      find(country, language, 'terms')!.blocks as Array<{ id: string; nodes: Array<{ spans: Array<{ text: string }> }> }>;
    const legal = (country: string, language: string) => sections(country, language).find((b) => b.id === 'legal-terms')!.nodes[0]!.spans[0]!.text;
    expect(legal('SG', 'en')).toBe('Legal Terms');
    expect(legal('ID', 'id')).toBe('Ketentuan Hukum');
    expect(legal('TH', 'th')).toBe('ข้อกำหนดทางกฎหมาย');
    expect(legal('HK', 'zh')).toBe('法律條款');
    expect(JSON.stringify(find('ID', 'id', 'privacy'))).toContain('Anda');
    expect(JSON.stringify(find('HK', 'zh', 'privacy'))).toContain('您');
  });

  it("show each country's own customer service on its help page", () => {
    for (const country of Object.keys(COUNTRY_LANGUAGES) as Country[]) {
      const text = JSON.stringify(find(country, COUNTRY_LANGUAGES[country][0]!, 'help'));
      expect(text).toContain(CUSTOMER_SERVICE[country].email);
      expect(text).toContain(CUSTOMER_SERVICE[country].phone);
    }
    expect(new Set(Object.values(CUSTOMER_SERVICE).map((c) => c.email)).size).toBe(8);
  });
});
