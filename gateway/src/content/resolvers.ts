// Content (docs/product.md#layout "Layout response", docs/product.md#paths content pages, preview mode): the layout with its
// announcement, content pages made of blocks, user segments, and preview. Published
// answers go through the public cache keyed by locale and the shopper's segments
// (content-api.ts); preview never does and needs the editor's token. Field resolvers
// rename the REST DTOs (codegen mappers) into the schema's shape.
import { CONTENT_SLUG, type ContentBlock, type PageType as RestPageType } from '@beauty/contracts/content';
import type { ContentStatus, HeroTheme, PageType, Resolvers, RichTextNodeKind } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { forbidden, isNotFound } from '../platform/graphql-errors.ts';
import { RestError } from '../platform/rest-errors.ts';
import { contentApi } from './content-api.ts';
import { previewSegments, shopperSegments } from './segments.ts';

const REST_PAGE_TYPE: Record<PageType, RestPageType> = { HOMEPAGE: 'homepage', PAGES: 'pages', BRANDS: 'brands', ABOUT: 'about' };
const PAGE_TYPE = Object.fromEntries(Object.entries(REST_PAGE_TYPE).map(([k, v]) => [v, k])) as Record<RestPageType, PageType>;
const STATUS = { published: 'PUBLISHED', draft: 'DRAFT' } as const satisfies Record<string, ContentStatus>;
const THEME = { light: 'LIGHT', dark: 'DARK' } as const satisfies Record<string, HeroTheme>;

const BLOCK_TYPE: Record<ContentBlock['type'], string> = {
  hero_banner: 'HeroBannerBlock',
  product_carousel: 'ProductCarouselBlock',
  brand_grid: 'BrandGridBlock',
  category_tiles: 'CategoryTilesBlock',
  rich_text: 'RichTextBlock',
  overlay: 'OverlayBlock',
};

/** "Landing Page not found" / "Resource not found!" are answers (null), not failures. */
async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof RestError && error.restCode === 'NOT_FOUND') return null;
    throw error;
  }
}

/** Preview without a token fails before any call (the api would refuse it too). */
function previewApi(ctx: GatewayContext) {
  if (!ctx.previewToken) {
    throw forbidden('Preview needs the preview token.', { httpStatus: 200 });
  }
  return contentApi(ctx, ctx.publicScope).preview(ctx.previewToken);
}

const lookup = (pageType: PageType, slug: string | null | undefined, segments: readonly string[]) => ({
  pageType: REST_PAGE_TYPE[pageType],
  slug: slug?.trim().toLowerCase() ?? undefined,
  segments,
});

/** Any URL can be typed: a slug no page can have is null at once, not a REST call (or a 400). */
const impossibleSlug = (slug: string | null | undefined) => slug != null && !(slug.trim().length <= 100 && CONTENT_SLUG.test(slug.trim().toLowerCase()));

export const contentResolvers: Resolvers = {
  Query: {
    layout: async (_, __, ctx) => contentApi(ctx, ctx.publicScope).layout(await shopperSegments(ctx)),
    contentPage: async (_, { pageType, slug }, ctx) =>
      impossibleSlug(slug)
        ? null
        : orNull(ctx.contentLoaders.trackPage(contentApi(ctx, ctx.publicScope).page(lookup(pageType, slug, await shopperSegments(ctx))))),
    userSegments: (_, __, ctx) => contentApi(ctx, ctx.publicScope).userSegments(),
    previewContentPage: (_, { pageType, slug, userSegments }, ctx) => {
      const preview = previewApi(ctx); // FORBIDDEN without a token, whatever the slug
      if (impossibleSlug(slug)) return null;
      return orNull(ctx.contentLoaders.trackPage(preview.page(lookup(pageType, slug, previewSegments(userSegments)))));
    },
    previewOverlay: (_, { id }, ctx) => {
      const preview = previewApi(ctx);
      return id.length <= 120 && CONTENT_SLUG.test(id) ? orNull(preview.overlay(id)) : null;
    },
    previewLayout: (_, { userSegments }, ctx) => previewApi(ctx).layout(previewSegments(userSegments)),
  },
  Layout: {
    navigation: (layout) => layout.header.navigation,
    footer: (layout) => layout.footer.columns,
    config: (layout) => layout.config,
    // Deprecated (decision 0148): the same list as config.smartLinkExemptedPaths, for older clients.
    smartLinkExemptedPaths: (layout) => layout.config.smartLinkExemptedPaths,
    announcement: (layout) => layout.announcement,
  },
  ContentPage: {
    pageType: (entry) => PAGE_TYPE[entry.pageType],
    status: (entry) => STATUS[entry.status],
  },
  ContentBlock: {
    __resolveType: (block) => BLOCK_TYPE[block.type] as never,
  },
  HeroBannerBlock: {
    theme: (block) => THEME[block.theme],
  },
  ProductCarouselBlock: {
    products: (block, _, ctx) => ctx.contentLoaders.carouselProducts(block.rule),
  },
  BrandGridBlock: {
    // Through the catalogue's brand loader (batched, cached by id); a brand gone since drops out.
    brands: async (block, _, ctx) => {
      const brands = await Promise.all(
        block.brandIds.map((id) => ctx.loaders.brand(id).catch((error: unknown) => (isNotFound(error) ? null : Promise.reject(error)))),
      );
      return brands.filter((brand) => brand !== null);
    },
  },
  OverlayBlock: {
    status: (block) => STATUS[block.status],
  },
  RichTextNode: {
    kind: (node) => node.kind.toUpperCase() as RichTextNodeKind,
  },
};
