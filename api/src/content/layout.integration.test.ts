// The header, footer and navigation-guard config, in each language a shopper can choose.
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import type { Layout } from '@beauty/contracts/content';

describe.each(TEST_DATABASES)('layouts on $name', (database) => {
  const api = startTestAppForSuite(database);

  const layout = async (country: string, language?: string) => {
    const res = await api.get<Layout>('layouts/', { country, language });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('builds the header navigation from the top categories, linking their listing pages', async () => {
    const { header } = await layout('sg');
    expect(header.navigation.map((n) => n.label)).toEqual([
      'Makeup',
      'Skincare',
      'Hair',
      'Fragrance',
      'Bath & Body',
      'Tools & Brushes',
      'Mini Size',
      'Men',
      'Gifts',
    ]);
    const makeup = header.navigation[0]!;
    expect(makeup.href).toBe('/pages/categories/makeup');
    expect(makeup.children).toContainEqual({ label: 'Face', href: '/pages/categories/makeup/face' });
  });

  it.each([
    ['th', undefined, 'เมคอัพ', 'ดูแลผิว', 'เกี่ยวกับเรา'],
    ['id', undefined, 'Makeup', 'Perawatan Kulit', 'Tentang'],
    ['hk', 'zh', '彩妝', '護膚', '關於我們'],
    ['th', 'en', 'Makeup', 'Skincare', 'About'],
  ])('labels the navigation and footer in the request language (%s, %s)', async (country, language, makeup, skincare, about) => {
    const { header, footer } = await layout(country, language);
    expect(header.navigation[0]!.label).toBe(makeup);
    expect(header.navigation[1]!.label).toBe(skincare);
    expect(footer.columns.map((c) => c.title)).toContain(about);
  });

  it('links the legal pages from the footer', async () => {
    const links = (await layout('sg')).footer.columns.flatMap((c) => c.links.map((l) => l.href));
    expect(links).toEqual(expect.arrayContaining(['/about', '/privacy', '/terms?section=Legal+Terms', '/cart', '/sign_in']));
  });

  it('lists smart-link exemptions of each kind, with regexes that compile', async () => {
    const exempted = (await layout('sg')).config.smartLinkExemptedPaths;
    expect(new Set(exempted.map((e) => e.type))).toEqual(new Set(['absolute', 'startsWith', 'regex']));
    for (const e of exempted.filter((x) => x.type === 'regex')) expect(() => new RegExp(e.value)).not.toThrow();
    const regex = new RegExp(exempted.find((e) => e.type === 'regex')!.value);
    expect(regex.test('/brands/virtue')).toBe(true);
    expect(regex.test('/brands/virtue/hair')).toBe(true);
    expect(regex.test('/cart')).toBe(false);
  });

  it('answers "Layout not found" for a country and language without a layout entry (decision 0148)', async () => {
    await api.db.query(`delete from content_entry where page_type = 'layout' and country = 'MY' and language = 'en'`);
    const res = await api.get('layouts/', { country: 'my' });
    expect(res).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: 'Layout not found', details: { country: 'MY', language: 'en' } } });
    // Other countries keep theirs.
    expect((await api.get('layouts/', { country: 'sg' })).status).toBe(200);
  });
});
