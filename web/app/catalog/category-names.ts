// Category names come from the catalogue in English; the layout's navigation carries
// the top categories' names in the page language (api/src/catalog/category-labels.ts).
// Pages that show a category path prefer the layout's words where it has them.
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { categoryHref } from '../platform/shop-paths';

export const CategoryNamesFragment = graphql(`
  fragment CategoryNames_layout on Layout {
    navigation {
      label
      href
      children {
        label
        href
      }
    }
  }
`);

export type CategoryNames = ReadonlyMap<string, string>;

export function categoryNames(ref: FragmentType<typeof CategoryNamesFragment> | null | undefined): CategoryNames {
  const layout = getFragmentData(CategoryNamesFragment, ref);
  const names = new Map<string, string>();
  for (const item of layout?.navigation ?? []) {
    names.set(item.href, item.label);
    for (const child of item.children) names.set(child.href, child.label);
  }
  return names;
}

export function categoryName(names: CategoryNames, category: { path: string; name: string }): string {
  return names.get(categoryHref(category.path)) ?? category.name;
}
