// Content-managed category tiles: a label, a link and an optional image each, in the same
// tile style as the home page's category tiles.
import { type FragmentType, getFragmentData } from '../../__generated__/fragment-masking';
import { graphql } from '../../__generated__/gql';
import { SmartLink } from '../SmartLink';
import { BlockList } from './BlockList';
import { ContentImage } from './ContentImage';
import { tileClass } from '../tile-class';

export const CategoryTilesBlockFragment = graphql(`
  fragment CategoryTilesBlock_block on CategoryTilesBlock {
    id
    heading
    tiles {
      label
      href
      image {
        ...ContentImage_image
      }
    }
  }
`);

export function CategoryTilesBlock({ block: ref }: { block: FragmentType<typeof CategoryTilesBlockFragment> }) {
  const block = getFragmentData(CategoryTilesBlockFragment, ref);
  return (
    <BlockList
      headingId={`tiles-${block.id}`}
      heading={block.heading}
      listClassName="category-tiles"
      items={block.tiles}
      keyOf={(tile, index) => `${tile.href}-${index}`}
    >
      {(tile, index) => (
        <SmartLink to={tile.href} className={tile.image ? `${tileClass(index)} category-tile--image` : tileClass(index)}>
          {tile.image && <ContentImage image={tile.image} className="category-tile__image" />}
          <span>{tile.label}</span>
        </SmartLink>
      )}
    </BlockList>
  );
}
