// Home › Makeup › Face › Face Primer, the last item being the current page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { categoryHref } from '../platform/shop-paths';
import { categoryName, type CategoryNames } from './category-names';

export const BreadcrumbsFragment = graphql(`
  fragment Breadcrumbs_category on Category {
    id
    name
    path
    parent {
      id
      name
      path
      parent {
        id
        name
        path
      }
    }
  }
`);

interface BreadcrumbsProps {
  category: FragmentType<typeof BreadcrumbsFragment> | null | undefined;
  /** The product page's product name; the category is then a link too. */
  current?: string;
  names: CategoryNames;
}

export function Breadcrumbs({ category: ref, current, names }: BreadcrumbsProps) {
  const { t } = useTranslation();
  const category = getFragmentData(BreadcrumbsFragment, ref);
  const trail: { name: string; path: string }[] = [];
  for (let node: { name: string; path: string; parent?: unknown } | null | undefined = category; node; ) {
    trail.unshift({ name: categoryName(names, node), path: node.path });
    node = node.parent as typeof node;
  }
  const items = [{ name: t('breadcrumbs.home'), href: '/' }, ...trail.map((c) => ({ name: c.name, href: categoryHref(c.path) }))];
  const last = current ? undefined : items.pop();

  return (
    <nav aria-label={t('breadcrumbs.label')} className="breadcrumbs">
      <ol>
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href}>{item.name}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current ?? last?.name}</span>
        </li>
      </ol>
    </nav>
  );
}
