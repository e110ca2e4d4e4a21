// The product page's reviews (issue 12 item 5): this shop's published reviews, their own
// average and count (the data set's ratings are the summary's, with their source: decision
// 0144), the member's own (with its moderation state), and the form for a member who bought it.
// The public part is rendered on the server with the page (no request when it hydrates);
// the member's part is asked for in the browser, only when someone is signed in.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { ReviewForm } from './ReviewForm';
import { useSiteLocale } from '../locale/use-locale';
import { useSignedIn } from '../lists/use-signed-in';
import { Rating } from './Rating';
import '../lists/lists.css';

export const ProductReviewsFragment = graphql(`
  fragment ProductReviews_product on Product {
    id
    # The same first as reviewConnection's: the gateway answers both from one REST call.
    reviews(first: 10) {
      ownRating
      ownReviewCount
      importedRating { source }
    }
    reviewConnection(first: 10) {
      edges {
        node {
          id
          authorName
          rating
          title
          body
          skinType
          createdAt
          variant { id name }
        }
      }
    }
  }
`);

const MyProductReviewQuery = graphql(`
  query MyProductReview($id: ID!) {
    product(id: $id) {
      id
      variants { id name }
      reviews(first: 10) {
        canReview
        mine { id status title }
      }
    }
  }
`);

export function ProductReviews({ product: ref }: { product: FragmentType<typeof ProductReviewsFragment> }) {
  const { id: productId, reviews, reviewConnection } = getFragmentData(ProductReviewsFragment, ref);
  const published = reviewConnection.edges.map((edge) => edge.node);
  const client = useApolloClient();
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const [writing, setWriting] = useState(false);
  const signedIn = useSignedIn();
  // Per member (their own review, whether they may write one): never in the shared page.
  const mine = useQuery(MyProductReviewQuery, { variables: { id: productId }, ssr: false, skip: !signedIn, fetchPolicy: 'network-only' });
  const product = mine.data?.product;
  const member = signedIn ? product?.reviews : undefined;
  const dateFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  return (
    <section className="reviews" aria-labelledby="reviews-title" data-testid="product-reviews">
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      {/* This shop's reviews only, counted as listed; the data set's ratings are the summary's (decision 0144). */}
      {reviews.ownReviewCount > 0 ? (
        <Rating rating={reviews.ownRating} reviewCount={reviews.ownReviewCount} />
      ) : (
        <p className="rating rating--none">{t('reviews.noneHere')}</p>
      )}
      {member?.mine && (
        <p className="notice" data-testid="my-review">
          {t(
            member.mine.status === 'PUBLISHED' ? 'reviews.mine.published' : member.mine.status === 'PENDING' ? 'reviews.mine.pending' : 'reviews.mine.rejected',
          )}
        </p>
      )}
      {member?.canReview &&
        (writing && product ? (
          <ReviewForm
            productId={product.id}
            variants={product.variants}
            onDone={() => {
              setWriting(false);
              // A published review changes the page's list and rating; a pending one only the member's part.
              void client.refetchQueries({ include: ['ProductPage'] });
              void mine.refetch();
            }}
          />
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setWriting(true)}>
            {t('reviews.write')}
          </button>
        ))}
      {published.length > 0 && (
        <ol className="reviews__list">
          {published.map((review) => (
            <li key={review.id} className="review">
              <p className="review__rating">{t('reviews.stars', { count: review.rating })}</p>
              <h3>{review.title}</h3>
              <p className="review__meta">
                {review.authorName} · {dateFormat.format(new Date(review.createdAt))}
                {review.variant ? ` · ${review.variant.name}` : ''}
                {review.skinType ? ` · ${t(`reviews.skinType.${review.skinType}`)}` : ''}
              </p>
              <p className="review__body">{review.body}</p>
            </li>
          ))}
        </ol>
      )}
      {reviews.importedRating && <p className="reviews__source">{t('reviews.importedNote', { source: reviews.importedRating.source })}</p>}
    </section>
  );
}
