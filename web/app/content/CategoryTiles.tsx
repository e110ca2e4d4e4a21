// The home page's links to the top categories, from the same layout as the header.
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { tileTint } from './tile-tint';

export const CategoryTilesFragment = graphql(`
  fragment CategoryTiles_layout on Layout {
    navigation {
      label
      href
    }
  }
`);

export function CategoryTiles({ layout: ref }: { layout: FragmentType<typeof CategoryTilesFragment> }) {
  const layout = getFragmentData(CategoryTilesFragment, ref);
  return (
    <ul className="category-tiles">
      {layout.navigation.map((item, index) => (
        <li key={item.href}>
          <Link to={item.href} className="category-tile" style={tileTint(index)}>
            <span>{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
