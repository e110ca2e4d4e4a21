// /account/points: every entry of the member's points ledger, newest first, with a
// translated label for its source (docs/product.md#point-sources), paged with "Show more".
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInCountry } from '@beauty/contracts/calendar';
import { graphql } from '../../__generated__/gql';
import { useSiteLocale } from '../../locale/use-locale';
import { memberPageLoad } from '../../platform/member-page-load';
import { unindexedPageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader } from '../../platform/page-loaders';
import { ColumnHeadings } from '../ColumnHeadings';
import '../loyalty.css';
import { keyOf, SOURCE_KEYS } from '../labels';

const PAGE = 20;

const PointsHistoryQuery = graphql(`
  query PointsHistory($first: Int!, $after: String) {
    me {
      id
      beautyPass {
        cardNumber
        points { valid pending }
        historyConnection(first: $first, after: $after) {
          edges { node { id source points orderNumber createdAt validFrom pending } }
          pageInfo { hasNextPage endCursor }
        }
      }
    }
  }
`);

const load = memberPageLoad({ query: PointsHistoryQuery, variables: { first: PAGE } }, '/account/points', 'loyalty.history.title');

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = unindexedPageMeta;

export default function PointsHistoryPage() {
  const { t } = useTranslation();
  const { tag, country } = useSiteLocale();
  const { data, fetchMore, loading } = useQuery(PointsHistoryQuery, { variables: { first: PAGE }, fetchPolicy: 'cache-first' });
  const pass = data?.me?.beautyPass;
  if (!pass) return null;
  const history = pass.historyConnection;
  const entries = history.edges.map((edge) => edge.node);
  const number = new Intl.NumberFormat(tag, { signDisplay: 'exceptZero' });
  const more = () =>
    fetchMore({
      variables: { after: history.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => {
        if (!previous.me || !fetchMoreResult.me) return previous;
        const next = fetchMoreResult.me.beautyPass.historyConnection;
        const edges = [...previous.me.beautyPass.historyConnection.edges, ...next.edges];
        return { ...previous, me: { ...previous.me, beautyPass: { ...previous.me.beautyPass, historyConnection: { ...next, edges } } } };
      },
    });
  return (
    <div className="page page--points">
      <h1>{t('loyalty.history.title')}</h1>
      <p>
        <Link to="/account">{t('loyalty.history.back')}</Link>
      </p>
      <p data-testid="points-summary">
        {t('loyalty.history.summary', { valid: number.format(pass.points.valid), pending: new Intl.NumberFormat(tag).format(pass.points.pending) })}
      </p>
      {entries.length === 0 ? (
        <p>{t('loyalty.history.empty')}</p>
      ) : (
        <table className="points-history" data-testid="points-history">
          <ColumnHeadings labels={[t('loyalty.history.date'), t('loyalty.history.what'), t('loyalty.history.points')]} />
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} data-source={entry.source.toLowerCase()}>
                <td>{formatInCountry(entry.createdAt, tag, country, { dateStyle: 'medium' })}</td>
                <td>
                  {t(keyOf(SOURCE_KEYS, entry.source, 'loyalty_points'))}
                  {entry.orderNumber && ` · ${entry.orderNumber}`}
                  {entry.pending &&
                    ` · ${t('loyalty.history.pendingUntil', { date: formatInCountry(entry.validFrom, tag, country, { dateStyle: 'medium' }) })}`}
                </td>
                <td className={entry.points < 0 ? 'points-history__points--negative' : undefined}>{number.format(entry.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {history.pageInfo.hasNextPage && (
        <button type="button" className="button button--secondary" onClick={() => void more()} disabled={loading}>
          {t('loyalty.history.more')}
        </button>
      )}
    </div>
  );
}
