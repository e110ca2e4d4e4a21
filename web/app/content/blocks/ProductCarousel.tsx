// A row of products chosen by the block's rule, scrolled sideways with snap; cards are the
// catalogue's own ProductCard. It never moves by itself, so it has no pause button: the
// previous/next buttons scroll one view of cards (WAI-ARIA APG carousel pattern: the
// section is the carousel, each card a slide), and hide when every card already shows.
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../../__generated__/fragment-masking';
import { graphql } from '../../__generated__/gql';
import { ProductCard } from '../../catalog/ProductCard';
import { SmartLink } from '../SmartLink';
import { useCarouselScroll } from './use-carousel-scroll';
import './carousel.css';

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

interface ProductCarouselProps {
  block: FragmentType<typeof ProductCarouselFragment>;
  /**
   * Near the top of the page: its first two pictures load at once. Further down they wait
   * for the shopper to come near (lazy), so a phone's first seconds are not spent on
   * pictures three screens away (decision 0120, fifth pass).
   */
  nearTop?: boolean;
}

export function ProductCarousel({ block: ref, nearTop = false }: ProductCarouselProps) {
  const { t } = useTranslation();
  const block = getFragmentData(ProductCarouselFragment, ref);
  const { listRef, atStart, atEnd, scroll } = useCarouselScroll();
  // A carousel with nothing on sale in this country is not worth a heading.
  if (block.products.length === 0) return null;
  const headingId = `carousel-${block.id}`;
  const count = block.products.length;
  return (
    <section
      className="home-section content-carousel"
      aria-roledescription={t('content.carousel.roleDescription')}
      aria-label={t('content.carouselLabel', { heading: block.heading })}
    >
      <div className="content-section__head">
        <h2 id={headingId}>{block.heading}</h2>
        {block.viewAll && (
          <SmartLink to={block.viewAll.href} className="content-section__more">
            {block.viewAll.label}
          </SmartLink>
        )}
        {/* Before the slides, so Tab meets the controls first (APG); hidden when nothing scrolls. */}
        <div className="content-carousel__controls" hidden={atStart && atEnd}>
          {([-1, 1] as const).map((direction) => (
            <button
              key={direction}
              type="button"
              className="content-carousel__button"
              aria-label={t(direction < 0 ? 'content.carousel.previous' : 'content.carousel.next')}
              aria-controls={`${headingId}-slides`}
              disabled={direction < 0 ? atStart : atEnd}
              onClick={() => scroll(direction)}
            >
              <span aria-hidden="true">{direction < 0 ? '‹' : '›'}</span>
            </button>
          ))}
        </div>
      </div>
      <div className="content-carousel__list" id={`${headingId}-slides`} ref={listRef}>
        {block.products.map((product, index) => (
          <div
            key={product.id}
            role="group"
            aria-roledescription={t('content.carousel.slideRoleDescription')}
            aria-label={t('content.carousel.slide', { index: index + 1, count })}
          >
            <ProductCard product={product} headingLevel="h3" eager={nearTop && index < 2} />
          </div>
        ))}
      </div>
    </section>
  );
}
