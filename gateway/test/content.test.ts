// Content pages through the gateway, against a real api (fresh seeded database, preview
// token configured) over real HTTP: every block type resolved, blocks for guests and for
// members, drafts only in preview and only with the token, and the REST calls a page costs.
import type { TestApi } from '@beauty/api/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryCache } from '../src/platform/cache/memory-cache.ts';
import { cookieHeader, signUp } from './support/session.ts';
import { startGatewayFor, startApi, type Gateway } from './support/stack.ts';

const TOKEN = 'gateway-test-preview-token-0123456789';
const cache = new MemoryCache();
let api: TestApi;
let stack: Gateway;

beforeAll(async () => {
  api = await startApi({ contentPreviewToken: TOKEN });
  stack = await startGatewayFor(api.url, { cache, cookieSecure: false });
});
afterAll(async () => {
  await stack?.close();
  await api?.close();
});
beforeEach(() => {
  stack.restCalls.length = 0;
  cache.clear();
});

const callsMade = () => stack.restCalls.map((c) => `${c.method} ${c.path.split('?')[0]!.replace('/api/web/v1/', '')}`).sort();

const PAGE = `query Page($pageType: PageType!, $slug: String) {
  contentPage(pageType: $pageType, slug: $slug) {
    id pageType slug status title description updatedAt
    blocks {
      __typename id userSegments
      ... on HeroBannerBlock { eyebrow heading body theme image { url alt width height } cta { label href } }
      ... on ProductCarouselBlock { heading products { id name price { amount currency } brand { name } } viewAll { label href } }
      ... on BrandGridBlock { heading brands { slug name } }
      ... on CategoryTilesBlock { heading tiles { label href image { url alt } } }
      ... on RichTextBlock { nodes { kind spans { text bold italic href } } }
      ... on OverlayBlock { status heading overlayBody: body { kind spans { text } } cta { label href } image { url alt } }
    }
  }
}`;

const PREVIEW = `query Preview($pageType: PageType!, $slug: String, $segments: [String!]) {
  previewContentPage(pageType: $pageType, slug: $slug, userSegments: $segments) {
    id status title blocks { __typename id ... on HeroBannerBlock { heading } ... on OverlayBlock { status heading } }
  }
}`;

const page = (variables: Record<string, unknown>, headers: Record<string, string> = {}) => stack.graphql(PAGE, { variables, headers });
const blockIds = (data: any) => data.blocks.map((b: any) => `${b.__typename}:${b.id}`);

describe('a content page', () => {
  it('resolves every kind of block of the home page for a guest, in the shop currency', async () => {
    const { body } = await page({ pageType: 'HOMEPAGE' });
    expect(body.errors).toBeUndefined();
    const home = body.data!.contentPage;
    expect(home).toMatchObject({
      id: 'sg-en-homepage-home',
      pageType: 'HOMEPAGE',
      slug: 'home',
      status: 'PUBLISHED',
      title: 'Makeup, skincare, hair and fragrance online',
    });
    expect(blockIds(home)).toEqual([
      'HeroBannerBlock:hero-guest',
      'CategoryTilesBlock:shop-by-category',
      'ProductCarouselBlock:bestsellers',
      'ProductCarouselBlock:new-arrivals',
      'BrandGridBlock:brands-we-love',
      'RichTextBlock:shopping-with-us',
      'OverlayBlock:join-beauty-pass',
    ]);
    const [hero, tiles, bestsellers, , grid, text, overlay] = home.blocks;
    expect(hero).toMatchObject({
      userSegments: ['guests'],
      heading: 'Beauty that keeps up with you',
      theme: 'LIGHT',
      image: { url: '/images/content/hero-new-makeup-1600x640.svg', width: 1600, height: 640 },
      cta: { href: '/pages/categories/makeup' },
    });
    expect(hero.image.alt).not.toBe('');
    expect(tiles.tiles[0]).toMatchObject({
      label: 'Makeup',
      href: '/pages/categories/makeup',
      image: { url: '/images/content/tile-makeup-600x600.svg', alt: '' },
    });
    expect(bestsellers.products).toHaveLength(12);
    expect(bestsellers.products.every((p: any) => p.price.currency === 'SGD' && p.brand.name)).toBe(true);
    expect(grid.brands.map((b: any) => b.name)).toEqual(expect.arrayContaining(['Dior', 'CLINIQUE', 'NARS']));
    expect(grid.brands).toHaveLength(8);
    expect(text.nodes[0]).toEqual({ kind: 'HEADING_2', spans: [{ text: 'Shopping with Lumi Beauty', bold: false, italic: false, href: null }] });
    expect(text.nodes.map((n: any) => n.kind)).toEqual(['HEADING_2', 'BULLET', 'BULLET', 'BULLET', 'PARAGRAPH']);
    expect(text.nodes.at(-1).spans[0].href).toBe('/about');
    expect(overlay).toMatchObject({ status: 'PUBLISHED', heading: 'Join Beauty Pass and get $10 off', cta: { href: '/sign_up' }, userSegments: ['guests'] });
  });

  it('costs a constant number of REST calls: the page, one featured-products/ for both carousels, brands', async () => {
    await page({ pageType: 'HOMEPAGE' });
    expect(callsMade()).toEqual(['GET brands/', 'GET brands/', 'GET contentful/content-entries/', 'POST featured-products/']);
    stack.restCalls.length = 0;
    // Warm: the page and the brands come from the shared cache; products (prices, stock) never do.
    await page({ pageType: 'HOMEPAGE' });
    expect(callsMade()).toEqual(['POST featured-products/']);
  });

  it('batches the carousels of two pages in one operation into one featured-products/ call', async () => {
    const { body } = await stack.graphql(`{
      home: contentPage(pageType: HOMEPAGE) { blocks { ... on ProductCarouselBlock { products { id } } } }
      gifts: contentPage(pageType: PAGES, slug: "holiday-gift-guide") { blocks { ... on ProductCarouselBlock { heading products { id } } } }
    }`);
    expect(body.errors).toBeUndefined();
    const giftCarousels = body.data!.gifts.blocks.filter((b: any) => b.products);
    expect(giftCarousels.map((b: any) => b.heading)).toEqual(['Fragrance gift sets', 'Skincare sets']);
    expect(giftCarousels.every((b: any) => b.products.length > 0)).toBe(true);
    expect(callsMade().filter((c) => c === 'POST featured-products/')).toHaveLength(1);
  });

  it('shows a signed-in member the members blocks instead of the guests ones, and their announcement', async () => {
    // A guest first, so the guests' page is in the shared cache: the member must not get it.
    expect(blockIds((await page({ pageType: 'HOMEPAGE' })).body.data!.contentPage)).toContain('HeroBannerBlock:hero-guest');
    const { jar } = await signUp(stack.graphql);
    const headers = { cookie: cookieHeader(jar) };
    const { body } = await page({ pageType: 'HOMEPAGE' }, headers);
    expect(body.errors).toBeUndefined();
    const ids = blockIds(body.data!.contentPage);
    expect(ids).toContain('HeroBannerBlock:hero-member');
    expect(ids).toContain('RichTextBlock:member-exclusive');
    expect(ids).not.toContain('HeroBannerBlock:hero-guest');
    expect(ids).not.toContain('OverlayBlock:join-beauty-pass');
    const layout = async (h: Record<string, string>) =>
      (await stack.graphql('{ layout { announcement { text link { href } } } }', { headers: h })).body.data!.layout.announcement;
    expect(await layout(headers)).toEqual({
      text: 'Beauty Pass members: double points on every order in your birthday month',
      link: { href: '/pages/beauty-pass' },
    });
    expect(await layout({})).toEqual({ text: 'Free shipping on orders over $35', link: { href: '/about' } });
  });

  it('is written in the shopper language and country', async () => {
    const th = (await page({ pageType: 'HOMEPAGE' }, { 'x-site-country': 'TH', 'x-site-language': 'th' })).body.data!.contentPage;
    expect(th.id).toBe('th-th-homepage-home');
    expect(th.blocks[0].heading).toBe('ความงามที่ก้าวไปพร้อมกับคุณ');
    expect(th.blocks.find((b: any) => b.products).products[0].price.currency).toBe('THB');
    const hk = (await page({ pageType: 'ABOUT' }, { 'x-site-country': 'HK', 'x-site-language': 'zh' })).body.data!.contentPage;
    expect(hk.title).toBe('關於 Lumi Beauty');
  });

  it('is null when there is no such published page (a draft-only page included)', async () => {
    for (const variables of [{ pageType: 'PAGES', slug: 'no-such-page' }, { pageType: 'PAGES', slug: 'new-arrivals-preview' }, { pageType: 'BRANDS' }]) {
      const { body } = await page(variables);
      expect(body.errors, JSON.stringify(variables)).toBeUndefined();
      expect(body.data!.contentPage).toBeNull();
    }
    stack.restCalls.length = 0;
    // What a shopper can type in the address bar: null, without asking the api.
    for (const slug of ['../../etc', 'x'.repeat(300), 'a b', '%00']) {
      const { body } = await page({ pageType: 'PAGES', slug });
      expect(body.errors, slug).toBeUndefined();
      expect(body.data!.contentPage).toBeNull();
    }
    expect(stack.restCalls).toHaveLength(0);
    // Case does not matter: the look-up is by the lower-case slug.
    expect((await page({ pageType: 'BRANDS', slug: 'Dior' })).body.data!.contentPage.title).toBe('Dior');
  });

  it('lists the user segments for the preview picker', async () => {
    const { body } = await stack.graphql('{ userSegments { id name description } }');
    expect(body.data!.userSegments.map((s: any) => s.id)).toEqual(['guests', 'members', 'beauty-pass-white', 'beauty-pass-black', 'beauty-pass-gold']);
  });
});

describe('preview', () => {
  const withCookie = { cookie: `preview-token=${TOKEN}` };

  it('refuses without the preview-token cookie, before calling the api', async () => {
    for (const query of [PREVIEW, '{ previewOverlay(id: "sg-en-overlay-join-beauty-pass") { heading } }', '{ previewLayout { announcement { text } } }']) {
      const { body } = await stack.graphql(query, { variables: { pageType: 'HOMEPAGE' } });
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(stack.restCalls).toHaveLength(0);
  });

  it('refuses a wrong token (the api says no)', async () => {
    const { body } = await stack.graphql(PREVIEW, { variables: { pageType: 'HOMEPAGE' }, headers: { cookie: 'preview-token=not-the-token' } });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(body.data?.previewContentPage ?? null).toBeNull();
  });

  it('shows the draft with the cookie (or the header), for the chosen segments, and never caches it', async () => {
    const guest = await stack.graphql(PREVIEW, { variables: { pageType: 'HOMEPAGE' }, headers: withCookie });
    expect(guest.body.errors).toBeUndefined();
    expect(guest.body.data!.previewContentPage).toMatchObject({ id: 'sg-en-homepage-home', status: 'DRAFT' });
    expect(guest.body.data!.previewContentPage.blocks[0]).toEqual({ __typename: 'HeroBannerBlock', id: 'hero-guest', heading: 'The Holiday Edit has landed' });
    expect(guest.body.data!.previewContentPage.blocks.at(-1)).toMatchObject({ __typename: 'OverlayBlock', status: 'DRAFT' });

    const member = await stack.graphql(PREVIEW, {
      variables: { pageType: 'HOMEPAGE', segments: ['members', 'beauty-pass-gold'] },
      headers: { 'x-preview-token': TOKEN },
    });
    expect(blockIds(member.body.data!.previewContentPage)).toContain('HeroBannerBlock:hero-member');
    expect(blockIds(member.body.data!.previewContentPage)).not.toContain('HeroBannerBlock:hero-guest');

    const draftOnly = await stack.graphql(PREVIEW, { variables: { pageType: 'PAGES', slug: 'new-arrivals-preview' }, headers: withCookie });
    expect(draftOnly.body.data!.previewContentPage).toMatchObject({ status: 'DRAFT', title: 'New arrivals preview' });

    stack.restCalls.length = 0;
    await stack.graphql(PREVIEW, { variables: { pageType: 'HOMEPAGE' }, headers: withCookie });
    expect(callsMade()).toContain('GET contentful/preview/content-entries/');
  });

  it('previews an overlay by id and the draft announcement of the layout', async () => {
    const { body } = await stack.graphql(
      `{ previewOverlay(id: "sg-en-overlay-join-beauty-pass") { id status heading body { kind } image { url } }
         missing: previewOverlay(id: "sg-en-overlay-nothing") { id }
         typed: previewOverlay(id: "../x y") { id }
         previewLayout(userSegments: ["guests"]) { announcement { text } navigation { label } } }`,
      { headers: withCookie },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.previewOverlay).toMatchObject({
      id: 'sg-en-overlay-join-beauty-pass',
      status: 'DRAFT',
      heading: 'Join Beauty Pass today: $10 off your first order',
    });
    expect(body.data!.missing).toBeNull();
    expect(body.data!.typed).toBeNull();
    expect(body.data!.previewLayout.announcement.text).toBe('Holiday Edit: free gift wrapping on every order');
    expect(body.data!.previewLayout.navigation[0].label).toBe('Makeup');
  });
});
