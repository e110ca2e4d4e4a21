// The rating under a product's name (decision 0144): the data set's ratings say where they
// were given ("2,032 ratings on Sephora"), and this shop's own reviews are counted apart,
// linking to the list below, so the page never promises reviews it does not show.
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { Rating } from './Rating';

export const RatingSummaryFragment = graphql(`
  fragment RatingSummary_product on Product {
    id
    reviews(first: 10) {
      ownRating
      ownReviewCount
      importedRating { rating count source }
    }
  }
`);

export function RatingSummary({ product: ref }: { product: FragmentType<typeof RatingSummaryFragment> }) {
  const { t } = useTranslation();
  const { reviews } = getFragmentData(RatingSummaryFragment, ref);
  const imported = reviews.importedRating;
  const own = reviews.ownReviewCount > 0 ? <a href="#reviews-title">{t('product.ownReviews', { count: reviews.ownReviewCount })}</a> : null;
  if (!imported) {
    return own ? (
      <Rating rating={reviews.ownRating} reviewCount={reviews.ownReviewCount} countText={t('product.ownReviews', { count: reviews.ownReviewCount })} />
    ) : (
      <Rating rating={null} reviewCount={0} />
    );
  }
  return (
    <div className="rating-summary">
      <Rating
        rating={imported.rating}
        reviewCount={imported.count}
        countText={t('product.importedRatings', { count: imported.count, source: imported.source })}
      />
      {own && <p className="rating-summary__own">{own}</p>}
    </div>
  );
}
