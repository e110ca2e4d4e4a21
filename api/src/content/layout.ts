// The layout of every page (docs/product.md#layout "Layout response"): header navigation from the top
// categories and their children, the footer links, and the smart-link exemptions of the
// navigation guard (docs/product.md#navigation-guard).
import type { Language } from '@beauty/contracts/locale';
import type { Announcement, Layout } from '@beauty/contracts/content';
import { categoryLabel } from '../catalog/category-labels.ts';
import { FOOTER_LABELS } from './layout-labels.ts';

export interface NavCategory {
  slug: string;
  path: string;
  name: string;
  depth: number;
  parentPath: string | null;
}

/** Category listing pages live at /pages/categories/{top}/{category?}/{sub?} (decision 0001). */
export const categoryHref = (path: string) => `/pages/categories/${path}`;

/**
 * Paths the navigation guard lets the client route to without a full page load: the
 * pages the storefront renders with the same build (home, bag, listings, products, content pages).
 */
export const SMART_LINK_EXEMPTED_PATHS: Layout['config']['smartLinkExemptedPaths'] = [
  { type: 'absolute', value: '/' },
  { type: 'absolute', value: '/cart' },
  { type: 'startsWith', value: '/products/' },
  { type: 'startsWith', value: '/pages/categories/' },
  // Content pages (decision 0040) are rendered by the same build as the rest.
  { type: 'startsWith', value: '/pages/' },
  { type: 'absolute', value: '/about' },
  { type: 'regex', value: '^/brands/[a-z0-9-]+(/[a-z0-9-]+){0,3}/?$' },
];

export function buildLayout(categories: readonly NavCategory[], language: Language, announcement: Announcement | null = null): Layout {
  const tops = categories.filter((c) => c.depth === 1);
  const navigation = tops.map((top) => ({
    label: categoryLabel(top.path, top.name, language),
    href: categoryHref(top.path),
    children: categories
      .filter((c) => c.depth === 2 && c.parentPath === top.path)
      .map((c) => ({ label: categoryLabel(c.path, c.name, language), href: categoryHref(c.path) })),
  }));
  const t = (key: keyof typeof FOOTER_LABELS) => FOOTER_LABELS[key][language];
  return {
    header: { navigation },
    footer: {
      columns: [
        {
          title: t('shop'),
          links: [
            { label: t('allBrands'), href: '/brands' },
            { label: t('bag'), href: '/cart' },
            { label: t('services'), href: '/happening/services' },
            // The store locator and what's happening (issue 13, decision 0095).
            { label: t('stores'), href: '/stores' },
            { label: t('happening'), href: '/happening' },
          ],
        },
        { title: t('help'), links: [{ label: t('signIn'), href: '/sign_in' }] },
        {
          title: t('about'),
          links: [
            { label: t('aboutUs'), href: '/about' },
            { label: t('privacy'), href: '/privacy' },
            { label: t('terms'), href: '/terms?section=Legal+Terms' },
          ],
        },
      ],
    },
    config: { smartLinkExemptedPaths: SMART_LINK_EXEMPTED_PATHS },
    announcement,
  };
}
