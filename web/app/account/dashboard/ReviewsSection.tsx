// Reviews: the member's own reviews with their moderation state (decision 0082), each
// leading to its product. Asked for in the browser, as the dashboard's other member parts.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../../__generated__/gql';

const MyReviewsQuery = graphql(`
  query MyReviews {
    me {
      id
      reviews {
        id
        rating
        title
        status
        product { id slug name }
      }
    }
  }
`);

export function ReviewsSection() {
  const { t } = useTranslation();
  const { data } = useQuery(MyReviewsQuery, { ssr: false, fetchPolicy: 'network-only' });
  const reviews = data?.me?.reviews ?? [];
  return (
    <section className="dashboard-section" aria-labelledby="account-reviews-title" data-testid="account-reviews">
      <h2 id="account-reviews-title">{t('reviews.dashboard.title')}</h2>
      {data && reviews.length === 0 && <p>{t('reviews.dashboard.empty')}</p>}
      {reviews.length > 0 && (
        <ul className="dashboard-reviews">
          {reviews.map((review) => (
            <li key={review.id}>
              {review.product ? <Link to={`/products/${review.product.slug}`}>{review.product.name}</Link> : null}
              {' · '}
              {t('reviews.stars', { count: review.rating })} · “{review.title}” · <strong>{t(`reviews.dashboard.status.${review.status}`)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
