// /stores: the store locator (issue 13 item 1). The site country's stores from the one
// store list, by name; nearest first when the shopper shares a location (the browser's
// geolocation, allowed on this page only: web/server/security-headers.ts) or types a
// postcode or city (?place=, so the search works without JavaScript and can be shared).
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { graphql } from '../../__generated__/gql';
import type { StorefrontContext } from '../../platform/load-context';
import { loadedPageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader, type PageLoadArgs } from '../../platform/page-loaders';
import { StoreCard } from '../StoreCard';
import '../store.css';
import type { Route } from './+types/stores';

const StoreLocatorQuery = graphql(`
  query StoreLocator($place: String, $near: GeoPointInput) {
    storeLocator(place: $place, near: $near) {
      placeNotFound
      origin { latitude longitude label }
      stores { id ...StoreCard_store }
    }
  }
`);

const placeOf = (request: Request) => new URL(request.url).searchParams.get('place')?.trim().slice(0, 80) || null;

async function load({ apollo, i18n }: StorefrontContext, { request }: PageLoadArgs<Route.LoaderArgs>) {
  const place = placeOf(request);
  await apollo.query({ query: StoreLocatorQuery, variables: { place, near: null } });
  return { title: i18n.t('store.title'), description: i18n.t('store.intro'), place };
}

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = loadedPageMeta;

type Locating = 'idle' | 'locating' | 'denied' | 'unavailable';

export default function StoresPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [near, setNear] = useState<{ latitude: number; longitude: number } | null>(null);
  const [locating, setLocating] = useState<Locating>('idle');
  // A shared location wins over the typed place until the shopper searches again.
  const variables = near ? { place: null, near } : { place: loaderData.place, near: null };
  const { data, previousData } = useQuery(StoreLocatorQuery, { variables, fetchPolicy: 'cache-first' });
  const result = (data ?? previousData)?.storeLocator;

  function locate() {
    if (!('geolocation' in navigator)) return setLocating('unavailable');
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        // Rounded to about 100 m: enough to sort stores, no more of the shopper's position than needed.
        const round = (value: number) => Math.round(value * 1000) / 1000;
        setNear({ latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) });
        setLocating('idle');
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <div className="page page--stores">
      <h1>{t('store.title')}</h1>
      <p>{t('store.intro')}</p>
      <div className="store-search">
        <Form method="get" className="store-search__form" onSubmit={() => setNear(null)} role="search">
          <label htmlFor="store-place">{t('store.placeLabel')}</label>
          <input id="store-place" name="place" type="search" maxLength={80} defaultValue={loaderData.place ?? ''} autoComplete="postal-code" />
          <button type="submit" className="button button--primary">
            {t('store.search')}
          </button>
        </Form>
        <button type="button" className="button button--secondary" onClick={locate} disabled={locating === 'locating'} data-testid="use-my-location">
          {locating === 'locating' ? t('store.locating') : t('store.useMyLocation')}
        </button>
      </div>
      <div aria-live="polite" className="store-search__status" data-testid="store-search-status">
        {locating === 'denied' && <p>{t('store.locationDenied')}</p>}
        {locating === 'unavailable' && <p>{t('store.locationUnavailable')}</p>}
        {result?.placeNotFound && <p>{t('store.placeNotFound', { place: loaderData.place })}</p>}
        {result?.origin && !result.placeNotFound && (
          <p>{result.origin.label ? t('store.nearestTo', { place: result.origin.label }) : t('store.nearestToYou')}</p>
        )}
      </div>
      <p>
        {t('store.count', { count: result?.stores.length ?? 0 })} · <Link to="/happening/services">{t('booking.servicesTitle')}</Link>
      </p>
      <ul className="store-list">
        {(result?.stores ?? []).map((store) => (
          <li key={store.id}>
            <StoreCard store={store} />
          </li>
        ))}
      </ul>
    </div>
  );
}
