// Every category of the seeded catalogue is named in the four interface languages (issue 15
// item 6): a Thai, Indonesian or Hong Kong shopper never meets the data set's English name.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@beauty/contracts/locale';
import { readCatalogRows } from './seed/seed.ts';
import { buildCategoryTree } from './seed/categories.ts';
import { categoryLabel, TOP_CATEGORY_LABELS } from './category-labels.ts';
import { SUBCATEGORY_LABELS } from './subcategory-labels.ts';
import { simplifiedIn } from './simplified-han.ts';

const { categories } = buildCategoryTree(readCatalogRows().rows.map((row) => row.categoryNames));

/** Indonesian shop words kept as English writes them (as in category-labels.ts's "Makeup"). */
const INDONESIAN_LOANWORDS = new Set(['Makeup', 'Bronzer', 'Eyeliner', 'Concealer', 'Highlighter', 'Lip Gloss']);

describe('category labels', () => {
  it('reads the whole seeded tree', () => {
    expect(categories.length).toBeGreaterThan(100);
    expect(categories.some((c) => c.depth === 3)).toBe(true);
  });

  it('names every seeded category in en, id, th and zh', () => {
    const missing = categories.flatMap((c) =>
      LANGUAGES.filter((language) => categoryLabel(c.path, '', language).trim() === '').map((language) => `${c.path} ${language}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the catalogue’s own English name for en', () => {
    const differing = categories.filter((c) => categoryLabel(c.path, c.name, 'en') !== c.name).map((c) => c.path);
    expect(differing).toEqual([]);
  });

  it('writes Thai in Thai script and Hong Kong Chinese in Traditional characters', () => {
    for (const c of categories) {
      const th = categoryLabel(c.path, c.name, 'th');
      const zh = categoryLabel(c.path, c.name, 'zh');
      expect(th, c.path).toMatch(/^[\p{Script=Thai}\s]+$/u);
      expect(zh, c.path).toMatch(/\p{Script=Han}/u);
      expect(zh.replace(/BB|CC/g, ''), c.path).not.toMatch(/[A-Za-z]/);
      expect(simplifiedIn(zh), `${c.path} ${zh}`).toEqual([]);
    }
  });

  it('translates the Indonesian names, bar the loanwords an Indonesian shop uses', () => {
    const copied = categories.filter((c) => categoryLabel(c.path, c.name, 'id') === c.name && !INDONESIAN_LOANWORDS.has(c.name)).map((c) => c.path);
    expect(copied).toEqual([]);
  });

  it('has no label for a slug the catalogue lacks (a typo would leave the real one untranslated)', () => {
    const slugs = new Set(categories.map((c) => c.slug));
    expect(Object.keys(SUBCATEGORY_LABELS).filter((slug) => !slugs.has(slug))).toEqual([]);
    expect(Object.keys(TOP_CATEGORY_LABELS).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('falls back to the catalogue’s name for a category it does not know', () => {
    expect(categoryLabel('makeup/new-thing', 'New Thing', 'th')).toBe('New Thing');
  });
});
