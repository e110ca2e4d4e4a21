// /happening/services (docs/product.md#paths "List"): the beauty services, classes and events of the
// country site with price, duration and places left, narrowed to one store (?store=).
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { graphql } from '../../__generated__/gql';
import type { ActivityKind } from '../../__generated__/graphql';
import type { StorefrontContext } from '../../platform/load-context';
import { loadedPageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader, type PageLoadArgs } from '../../platform/page-loaders';
import { ActivityFacts } from '../ActivitySummary';
import { activityPath } from '../booking-paths';
import '../booking.css';
import type { Route } from './+types/services';

const ServicesPageQuery = graphql(`
  query ServicesPage($storeId: ID) {
    stores { id name }
    activities(storeId: $storeId) {
      id
      kind
      name
      description
      ...ActivitySummary_activity
      stores { id name }
    }
  }
`);

const KINDS: ActivityKind[] = ['SERVICE', 'CLASS', 'EVENT'];

async function load({ apollo, i18n }: StorefrontContext, { request }: PageLoadArgs<Route.LoaderArgs>) {
  const storeId = new URL(request.url).searchParams.get('store')?.slice(0, 64) || null;
  await apollo.query({ query: ServicesPageQuery, variables: { storeId } });
  return { title: i18n.t('booking.servicesTitle'), description: i18n.t('booking.servicesIntro'), storeId };
}

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = loadedPageMeta;

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { storeId } = loaderData;
  const { data } = useQuery(ServicesPageQuery, { variables: { storeId }, fetchPolicy: 'cache-first' });
  const activities = data?.activities ?? [];
  return (
    <div className="page page--services">
      <h1>{t('booking.servicesTitle')}</h1>
      <p>{t('booking.servicesIntro')}</p>
      <p className="booking-links">
        <Link to="/happening">{t('booking.happeningLink')}</Link> · <Link to="/stores">{t('store.findStore')}</Link>
      </p>
      <Form method="get" className="store-filter">
        <label htmlFor="services-store">{t('booking.store')}</label>
        <select id="services-store" name="store" defaultValue={storeId ?? ''}>
          <option value="">{t('booking.allStores')}</option>
          {(data?.stores ?? []).map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary">
          {t('booking.show')}
        </button>
      </Form>
      {activities.length === 0 && <p className="booking-empty">{t('booking.noActivities')}</p>}
      {KINDS.map((kind) => {
        const ofKind = activities.filter((a) => a.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`kind-${kind}`}>
            <h2 id={`kind-${kind}`}>{t(`booking.kinds.${kind}`)}</h2>
            <ul className="activity-list">
              {ofKind.map((activity) => (
                <li key={activity.id} className="activity-card" data-testid="activity-card">
                  <h3>
                    <Link to={`${activityPath(activity.kind, activity.id)}${storeId ? `?store=${encodeURIComponent(storeId)}` : ''}`}>{activity.name}</Link>
                  </h3>
                  <ActivityFacts activity={activity} />
                  <p>{activity.description}</p>
                  <p className="activity-card__stores">{t('booking.atStores', { stores: activity.stores.map((s) => s.name).join(', ') })}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
