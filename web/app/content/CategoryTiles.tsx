// The home page's links to the top categories, from the same layout as the header, in the
// section style of the content blocks.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { BlockList } from './blocks/BlockList';
import { tileClass } from './tile-class';

export const CategoryTilesFragment = graphql(`
  fragment CategoryTiles_layout on Layout {
    navigation {
      label
      href
    }
  }
`);

export function CategoryTiles({ layout: ref }: { layout: FragmentType<typeof CategoryTilesFragment> }) {
  const { t } = useTranslation();
  const { navigation } = getFragmentData(CategoryTilesFragment, ref);
  return (
    <BlockList headingId="categories-title" heading={t('home.categoriesHeading')} listClassName="category-tiles" items={navigation} keyOf={(item) => item.href}>
      {(item, index) => (
        <Link to={item.href} className={tileClass(index)}>
          <span>{item.label}</span>
        </Link>
      )}
    </BlockList>
  );
}
