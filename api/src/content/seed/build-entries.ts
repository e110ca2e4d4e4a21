// The seeded content of one country and language, built from the copy of its language
// (copy/*.ts) and the facts of its country (countries.ts): the same pages everywhere, in
// the right words and currency. Per locale: the home page (published, and a newer draft),
// /about, the /pages index, two campaign pages, four brand pages, a draft-only page, the
// "Join Beauty Pass" overlay (published and draft) and the layout's announcement (published
// and draft).
import { legalEntries } from './legal-entries.ts';
import { COUNTRY_RULES } from '../../locale/country-rules.ts';
import { COUNTRY_CURRENCY, type Country, type Language } from '@beauty/contracts/locale';
import { type ContentStatus, type EntryType, PAGES_INDEX_SLUG, type RichTextNode } from '@beauty/contracts/content';
import { TOP_CATEGORY_LABELS } from '../../catalog/category-labels.ts';
import type { ContentCopy, HeroCopy } from './copy/copy.ts';
import { EN } from './copy/en.ts';
import { ID } from './copy/id.ts';
import { TH } from './copy/th.ts';
import { ZH } from './copy/zh.ts';
import { COUNTRY_FACTS } from './countries.ts';
import { localeTag } from '@beauty/contracts/locale-tag';

export interface EntryInput {
  id: string;
  status: ContentStatus;
  pageType: EntryType;
  slug: string;
  country: Country;
  language: Language;
  title: string;
  description: string | null;
  /** Checked against storedBlocksSchema when written (write-entries.ts). */
  blocks: unknown[];
}

const COPY: Record<Language, ContentCopy> = { en: EN, id: ID, th: TH, zh: ZH };

/** Brands with their own content page, and the brand grid of the home page (catalogue slugs). */
export const BRAND_PAGES: Record<string, string> = {
  dior: 'Dior',
  'charlotte-tilbury': 'Charlotte Tilbury',
  'fenty-beauty-by-rihanna': 'Fenty Beauty by Rihanna',
  'kiehls-since-1851': "Kiehl's Since 1851",
};
const BRAND_GRID = ['dior', 'charlotte-tilbury', 'fenty-beauty-by-rihanna', 'kiehls-since-1851', 'clinique', 'nars', 'la-mer', 'jo-malone-london'];
/**
 * The licence of the product data the catalogue is seeded from (CC BY 4.0 asks for a link to
 * it beside the credit): the one external link of the seeded pages. No social account is
 * linked: the shop has none to name, and an invented one would send shoppers to a stranger.
 */
export const DATA_LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/';
const TILE_CATEGORIES = ['makeup', 'skincare', 'hair', 'fragrance', 'bath-body', 'tools-brushes'];

/**
 * Whole amounts as the storefront formats prices (web/app/locale/money.ts): the locale's
 * own sign ("$60" in en-SG, "฿1,500" even in en-TH, where CLDR would spell "THB").
 */
function formatWhole(minor: number, tag: string, currency: string): string {
  const options: Intl.NumberFormatOptions = { style: 'currency', currency, maximumFractionDigits: 0 };
  let format = new Intl.NumberFormat(tag, options);
  if (format.formatToParts(1).some((p) => p.type === 'currency' && p.value === currency))
    format = new Intl.NumberFormat(tag, { ...options, currencyDisplay: 'narrowSymbol' });
  return format.format(minor / 100);
}

export const entryId = (country: Country, language: Language, type: EntryType, slug: string) => `${country}-${language}-${type}-${slug}`.toLowerCase();

const fill = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);

/** Every string in the copy, placeholders filled. */
function fillAll<T>(value: T, vars: Record<string, string>): T {
  if (typeof value === 'string') return fill(value, vars) as T;
  if (Array.isArray(value)) return value.map((v) => fillAll(v, vars)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, vars)])) as T;
  return value;
}

const text = (t: string) => ({ text: t });
const node = (kind: RichTextNode['kind'], t: string) => ({ kind, spans: [text(t)] });
/** "White: points…" → the tier's name in bold, then the rest. */
const labelled = (t: string) => {
  const at = t.search(/[:：]/);
  return { kind: 'bullet' as const, spans: at < 0 ? [text(t)] : [{ text: t.slice(0, at + 1), bold: true }, text(t.slice(at + 1))] };
};
const image = (key: string, alt: string, width = 1600, height = 640) => ({ key, alt, width, height });

function hero(id: string, copy: HeroCopy, imageKey: string, href: string, userSegments: string[] = [], theme: 'light' | 'dark' = 'light') {
  // A dark hero gets a dark picture (content-image.ts), so its light text stays legible.
  const key = theme === 'dark' ? `${imageKey}-dark` : imageKey;
  return {
    type: 'hero_banner',
    id,
    userSegments,
    eyebrow: copy.eyebrow,
    heading: copy.heading,
    body: copy.body,
    cta: { label: copy.cta, href },
    theme,
    image: image(key, copy.alt),
  };
}

/**
 * storeCount: how many stores the one store list has in the country (decision 0090);
 * brandCount: how many brands its catalogue sells (what /brands lists). The pages quote both.
 */
export function buildEntries(country: Country, language: Language, storeCount: number, brandCount: number): EntryInput[] {
  const facts = COUNTRY_FACTS[country];
  const money = (minor: number) => formatWhole(minor, localeTag({ language, country }), COUNTRY_CURRENCY[country]);
  const vars = {
    country: facts.name[language] ?? facts.name.en!,
    city: facts.city[language] ?? facts.city.en!,
    year: String(facts.openedYear),
    stores: String(storeCount),
    brands: String(brandCount),
    threshold: money(COUNTRY_RULES[country].freeShippingFrom),
    giftUnder: money(facts.giftUnderMinor),
    welcome: money(facts.welcomeMinor),
  };
  const c = fillAll(COPY[language], vars);
  const id = (type: EntryType, slug: string) => entryId(country, language, type, slug);
  const entry = (type: EntryType, slug: string, status: ContentStatus, title: string, description: string | null, blocks: unknown[]): EntryInput => ({
    id: id(type, slug),
    status,
    pageType: type,
    slug,
    country,
    language,
    title,
    description,
    blocks,
  });
  const overlayRef = { type: 'overlay', id: 'join-beauty-pass', userSegments: ['guests'], ref: id('overlay', 'join-beauty-pass') };

  const homeBlocks = (heroGuest: object) => [
    heroGuest,
    hero('hero-member', c.home.heroMember, 'hero-beauty-pass', '/pages/beauty-pass', ['members'], 'dark'),
    {
      type: 'category_tiles',
      id: 'shop-by-category',
      heading: c.home.tilesHeading,
      // The label is beside the picture, so the picture itself is decorative (alt "").
      tiles: TILE_CATEGORIES.map((slug) => ({ label: TOP_CATEGORY_LABELS[slug]![language], category: slug, image: image(`tile-${slug}`, '', 600, 600) })),
    },
    { type: 'product_carousel', id: 'bestsellers', heading: c.home.bestsellers, rule: { kind: 'query', sort: 'top_rated', limit: 12 } },
    {
      type: 'product_carousel',
      id: 'new-arrivals',
      heading: c.home.newArrivals,
      rule: { kind: 'query', tag: 'new', sort: 'newest', limit: 12 },
      viewAll: { label: c.home.viewAll, href: '/pages/categories/makeup' },
    },
    { type: 'brand_grid', id: 'brands-we-love', heading: c.home.brandsHeading, brands: BRAND_GRID },
    {
      type: 'rich_text',
      id: 'member-exclusive',
      userSegments: ['members'],
      nodes: [node('heading_3', c.home.memberHeading), node('paragraph', c.home.memberBody)],
    },
    {
      type: 'rich_text',
      id: 'shopping-with-us',
      nodes: [
        node('heading_2', c.home.servicesHeading),
        ...c.home.services.map((s) => node('bullet', s)),
        { kind: 'paragraph', spans: [{ text: c.about.title, href: '/about' }] },
      ],
    },
    overlayRef,
  ];

  const overlayBlocks = (heading: string) => [
    {
      type: 'overlay_inline',
      id: 'join-beauty-pass',
      heading,
      body: [node('paragraph', c.overlay.intro), ...c.overlay.perks.map((p) => node('bullet', p))],
      cta: { label: c.overlay.cta, href: '/sign_up' },
      image: image('overlay-beauty-pass', c.overlay.alt, 800, 500),
    },
  ];

  const brandPages = Object.entries(BRAND_PAGES).map(([slug, name]) => {
    const b = fillAll(c.brand, { brand: name });
    return entry('brands', slug, 'published', name, b.description, [
      hero(
        'brand-hero',
        { eyebrow: b.taglines[slug]!, heading: name, body: b.heroBody, cta: b.cta, alt: b.alt },
        `hero-brand-${slug}`,
        `/brands/${slug}`,
        [],
        'dark',
      ),
      { type: 'product_carousel', id: 'brand-bestsellers', heading: b.carousel, rule: { kind: 'query', brand: slug, sort: 'top_rated', limit: 12 } },
      { type: 'rich_text', id: 'about-brand', nodes: [node('heading_2', b.aboutHeading), node('paragraph', b.taglines[slug]!)] },
    ]);
  });

  const announcement = (first: { id: string; text: string; userSegments?: string[] }) => [
    { type: 'announcement', ...first, link: { label: c.announcement.link, href: '/pages/beauty-pass' } },
    { type: 'announcement', id: 'free-shipping', text: c.announcement.everyone, link: { label: c.announcement.link, href: '/about' } },
  ];

  return [
    entry(
      'homepage',
      'home',
      'published',
      c.home.title,
      c.home.description,
      homeBlocks(hero('hero-guest', c.home.heroGuest, 'hero-new-makeup', '/pages/categories/makeup', ['guests'])),
    ),
    entry(
      'homepage',
      'home',
      'draft',
      c.home.title,
      c.home.description,
      homeBlocks(hero('hero-guest', c.home.heroDraft, 'hero-holiday-gift', '/pages/holiday-gift-guide', ['guests'])),
    ),
    entry('overlay', 'join-beauty-pass', 'published', c.overlay.heading, null, overlayBlocks(c.overlay.heading)),
    entry('overlay', 'join-beauty-pass', 'draft', c.overlay.draftHeading, null, overlayBlocks(c.overlay.draftHeading)),
    entry('about', 'about', 'published', c.about.title, c.about.description, [
      hero(
        'about-hero',
        { eyebrow: 'Lumi Beauty', heading: c.about.heading, body: c.about.description, cta: c.home.heroGuest.cta, alt: c.about.title },
        'hero-about-store',
        '/pages/categories/makeup',
      ),
      {
        type: 'rich_text',
        id: 'our-story',
        nodes: [
          ...c.about.paragraphs.map((p) => node('paragraph', p)),
          node('heading_3', c.about.servicesHeading),
          ...c.about.services.map((s) => node('bullet', s)),
          { kind: 'quote', spans: [{ text: c.about.quote, italic: true }] },
        ],
      },
    ]),
    // /pages itself (decision 0148): the way to the campaign pages, the membership and services.
    entry('pages', PAGES_INDEX_SLUG, 'published', c.pagesIndex.title, c.pagesIndex.description, [
      {
        type: 'rich_text',
        id: 'start-here',
        nodes: [
          node('heading_2', c.pagesIndex.heading),
          node('paragraph', c.pagesIndex.intro),
          ...(
            [
              [c.pagesIndex.links.gifts, '/pages/holiday-gift-guide'],
              [c.pagesIndex.links.beautyPass, '/pages/beauty-pass'],
              [c.pagesIndex.links.brands, '/brands'],
              [c.pagesIndex.links.services, '/happening/services'],
            ] as const
          ).map(([label, href]) => ({ kind: 'bullet' as const, spans: [{ text: label, href }] })),
          node('heading_3', c.pagesIndex.followHeading),
          // An address elsewhere: it opens in a new tab without this page as its opener (SmartLink).
          { kind: 'paragraph', spans: [{ text: c.pagesIndex.follow, href: DATA_LICENCE_URL }] },
        ],
      },
    ]),
    entry('pages', 'holiday-gift-guide', 'published', c.gifts.title, c.gifts.description, [
      hero('gift-hero', c.gifts.hero, 'hero-holiday-gift', '/pages/categories/fragrance/value-gift-sets', [], 'dark'),
      {
        type: 'product_carousel',
        id: 'fragrance-sets',
        heading: c.gifts.fragrance,
        rule: { kind: 'query', category: 'fragrance/value-gift-sets', sort: 'featured', limit: 12 },
      },
      {
        type: 'product_carousel',
        id: 'skincare-sets',
        heading: c.gifts.skincare,
        rule: { kind: 'query', category: 'skincare/value-gift-sets', sort: 'top_rated', limit: 12 },
      },
      {
        type: 'rich_text',
        id: 'gift-tips',
        nodes: [node('heading_2', c.gifts.tipsHeading), ...c.gifts.tips.map((t) => node('bullet', t))],
      },
      overlayRef,
    ]),
    entry('pages', 'beauty-pass', 'published', c.beautyPass.title, c.beautyPass.description, [
      hero('pass-hero', c.beautyPass.hero, 'hero-beauty-pass', '/sign_up', [], 'dark'),
      {
        type: 'rich_text',
        id: 'tiers',
        nodes: [
          node('heading_2', c.beautyPass.tiersHeading),
          labelled(c.beautyPass.tiers.white),
          labelled(c.beautyPass.tiers.black),
          labelled(c.beautyPass.tiers.gold),
        ],
      },
      {
        type: 'rich_text',
        id: 'pass-guests',
        userSegments: ['guests'],
        nodes: [node('heading_3', c.beautyPass.guestHeading), { kind: 'paragraph', spans: [{ text: c.beautyPass.guestBody, href: '/sign_up' }] }],
      },
      {
        type: 'rich_text',
        id: 'pass-members',
        userSegments: ['members'],
        nodes: [node('heading_3', c.beautyPass.memberHeading), node('paragraph', c.beautyPass.memberBody)],
      },
    ]),
    entry('pages', 'new-arrivals-preview', 'draft', c.newArrivalsPreview.title, c.newArrivalsPreview.description, [
      hero('preview-hero', c.newArrivalsPreview.hero, 'hero-new-arrivals', '/pages/categories/makeup'),
      { type: 'product_carousel', id: 'arriving-soon', heading: c.newArrivalsPreview.carousel, rule: { kind: 'query', sort: 'newest', limit: 12 } },
    ]),
    ...brandPages,
    ...legalEntries(country, language, vars.country, entry),
    entry(
      'layout',
      'main',
      'published',
      'Layout',
      null,
      announcement({ id: 'members-double-points', text: c.announcement.members, userSegments: ['members'] }),
    ),
    entry('layout', 'main', 'draft', 'Layout', null, announcement({ id: 'holiday-wrapping', text: c.announcement.draft })),
  ];
}
