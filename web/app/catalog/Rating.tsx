// Stars drawn by CSS (a filled layer clipped to the rating) with the rating in words for
// screen readers, then the review count.
import { useTranslation } from 'react-i18next';
import { formatRating } from '../locale/numbers';
import { useSiteLocale } from '../locale/use-locale';

interface RatingProps {
  rating: number | null | undefined;
  reviewCount: number;
  /** What the count is ("2,032 ratings on Sephora"); "N reviews" without it. */
  countText?: string;
}

export function Rating({ rating, reviewCount, countText }: RatingProps) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  if (rating == null || reviewCount === 0) {
    return <p className="rating rating--none">{t('product.noReviews')}</p>;
  }
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <p className="rating">
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="visually-hidden">{t('product.rating', { rating: formatRating(rating, tag) })}, </span>
      <span className="rating__count">{countText ?? t('product.reviews', { count: reviewCount })}</span>
    </p>
  );
}
