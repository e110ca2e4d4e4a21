// The category tree from the data set's primary > secondary > tertiary columns. Ids are
// derived from the slug path, so they stay the same across re-seeds and machines.
import { slugify } from '../slug.ts';
import { hash32 } from '../seeded-hash.ts';

export interface CategorySeed {
  id: string;
  parentId: string | null;
  slug: string;
  path: string;
  name: string;
  depth: number;
  position: number;
}

/** The order of the top of the navigation, as a merchandiser would set it; others follow by name. */
const TOP_ORDER = ['makeup', 'skincare', 'hair', 'fragrance', 'bath-body', 'tools-brushes', 'mini-size', 'men', 'gifts'];

export const categoryId = (path: string) => `c${hash32(path, 'category').toString(36).padStart(7, '0')}`;

export interface CategoryTree {
  categories: CategorySeed[];
  /** The deepest category id for a product's list of category names. */
  idFor(names: readonly string[]): string | null;
}

export function buildCategoryTree(namePaths: readonly (readonly string[])[]): CategoryTree {
  const byPath = new Map<string, CategorySeed>();
  for (const names of namePaths) {
    let parent = null as CategorySeed | null;
    for (const name of names) {
      const slug = slugify(name) || 'other';
      const path: string = parent ? `${parent.path}/${slug}` : slug;
      let node = byPath.get(path);
      if (!node) {
        node = { id: categoryId(path), parentId: parent?.id ?? null, slug, path, name, depth: (parent?.depth ?? 0) + 1, position: 0 };
        byPath.set(path, node);
      }
      parent = node;
    }
  }
  const categories = [...byPath.values()];
  if (new Set(categories.map((c) => c.id)).size !== categories.length) throw new Error('Category id collision: change categoryId()');

  // Position among siblings: the merchandised order at the top, names below.
  const rank = (c: CategorySeed) => (c.depth === 1 && TOP_ORDER.includes(c.slug) ? TOP_ORDER.indexOf(c.slug) : TOP_ORDER.length);
  const siblings = new Map<string | null, CategorySeed[]>();
  for (const c of categories) siblings.set(c.parentId, [...(siblings.get(c.parentId) ?? []), c]);
  for (const group of siblings.values()) {
    group
      .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en'))
      .forEach((c, i) => {
        c.position = i;
      });
  }
  categories.sort((a, b) => a.depth - b.depth || a.path.localeCompare(b.path, 'en'));

  return {
    categories,
    idFor(names) {
      const path = names.map((n) => slugify(n) || 'other').join('/');
      return path ? (byPath.get(path)?.id ?? null) : null;
    },
  };
}
