export function ProductReviews({ reviews }: { reviews: readonly { id: string; authorName: string; rating: number; title: string; body: string }[] }) {
  if (reviews.length === 0) return null;
  return (
    <ul className="reviews">
      {reviews.map((review) => (
        <li key={review.id} className="review">
          <p className="review__stars" role="img" aria-label={`${review.rating}/5`}>
            {'★'.repeat(review.rating)}
            {'☆'.repeat(5 - review.rating)}
          </p>
          <p className="review__title">{review.title}</p>
          <p className="review__body">{review.body}</p>
          <p className="review__author">{review.authorName}</p>
        </li>
      ))}
    </ul>
  );
}
