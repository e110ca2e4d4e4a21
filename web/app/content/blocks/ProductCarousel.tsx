// A row of products chosen by the block's rule, scrolled sideways on small screens and
// laid out as the product grid on wide ones; cards are the catalogue's own ProductCard.
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../../__generated__/fragment-masking';
import { graphql } from '../../__generated__/gql';
import { ProductCard } from '../../catalog/ProductCard';
import { SmartLink } from '../SmartLink';

export const ProductCarouselFragment = graphql(`
  fragment ProductCarousel_block on ProductCarouselBlock {
    id
    heading
    products {
      id
      ...ProductCard_product
    }
    viewAll {
      label
      href
    }
  }
`);

export function ProductCarousel({ block: ref }: { block: FragmentType<typeof ProductCarouselFragment> }) {
  const { t } = useTranslation();
  const block = getFragmentData(ProductCarouselFragment, ref);
  // A carousel with nothing on sale in this country is not worth a heading.
  if (block.products.length === 0) return null;
  const headingId = `carousel-${block.id}`;
  return (
    <section className="home-section content-carousel" aria-labelledby={headingId}>
      <div className="content-section__head">
        <h2 id={headingId}>{block.heading}</h2>
        {block.viewAll && (
          <SmartLink to={block.viewAll.href} className="content-section__more">
            {block.viewAll.label}
          </SmartLink>
        )}
      </div>
      <ul className="content-carousel__list" aria-label={t('content.carouselLabel', { heading: block.heading })}>
        {block.products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} headingLevel="h3" eager={index < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
