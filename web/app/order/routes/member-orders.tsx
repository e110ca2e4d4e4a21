// "Your orders": /account/orders (docs/product.md#shop account dashboard, docs/product.md#order-display). The
// signed-in member's own orders on this country site, newest first, a page at a time
// (?after=<cursor>, so each page is a plain link and renders on the server). A guest is
// sent to sign in and brought back here.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { graphql } from '../../__generated__/gql';
import { signInHref } from '../../platform/return-to';
import type { StorefrontContext } from '../../platform/load-context';
import { unindexedPageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader, type PageLoadArgs } from '../../platform/page-loaders';
import { MemberOrderRow } from '../MemberOrderRow';
import '../member-orders.css';
import type { Route } from './+types/member-orders';
import { EmptyListNotice } from '../../platform/EmptyListNotice';

const PAGE_SIZE = 10;
const PATH = '/account/orders';

const MemberOrdersQuery = graphql(`
  query MemberOrdersPage($first: Int!, $after: String) {
    me {
      id
      orderConnection(first: $first, after: $after) {
        edges { node { id ...MemberOrderRow_order } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
`);

async function load({ apollo, i18n }: StorefrontContext, { request }: PageLoadArgs<Route.LoaderArgs>) {
  const url = new URL(request.url);
  const after = url.searchParams.get('after');
  const { data, error } = await apollo.query({
    query: MemberOrdersQuery,
    variables: { first: PAGE_SIZE, after },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  // A cursor that is not one of theirs (edited, or from another site): start from the newest.
  if (error && after) throw redirect(PATH);
  if (error) throw error;
  if (!data?.me) throw redirect(signInHref(`${url.pathname}${url.search}`));
  return { title: i18n.t('memberOrders.title'), after };
}

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = unindexedPageMeta;

export default function MemberOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { data } = useQuery(MemberOrdersQuery, { variables: { first: PAGE_SIZE, after: loaderData.after }, fetchPolicy: 'cache-only' });
  const orders = data?.me?.orderConnection;
  if (!orders) return null;
  const olderCursor = orders.pageInfo.hasNextPage ? orders.pageInfo.endCursor : null;
  return (
    <div className="page page--member-orders member-orders">
      <h1>{t('memberOrders.title')}</h1>
      {orders.edges.length === 0 ? (
        <EmptyListNotice className="member-orders__empty" testId="member-orders-empty" text={t('memberOrders.empty')} shopText={t('memberOrders.shop')} />
      ) : (
        <ol className="member-orders__list" data-testid="member-orders">
          {orders.edges.map(({ node: order }) => (
            <MemberOrderRow key={order.id} order={order} />
          ))}
        </ol>
      )}
      {(loaderData.after || olderCursor) && (
        <nav className="member-orders__pages" aria-label={t('memberOrders.title')}>
          {loaderData.after && <Link to={PATH}>{t('memberOrders.newest')}</Link>}
          {olderCursor && <Link to={`${PATH}?after=${encodeURIComponent(olderCursor)}`}>{t('memberOrders.older')}</Link>}
        </nav>
      )}
    </div>
  );
}
