// One store in the locator: address, open now (in the store's own time, computed by the
// api at the request), the hours of each weekday and the coming holidays, distance, a
// directions link and the way to its services.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { useSiteLocale } from '../locale/use-locale';
import { formatDistance, formatWallTime, WEEKDAY_ORDER, weekdayName } from './store-format';

export const StoreCardFragment = graphql(`
  fragment StoreCard_store on Store {
    id
    name
    address
    city
    postalCode
    phone
    timeZone
    openNow
    localTime
    clickAndCollect
    services
    directionsUrl
    distanceKm
    openingHours { weekday opens closes }
    specialHours { date name opens closes }
  }
`);

export function StoreCard({ store: ref }: { store: FragmentType<typeof StoreCardFragment> }) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const store = getFragmentData(StoreCardFragment, ref);
  const today = store.localTime.slice(0, 10);
  const todayWeekday = WEEKDAY_ORDER[(new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7];
  return (
    <article className="store-card" aria-labelledby={`store-${store.id}`} data-testid="store-card">
      <h2 id={`store-${store.id}`}>{store.name}</h2>
      <p className={`store-card__open store-card__open--${store.openNow ? 'yes' : 'no'}`} data-testid="store-open">
        {store.openNow ? t('store.openNow') : t('store.closedNow')}
      </p>
      <p>
        {store.address}
        {store.distanceKm !== null && store.distanceKm !== undefined && (
          <span className="store-card__distance" data-testid="store-distance">
            {' · '}
            {t('store.distance', { distance: formatDistance(store.distanceKm, tag) })}
          </span>
        )}
      </p>
      {store.phone && (
        <p>
          <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
        </p>
      )}
      <details className="store-card__hours">
        <summary>{t('store.hours')}</summary>
        <table>
          <caption className="visually-hidden">{t('store.hoursOf', { store: store.name })}</caption>
          <tbody>
            {WEEKDAY_ORDER.map((weekday) => {
              const hours = store.openingHours.find((h) => h.weekday === weekday);
              return (
                <tr key={weekday} aria-current={weekday === todayWeekday ? 'date' : undefined}>
                  <th scope="row">{weekdayName(weekday, tag)}</th>
                  <td>{hours?.opens && hours.closes ? `${formatWallTime(hours.opens, tag)}–${formatWallTime(hours.closes, tag)}` : t('store.closed')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {store.specialHours.length > 0 && (
          <ul className="store-card__holidays">
            {store.specialHours.map((day) => (
              <li key={day.date}>
                {day.name ?? day.date}: {day.opens && day.closes ? `${formatWallTime(day.opens, tag)}–${formatWallTime(day.closes, tag)}` : t('store.closed')}
              </li>
            ))}
          </ul>
        )}
      </details>
      <p className="store-card__actions">
        <a className="button button--secondary" href={store.directionsUrl} target="_blank" rel="noopener noreferrer" data-testid="store-directions">
          {t('store.directions')}
          <span className="visually-hidden"> {t('store.opensNewTab')}</span>
        </a>
        {store.services.includes('BEAUTY_SERVICES') && (
          <Link className="button button--link" to={`/happening/services?store=${encodeURIComponent(store.id)}`}>
            {t('store.bookService')}
          </Link>
        )}
        {store.clickAndCollect && <span className="store-card__badge">{t('store.clickAndCollect')}</span>}
      </p>
    </article>
  );
}
