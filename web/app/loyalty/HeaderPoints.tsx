// The header's points balance for a signed-in member (docs/product.md#tier-benefits "the header shows the points
// balance"): fetched in the browser after the page shows, so a page never waits on it.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../__generated__/gql';
import { useSiteLocale } from '../locale/use-locale';
import './loyalty.css';

const HeaderPointsQuery = graphql(`
  query HeaderPoints {
    me { id beautyPass { tierLabel points { valid } } }
  }
`);

export function HeaderPoints({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const { data } = useQuery(HeaderPointsQuery, { skip: !signedIn, ssr: false, fetchPolicy: 'cache-and-network' });
  const pass = data?.me?.beautyPass;
  if (!signedIn || !pass) return null;
  return (
    <Link to="/account/points" className="header-points" data-testid="header-points">
      {t('loyalty.headerPoints', { points: new Intl.NumberFormat(tag).format(pass.points.valid) })}
    </Link>
  );
}
