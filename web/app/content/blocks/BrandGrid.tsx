// A grid of brands, each a link to its brand page.
import { type FragmentType, getFragmentData } from '../../__generated__/fragment-masking';
import { graphql } from '../../__generated__/gql';
import { SmartLink } from '../SmartLink';

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
  if (block.brands.length === 0) return null;
  const headingId = `brands-${block.id}`;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      <ul className="content-brand-grid">
        {block.brands.map((brand) => (
          <li key={brand.id}>
            <SmartLink to={`/brands/${encodeURIComponent(brand.slug)}`} className="content-brand-grid__link">
              {brand.name}
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
