// The results of a listing: "1-N of M results", the grid, and "Show More Products",
// a link to the next page's URL (?page=N+1): shareable, and working without JavaScript.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigation } from 'react-router';
import type { FragmentType } from '../__generated__/fragment-masking';
import { formatCount } from '../locale/numbers';
import { useSiteLocale } from '../locale/use-locale';
import { listingSearch, MAX_PAGE, type ListingParams } from './listing-params';
import type { ProductCardFragment } from './ProductCard';
import { ProductGrid } from './ProductGrid';

interface ListingResultsProps {
  products: {
    totalCount: number;
    edges: ReadonlyArray<{ node: { id: string } & FragmentType<typeof ProductCardFragment> }>;
  };
  listing: ListingParams;
}

export function ListingResults({ products, listing }: ListingResultsProps) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const location = useLocation();
  const navigation = useNavigation();
  const nodes = products.edges.map((edge) => edge.node);
  const shown = nodes.length;
  const loadingMore = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const canShowMore = shown < products.totalCount && listing.page < MAX_PAGE;

  return (
    <section className="listing-results" aria-busy={loadingMore}>
      <p className="listing-count" role="status">
        {t('listing.resultCount', {
          from: formatCount(shown > 0 ? 1 : 0, tag),
          to: formatCount(shown, tag),
          count: products.totalCount,
        })}
      </p>
      {shown === 0 ? <p className="listing-empty">{t('listing.empty')}</p> : <ProductGrid products={nodes} headingLevel="h2" />}
      {canShowMore && (
        <div className="listing-more">
          <Link
            to={listingSearch({ ...listing, page: listing.page + 1 })}
            preventScrollReset
            className="button button--secondary"
            aria-disabled={loadingMore || undefined}
          >
            {loadingMore ? t('listing.loadingMore') : t('listing.showMore')}
          </Link>
        </div>
      )}
    </section>
  );
}
