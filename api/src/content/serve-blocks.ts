// Stored blocks → the blocks a visitor is served: those for the visitor's segments, with
// references resolved in one query per kind (brand slugs to ids, overlay entries to their
// content, of the same version as the page), image keys to URLs and category paths to
// listing links. A reference that resolves to nothing drops out (a brand no longer sold,
// an overlay not published yet) rather than failing the page.
import type { Queryable } from '../db/db.ts';
import type { RequestLocale } from '../locale/request-locale.ts';
import { categoryHref } from './layout.ts';
import { toContentImage } from './content-image.ts';
import type { ContentBlock, ContentStatus, OverlayBlock, StoredBlock } from '@beauty/contracts/content';
import { findOverlays, type StoredEntry, type Version } from './entry-repository.ts';
import { isVisibleTo } from './segments.ts';

type Inline = Extract<StoredBlock, { type: 'overlay_inline' }>;

/** An overlay's own content as served; status is that of the entry it came from. */
export function serveOverlay(block: Inline, status: ContentStatus, base: { id: string; userSegments: string[] } = block): OverlayBlock {
  return {
    type: 'overlay',
    id: base.id,
    userSegments: base.userSegments,
    status,
    heading: block.heading,
    body: block.body,
    image: block.image ? toContentImage(block.image) : null,
    cta: block.cta,
  };
}

/** The inline overlay an overlay entry holds (its first block of that kind). */
export const overlayOf = (entry: StoredEntry) => entry.blocks.find((b): b is Inline => b.type === 'overlay_inline');

async function brandIdsBySlug(db: Queryable, slugs: readonly string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; slug: string }>('select id, slug from brand where slug = any($1::text[])', [slugs]);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export async function serveBlocks(
  db: Queryable,
  locale: Pick<RequestLocale, 'country' | 'language'>,
  entry: StoredEntry,
  segments: ReadonlySet<string>,
  version: Version,
): Promise<ContentBlock[]> {
  const visible = entry.blocks.filter((b) => isVisibleTo(b, segments));
  const [brands, overlays] = await Promise.all([
    brandIdsBySlug(db, [...new Set(visible.flatMap((b) => (b.type === 'brand_grid' ? b.brands : [])))]),
    findOverlays(db, locale, [...new Set(visible.flatMap((b) => (b.type === 'overlay' ? [b.ref] : [])))], version),
  ]);
  return visible.flatMap((block): ContentBlock[] => {
    switch (block.type) {
      case 'hero_banner':
        return [{ ...block, image: block.image ? toContentImage(block.image) : null }];
      case 'product_carousel':
        return [block];
      case 'brand_grid': {
        const { brands: slugs, ...rest } = block;
        return [{ ...rest, brandIds: slugs.flatMap((s) => brands.get(s) ?? []) }];
      }
      case 'category_tiles':
        return [
          { ...block, tiles: block.tiles.map((t) => ({ label: t.label, href: categoryHref(t.category), image: t.image ? toContentImage(t.image) : null })) },
        ];
      case 'rich_text':
        return [block];
      case 'overlay': {
        const target = overlays.get(block.ref);
        const content = target && overlayOf(target);
        return target && content ? [serveOverlay(content, target.status, block)] : [];
      }
      case 'overlay_inline':
        return [serveOverlay(block, entry.status)];
      case 'announcement':
        return []; // the layout's, not a page block
    }
    // Every block type is served above: a new one fails the typecheck here.
    const unserved: never = block;
    return unserved;
  });
}
