// The content REST calls (docs/product.md#rest-catalogue-and-content): contentful/content-entries/ (published, through the
// public cache: keyed by country, language, page and segments), the preview calls (never
// cached, with the editor's token), sea-falcon/all-user-segments/ (cached) and
// featured-products/ (prices and stock: never cached). No other file spells these paths.
import {
  type PageType,
  type ProductRule,
  contentEntrySchema,
  featuredProductsSchema,
  layoutSchema,
  overlayBlockSchema,
  userSegmentListSchema,
} from '@beauty/contracts/content';
import type { PublicRest, PublicScope } from '../platform/public-rest.ts';
import type { RestClient } from '../platform/rest-client.ts';

export const PREVIEW_TOKEN_HEADER = 'x-preview-token';

export interface ContentUpstream {
  rest: RestClient;
  publicRest: PublicRest;
}

export interface PageLookup {
  pageType: PageType;
  slug: string | undefined;
  segments: readonly string[];
}

// Sorted, so that one set of segments is one cache key whatever order it came in.
const segmentsParam = (segments: readonly string[]) => [...new Set(segments)].sort().join(',') || undefined;
const lookupQuery = ({ pageType, slug, segments }: PageLookup) => ({ page_type: pageType, slug, user_segments: segmentsParam(segments) });

export const contentApi = ({ rest, publicRest }: ContentUpstream, scope: PublicScope) => ({
  page: (lookup: PageLookup) => publicRest.get(scope, { path: 'contentful/content-entries/', query: lookupQuery(lookup), schema: contentEntrySchema }),

  layout: (segments: readonly string[]) => publicRest.get(scope, { path: 'layouts/', query: { user_segments: segmentsParam(segments) }, schema: layoutSchema }),

  userSegments: async () => (await publicRest.get(scope, { path: 'sea-falcon/all-user-segments/', schema: userSegmentListSchema })).segments,

  featuredProducts: (selections: { id: string; rule: ProductRule }[]) =>
    rest.request(scope, { method: 'POST', path: 'featured-products/', body: { selections }, schema: featuredProductsSchema }),

  /** The preview calls: the token goes with the call; nothing here touches the cache. */
  preview: (token: string) => {
    const headers = { [PREVIEW_TOKEN_HEADER]: token };
    return {
      page: (lookup: PageLookup) =>
        rest.request(scope, { path: 'contentful/preview/content-entries/', query: lookupQuery(lookup), headers, schema: contentEntrySchema }),
      overlay: (id: string) => rest.request(scope, { path: `preview/overlays/${encodeURIComponent(id)}`, headers, schema: overlayBlockSchema }),
      layout: (segments: readonly string[]) =>
        rest.request(scope, { path: 'layouts/', query: { preview: 'true', user_segments: segmentsParam(segments) }, headers, schema: layoutSchema }),
    };
  },
});
