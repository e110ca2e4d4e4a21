// Content pages through the REST api on a real, seeded database: look-up by type and slug
// or id in the request's country and language, blocks for the visitor's segments, drafts
// only through preview (behind the token), and the shop's products for carousels.
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import type { ContentBlock, ContentEntry, OverlayBlock, UserSegment } from '@beauty/contracts/content';
import { writeEntry } from './write-entries.ts';

const TOKEN = 'test-preview-token-0123456789abcdef';
const preview = { 'x-preview-token': TOKEN };

const types = (entry: ContentEntry) => entry.blocks.map((b) => `${b.type}:${b.id}`);
const hero = (entry: ContentEntry) => entry.blocks.find((b): b is Extract<ContentBlock, { type: 'hero_banner' }> => b.type === 'hero_banner')!;

describe.each(TEST_DATABASES)('content pages on $name', (database) => {
  const api = startTestAppForSuite(database, { contentPreviewToken: TOKEN });

  const page = (query: string, options: { country?: string; language?: string; headers?: Record<string, string> } = {}) =>
    api.get<ContentEntry>(`contentful/content-entries/?${query}`, options);

  it('serves the published home page of the country and language, with every kind of block for guests', async () => {
    const res = await page('page_type=homepage&user_segments=guests', { country: 'sg' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'sg-en-homepage-home', pageType: 'homepage', slug: 'home', status: 'published', country: 'SG', language: 'en' });
    expect(types(res.body)).toEqual([
      'hero_banner:hero-guest',
      'category_tiles:shop-by-category',
      'product_carousel:bestsellers',
      'product_carousel:new-arrivals',
      'brand_grid:brands-we-love',
      'rich_text:shopping-with-us',
      'overlay:join-beauty-pass',
    ]);
    expect(hero(res.body).heading).toBe('Beauty that keeps up with you');
    expect(hero(res.body).image).toMatchObject({ url: '/images/content/hero-new-makeup-1600x640.svg', width: 1600, height: 640 });
    const tiles = res.body.blocks.find((b) => b.type === 'category_tiles');
    expect(tiles?.type === 'category_tiles' && tiles.tiles[0]).toMatchObject({ label: 'Makeup', href: '/pages/categories/makeup' });
    const grid = res.body.blocks.find((b) => b.type === 'brand_grid');
    expect(grid?.type === 'brand_grid' && grid.brandIds.length).toBe(8);
    const overlay = res.body.blocks.find((b): b is OverlayBlock => b.type === 'overlay')!;
    expect(overlay).toMatchObject({ status: 'published', heading: 'Join Beauty Pass and get $10 off', cta: { href: '/sign_up' } });
    // Free shipping in the country's own currency, from the bag's threshold (S$35).
    expect(JSON.stringify(res.body.blocks)).toContain('orders over $35');
  });

  it('shows members their blocks instead of the guests ones, and everyone-blocks to all', async () => {
    const member = (await page('page_type=homepage&user_segments=members,beauty-pass-white', { country: 'sg' })).body;
    expect(types(member)).toContain('hero_banner:hero-member');
    expect(types(member)).toContain('rich_text:member-exclusive');
    expect(types(member)).not.toContain('hero_banner:hero-guest');
    expect(types(member)).not.toContain('overlay:join-beauty-pass');
    const nobody = (await page('page_type=homepage', { country: 'sg' })).body;
    expect(types(nobody)).toEqual([
      'category_tiles:shop-by-category',
      'product_carousel:bestsellers',
      'product_carousel:new-arrivals',
      'brand_grid:brands-we-love',
      'rich_text:shopping-with-us',
    ]);
  });

  it.each([
    ['th', undefined, 'th-th-homepage-home', 'ความงามที่ก้าวไปพร้อมกับคุณ', 'ครบ ฿500'],
    ['th', 'en', 'th-en-homepage-home', 'Beauty that keeps up with you', 'over ฿500.'],
    ['id', undefined, 'id-id-homepage-home', 'Kecantikan yang selalu mengikuti langkah Anda', 'Rp'],
    ['hk', 'zh', 'hk-zh-homepage-home', '美麗，與您同步', 'HK$400'],
    ['au', undefined, 'au-en-homepage-home', 'Beauty that keeps up with you', 'over $25.'],
  ])('is written for the locale (%s, %s)', async (country, language, id, heading, money) => {
    const res = await page('page_type=homepage&user_segments=guests', { country, language });
    expect(res.body.id).toBe(id);
    expect(hero(res.body).heading).toBe(heading);
    expect(JSON.stringify(res.body)).toContain(money);
  });

  it('finds about, campaign and brand pages by slug, and by entry id', async () => {
    expect((await page('page_type=about', { country: 'my' })).body.title).toBe('About Lumi Beauty');
    expect((await page('page_type=pages&slug=holiday-gift-guide', { country: 'nz' })).body.title).toBe('Holiday gift guide');
    expect((await page('page_type=brands&slug=dior', { country: 'ph' })).body.title).toBe('Dior');
    const byId = await api.get<ContentEntry>('contentful/content-entries/sg-en-pages-beauty-pass?user_segments=guests', { country: 'sg' });
    expect(byId.status).toBe(200);
    expect(byId.body.slug).toBe('beauty-pass');
  });

  it('answers a pages lookup without a slug with the index entry, in the locale (decision 0148)', async () => {
    const sg = await page('page_type=pages', { country: 'sg' });
    expect(sg.status).toBe(200);
    expect(sg.body).toMatchObject({ id: 'sg-en-pages-index', slug: 'index', title: 'Discover Lumi Beauty' });
    const links = JSON.stringify(sg.body.blocks);
    for (const href of ['/pages/holiday-gift-guide', '/pages/beauty-pass', '/brands', '/happening/services', 'https://creativecommons.org/licenses/by/4.0/'])
      expect(links).toContain(href);
    expect((await page('page_type=pages', { country: 'th' })).body.title).toBe('ค้นพบ Lumi Beauty');
    expect((await page('page_type=pages', { country: 'hk', language: 'zh' })).body.title).toBe('探索 Lumi Beauty');
    expect((await page('page_type=pages', { country: 'id' })).body.title).toBe('Jelajahi Lumi Beauty');
  });

  it.each([
    ['contentful/content-entries/?page_type=pages&slug=no-such-page', 'sg'],
    ['contentful/content-entries/?page_type=pages&slug=%3Cscript%3E', 'sg'],
    ['contentful/content-entries/sg-en-homepage-home', 'th'],
    ['contentful/content-entries/sg-en-overlay-join-beauty-pass', 'sg'],
  ] as const)('answers 404 "Landing Page not found" for what does not exist, in this locale, or is not a page: %s in %s', async (path, country) => {
    const res = await api.get(path, { country });
    expect(res.status, path).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'Landing Page not found' });
  });

  it('answers 400 for a page type there is none of', async () => {
    expect((await api.get('contentful/content-entries/?page_type=blog', { country: 'sg' })).status).toBe(400);
  });

  it('never shows shoppers a draft: a draft-only page is not found, the home page stays published', async () => {
    expect((await page('page_type=pages&slug=new-arrivals-preview', { country: 'sg' })).status).toBe(404);
    expect(hero((await page('page_type=homepage&user_segments=guests', { country: 'sg' })).body).heading).toBe('Beauty that keeps up with you');
  });

  it('previews the newest version (the draft) with the token, for the chosen segments', async () => {
    const res = await api.get<ContentEntry>('contentful/preview/content-entries/?page_type=homepage&user_segments=guests', { country: 'sg', headers: preview });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('draft');
    expect(hero(res.body).heading).toBe('The Holiday Edit has landed');
    const overlay = res.body.blocks.find((b): b is OverlayBlock => b.type === 'overlay')!;
    expect(overlay).toMatchObject({ status: 'draft', heading: 'Join Beauty Pass today: $10 off your first order' });
    const draftOnly = await api.get<ContentEntry>('contentful/preview/content-entries/?page_type=pages&slug=new-arrivals-preview', {
      country: 'th',
      headers: preview,
    });
    expect(draftOnly.body).toMatchObject({ id: 'th-th-pages-new-arrivals-preview', status: 'draft', title: 'พรีวิวสินค้าใหม่' });
    // A page with no draft previews as published.
    const about = await api.get<ContentEntry>('contentful/preview/content-entries/hk-zh-about-about', { country: 'hk', language: 'zh', headers: preview });
    expect(about.body).toMatchObject({ status: 'published', title: '關於 Lumi Beauty' });
  });

  it('refuses preview without the token (403) or with a wrong one, and an overlay by id with it', async () => {
    for (const headers of [{}, { 'x-preview-token': 'wrong' }, { 'x-preview-token': `${TOKEN}x` }] as Record<string, string>[]) {
      const res = await api.get('contentful/preview/content-entries/?page_type=homepage', { country: 'sg', headers });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('PREVIEW_FORBIDDEN');
      expect((await api.get('preview/overlays/sg-en-overlay-join-beauty-pass', { country: 'sg', headers })).status).toBe(403);
      expect((await api.get('layouts/?preview=true', { country: 'sg', headers })).status).toBe(403);
    }
    const overlay = await api.get<OverlayBlock>('preview/overlays/sg-en-overlay-join-beauty-pass', { country: 'sg', headers: preview });
    expect(overlay.body).toMatchObject({
      type: 'overlay',
      id: 'sg-en-overlay-join-beauty-pass',
      status: 'draft',
      image: { url: '/images/content/overlay-beauty-pass-800x500.svg' },
    });
    const missing = await api.get('preview/overlays/sg-en-overlay-nothing', { country: 'sg', headers: preview });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Resource not found!');
  });

  it('carries the announcement in the layout: members see theirs, preview shows the draft', async () => {
    const layout = async (query: string, headers?: Record<string, string>) =>
      (await api.get(`layouts/?${query}`, { country: 'sg', headers })).body.announcement;
    expect(await layout('user_segments=guests')).toMatchObject({ text: 'Free shipping on orders over $35', link: { href: '/about' } });
    expect(await layout('user_segments=members,beauty-pass-white')).toMatchObject({
      text: 'Beauty Pass members: double points on every order in your birthday month',
    });
    expect(await layout('preview=true&user_segments=guests', preview)).toMatchObject({ text: 'Holiday Edit: free gift wrapping on every order' });
    const exempted = (await api.get('layouts/', { country: 'sg' })).body.config.smartLinkExemptedPaths;
    expect(exempted).toEqual(
      expect.arrayContaining([
        { type: 'startsWith', value: '/pages/' },
        { type: 'absolute', value: '/about' },
      ]),
    );
  });

  it('refuses to store a block with a javascript: or //host link, and leaves a stored bad block out on read', async () => {
    const entry = {
      id: 'sg-en-pages-links',
      status: 'published' as const,
      pageType: 'pages' as const,
      slug: 'links',
      country: 'SG' as const,
      language: 'en' as const,
      title: 'Links',
      description: null,
    };
    const linkTo = (href: string) => [{ type: 'rich_text', id: 'text', nodes: [{ kind: 'paragraph', spans: [{ text: 'Click', href }] }] }];
    await expect(writeEntry(api.db, { ...entry, blocks: linkTo('javascript:alert(document.cookie)') })).rejects.toThrow(/site path/);
    await expect(writeEntry(api.db, { ...entry, blocks: linkTo('//evil.example.com') })).rejects.toThrow(/site path/);
    expect((await page('page_type=pages&slug=links', { country: 'sg' })).status).toBe(404);

    await writeEntry(api.db, { ...entry, blocks: linkTo('/about') });
    // As if written by hand or by an older version: the bad block must not reach a shopper.
    await api.db.query(`update content_entry set blocks = blocks || $1::jsonb where id = $2`, [
      JSON.stringify(linkTo('javascript:alert(1)').map((b) => ({ ...b, id: 'bad' }))),
      entry.id,
    ]);
    const res = await page('page_type=pages&slug=links', { country: 'sg' });
    expect(res.status).toBe(200);
    expect(types(res.body)).toEqual(['rich_text:text']);
    expect(JSON.stringify(res.body)).not.toContain('javascript:');
  });

  it('lists the user segments', async () => {
    const res = await api.get<{ segments: UserSegment[] }>('sea-falcon/all-user-segments/', { country: 'sg' });
    expect(res.body.segments.map((s) => s.id)).toEqual(['guests', 'members', 'beauty-pass-white', 'beauty-pass-black', 'beauty-pass-gold']);
  });

  it('serves the content pictures as SVG, and 404 for a size out of range', async () => {
    const res = await api.get('//images/content/hero-new-makeup-1600x640.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.text).toContain('viewBox="0 0 1600 640"');
    expect((await api.get('//images/content/hero-new-makeup-99999x640.svg')).status).toBe(404);
    expect((await api.get('//images/content/..%2Fetc-10x10.svg')).status).toBe(404);
  });
});

describe.each(TEST_DATABASES)('preview switched off on $name', (database) => {
  const api = startTestAppForSuite(database);

  it('answers 404 "Preview is not enabled" whatever token is sent', async () => {
    for (const path of ['contentful/preview/content-entries/?page_type=homepage', 'preview/overlays/sg-en-overlay-join-beauty-pass', 'layouts/?preview=true']) {
      const res = await api.get(path, { country: 'sg', headers: preview });
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ code: 'PREVIEW_DISABLED', message: 'Preview is not enabled' });
    }
  });
});
