// The REST contract of content (docs/product.md#layout "Layout response", docs/product.md#navigation-guard and page
// types, docs/product.md#rest-catalogue-and-content contentful/, preview/, sea-falcon/ and featured-products/ calls).
import { z } from 'zod';
import { productSchema } from './catalog.ts';

export const navLinkSchema = z.object({ label: z.string(), href: z.string() });
export const navItemSchema = navLinkSchema.extend({ children: z.array(navLinkSchema) });

export const exemptedPathSchema = z.object({
  type: z.enum(['absolute', 'regex', 'startsWith']),
  value: z.string(),
});

// ---------------------------------------------------------------------------------------
// Content-managed pages (issue 3 item 4, decision 0040): entries made of blocks, per
// country and language, each block optionally aimed at user segments. Blocks are stored
// as jsonb in the shape of storedBlockSchema (checked on every write and every read) and
// served in the shape of contentBlockSchema: references resolved (brand slugs to ids, an
// overlay entry to its content), image keys to URLs, category paths to links.

export const PAGE_TYPES = ['homepage', 'pages', 'brands', 'about'] as const;
export type PageType = (typeof PAGE_TYPES)[number];
/** Entries that are not pages: an overlay a page can reference, the layout's announcement. */
export const ENTRY_TYPES = [...PAGE_TYPES, 'overlay', 'layout'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const CONTENT_STATUSES = ['published', 'draft'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Slugs, ids, segment ids and image keys: lower-case ASCII words joined by "-". */
export const CONTENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The PAGES entry /pages shows when the URL names no page: every segment is optional (decision 0148). */
export const PAGES_INDEX_SLUG = 'index';
const slug = (max: number) => z.string().max(max).regex(CONTENT_SLUG);
const categoryPath = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/);

/**
 * A link content may carry: a path on this site ("/pages/…", never "//host" or "/\host",
 * which browsers read as another host) or an absolute https URL. Nothing else: no
 * javascript:, data:, http: or relative links, and no spaces or control characters.
 */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > 500 || /[\s\u0000-\u001f\u007f\\]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
export const hrefSchema = z.string().refine(isSafeHref, { message: 'A link is a site path starting with "/" or an https URL' });

export const contentLinkSchema = z.object({ label: z.string().min(1).max(80), href: hrefSchema });
export type ContentLink = z.infer<typeof contentLinkSchema>;

/** A generated picture the api serves (content-image.ts); alt is empty only when decorative. */
export const storedImageSchema = z.object({
  key: slug(60),
  alt: z.string().max(200),
  width: z.number().int().min(16).max(2400),
  height: z.number().int().min(16).max(2400),
});
export const contentImageSchema = z.object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() });
export type ContentImage = z.infer<typeof contentImageSchema>;

export const RICH_TEXT_KINDS = ['heading_2', 'heading_3', 'paragraph', 'bullet', 'quote'] as const;
/** Rich text is structured nodes of spans, never HTML: the storefront gives each its own element. */
export const richTextSpanSchema = z.object({
  text: z.string().min(1).max(2000),
  bold: z.boolean().default(false),
  italic: z.boolean().default(false),
  href: hrefSchema.nullable().default(null),
});
export const richTextNodeSchema = z.object({ kind: z.enum(RICH_TEXT_KINDS), spans: z.array(richTextSpanSchema).min(1).max(50) });
export type RichTextNode = z.infer<typeof richTextNodeSchema>;
const richText = z.array(richTextNodeSchema).max(100);

/** Tags a carousel may pick by: the listing's "others" filters (catalog contract OTHER_FILTERS). */
export const CAROUSEL_TAGS = ['new', 'exclusive', 'online_only', 'limited_edition', 'vegan', 'cruelty_free', 'clean'] as const;
export const CAROUSEL_SORTS = ['featured', 'newest', 'price_desc', 'price_asc', 'top_rated'] as const;
export const MAX_CAROUSEL_PRODUCTS = 24;

/** Which products a carousel shows: a hand-picked list, or a query over the country's shelf. */
export const productRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('products'),
    products: z
      .array(
        z
          .string()
          .min(1)
          .max(128)
          .regex(/^[A-Za-z0-9._-]+$/),
      )
      .min(1)
      .max(MAX_CAROUSEL_PRODUCTS),
  }),
  z.object({
    kind: z.literal('query'),
    brand: slug(100).optional(),
    category: categoryPath.optional(),
    tag: z.enum(CAROUSEL_TAGS).optional(),
    onSale: z.boolean().optional(),
    sort: z.enum(CAROUSEL_SORTS).default('featured'),
    limit: z.number().int().min(1).max(MAX_CAROUSEL_PRODUCTS).default(12),
  }),
]);
export type ProductRule = z.infer<typeof productRuleSchema>;

const blockBase = { id: slug(60), userSegments: z.array(slug(40)).max(10).default([]) };
const heroFields = {
  eyebrow: z.string().max(80).nullable().default(null),
  heading: z.string().min(1).max(140),
  body: z.string().max(400).nullable().default(null),
  cta: contentLinkSchema.nullable().default(null),
  theme: z.enum(['light', 'dark']).default('light'),
};
const overlayFields = { heading: z.string().min(1).max(140), body: richText, cta: contentLinkSchema.nullable().default(null) };

export const storedBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hero_banner'), ...blockBase, ...heroFields, image: storedImageSchema.nullable().default(null) }),
  z.object({
    type: z.literal('product_carousel'),
    ...blockBase,
    heading: z.string().min(1).max(140),
    rule: productRuleSchema,
    viewAll: contentLinkSchema.nullable().default(null),
  }),
  z.object({ type: z.literal('brand_grid'), ...blockBase, heading: z.string().min(1).max(140), brands: z.array(slug(100)).min(1).max(24) }),
  z.object({
    type: z.literal('category_tiles'),
    ...blockBase,
    heading: z.string().min(1).max(140),
    tiles: z
      .array(z.object({ label: z.string().min(1).max(60), category: categoryPath, image: storedImageSchema.nullable().default(null) }))
      .min(1)
      .max(12),
  }),
  z.object({ type: z.literal('rich_text'), ...blockBase, nodes: richText.min(1) }),
  /** An overlay: another entry's (ref, an overlay entry id) or its own content. */
  z.object({ type: z.literal('overlay'), ...blockBase, ref: slug(120) }),
  z.object({ type: z.literal('overlay_inline'), ...blockBase, ...overlayFields, image: storedImageSchema.nullable().default(null) }),
  /** The layout entry's message above the header. */
  z.object({ type: z.literal('announcement'), ...blockBase, text: z.string().min(1).max(200), link: contentLinkSchema.nullable().default(null) }),
]);
export type StoredBlock = z.infer<typeof storedBlockSchema>;
/** Block ids are unique within an entry: the storefront keys its list and the dismissals on them. */
export const storedBlocksSchema = z
  .array(storedBlockSchema)
  .max(60)
  .refine((blocks) => new Set(blocks.map((b) => b.id)).size === blocks.length, {
    message: 'Block ids must be unique within an entry',
  });

const servedBase = { id: z.string(), userSegments: z.array(z.string()) };
export const overlayBlockSchema = z.object({
  type: z.literal('overlay'),
  ...servedBase,
  status: z.enum(CONTENT_STATUSES),
  heading: z.string(),
  body: z.array(richTextNodeSchema),
  image: contentImageSchema.nullable(),
  cta: contentLinkSchema.nullable(),
});
export type OverlayBlock = z.infer<typeof overlayBlockSchema>;

export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hero_banner'),
    ...servedBase,
    eyebrow: z.string().nullable(),
    heading: z.string(),
    body: z.string().nullable(),
    image: contentImageSchema.nullable(),
    cta: contentLinkSchema.nullable(),
    theme: z.enum(['light', 'dark']),
  }),
  z.object({ type: z.literal('product_carousel'), ...servedBase, heading: z.string(), rule: productRuleSchema, viewAll: contentLinkSchema.nullable() }),
  z.object({ type: z.literal('brand_grid'), ...servedBase, heading: z.string(), brandIds: z.array(z.string()) }),
  z.object({
    type: z.literal('category_tiles'),
    ...servedBase,
    heading: z.string(),
    tiles: z.array(z.object({ label: z.string(), href: z.string(), image: contentImageSchema.nullable() })),
  }),
  z.object({ type: z.literal('rich_text'), ...servedBase, nodes: z.array(richTextNodeSchema) }),
  overlayBlockSchema,
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;
export type ContentBlockOf<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;
// One name per block kind, for the gateway's codegen mappers.
export type HeroBannerBlock = ContentBlockOf<'hero_banner'>;
export type ProductCarouselBlock = ContentBlockOf<'product_carousel'>;
export type BrandGridBlock = ContentBlockOf<'brand_grid'>;
export type CategoryTilesBlock = ContentBlockOf<'category_tiles'>;
export type RichTextBlock = ContentBlockOf<'rich_text'>;
export type RichTextSpan = z.infer<typeof richTextSpanSchema>;

/** GET contentful/content-entries/…: one page as the given segments see it. */
export const contentEntrySchema = z.object({
  id: z.string(),
  pageType: z.enum(PAGE_TYPES),
  slug: z.string(),
  country: z.string(),
  language: z.string(),
  status: z.enum(CONTENT_STATUSES),
  title: z.string(),
  description: z.string().nullable(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  blocks: z.array(contentBlockSchema),
});
export type ContentEntry = z.infer<typeof contentEntrySchema>;

/** user_segments: a comma list of segment ids (the shopper's, or preview's choice). */
export const userSegmentsParam = z.string().max(1000).optional();

export const contentLookupQuerySchema = z.object({
  page_type: z.enum(PAGE_TYPES),
  /** Required for pages and brands; "home" and "about" by default for the other two. */
  slug: z.string().max(200).optional(),
  user_segments: userSegmentsParam,
});
export const contentEntryQuerySchema = z.object({ user_segments: userSegmentsParam });

export const userSegmentSchema = z.object({ id: z.string(), name: z.string(), description: z.string() });
export type UserSegment = z.infer<typeof userSegmentSchema>;
export const userSegmentListSchema = z.object({ segments: z.array(userSegmentSchema) });

export const announcementSchema = z.object({ text: z.string(), link: contentLinkSchema.nullable() });
export type Announcement = z.infer<typeof announcementSchema>;

/** POST featured-products/: every carousel of a page in one call. */
export const MAX_SELECTIONS = 20;
export const featuredProductsBodySchema = z.object({
  selections: z
    .array(z.object({ id: z.string().min(1).max(60), rule: productRuleSchema }))
    .min(1)
    .max(MAX_SELECTIONS)
    .refine((s) => new Set(s.map((x) => x.id)).size === s.length, { message: 'Selection ids must be unique' }),
});
export type FeaturedProductsBody = z.infer<typeof featuredProductsBodySchema>;
export const featuredProductsSchema = z.object({
  selections: z.array(z.object({ id: z.string(), products: z.array(productSchema) })),
});
export type FeaturedProducts = z.infer<typeof featuredProductsSchema>;

/** GET layouts/ (docs/product.md#layout "Layout response"). */
export const layoutSchema = z.object({
  header: z.object({ navigation: z.array(navItemSchema) }),
  footer: z.object({ columns: z.array(z.object({ title: z.string(), links: z.array(navLinkSchema) })) }),
  config: z.object({ smartLinkExemptedPaths: z.array(exemptedPathSchema) }),
  /** The content-managed message above the header (the layout entry), for the request's segments. */
  announcement: announcementSchema.nullable(),
});
export type Layout = z.infer<typeof layoutSchema>;
