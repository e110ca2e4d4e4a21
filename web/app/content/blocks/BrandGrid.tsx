// A grid of brands, each a link to its brand page.
import { type FragmentType, getFragmentData } from '../../__generated__/fragment-masking';
import { graphql } from '../../__generated__/gql';
import { SmartLink } from '../SmartLink';
import { BlockList } from './BlockList';

export const BrandGridFragment = graphql(`
  fragment BrandGrid_block on BrandGridBlock {
    id
    heading
    brands {
      id
      slug
      name
    }
  }
`);

export function BrandGrid({ block: ref }: { block: FragmentType<typeof BrandGridFragment> }) {
  const block = getFragmentData(BrandGridFragment, ref);
  return (
    <BlockList headingId={`brands-${block.id}`} heading={block.heading} listClassName="content-brand-grid" items={block.brands} keyOf={(brand) => brand.id}>
      {(brand) => (
        <SmartLink to={`/brands/${encodeURIComponent(brand.slug)}`} className="content-brand-grid__link">
          {brand.name}
        </SmartLink>
      )}
    </BlockList>
  );
}
