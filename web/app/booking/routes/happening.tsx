// /happening: "what's happening" (issue 13 item 7): the classes and events coming up, by
// store and by day in that store's zone, each with its places left and a way to book.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../../__generated__/gql';
import { useSiteLocale } from '../../locale/use-locale';
import { loadedPageMeta } from '../../platform/page-meta';
import { browserLoader, queryPageLoad, serverLoader } from '../../platform/page-loaders';
import { activityPath } from '../booking-paths';
import { dayInZone, formatDayLabel, formatSlotTime } from '../booking-time';
import { groupSessions } from '../group-sessions';
import '../booking.css';

const HappeningPageQuery = graphql(`
  query HappeningPage {
    classes: activities(kind: CLASS) { id kind name sessions { id startsAt timeZone remaining store { id name } } }
    events: activities(kind: EVENT) { id kind name invitationOnly sessions { id startsAt timeZone remaining store { id name } } }
  }
`);

const load = queryPageLoad(HappeningPageQuery, 'booking.happeningTitle');

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = loadedPageMeta;

export default function HappeningPage() {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const { data } = useQuery(HappeningPageQuery, { fetchPolicy: 'cache-first' });
  const activities = [...(data?.classes ?? []), ...(data?.events ?? [])];
  const stores = groupSessions(activities, (instant, zone) => dayInZone(instant, zone));
  return (
    <div className="page page--happening">
      <h1>{t('booking.happeningTitle')}</h1>
      <p>{t('booking.happeningIntro')}</p>
      {stores.length === 0 && <p className="booking-empty">{t('booking.noAvailableSlots')}</p>}
      {stores.map((store) => (
        <section key={store.id} aria-labelledby={`store-${store.id}`} className="happening-store" data-testid="happening-store">
          <h2 id={`store-${store.id}`}>{store.name}</h2>
          {store.days.map((day) => (
            <div key={day.date} className="happening-day">
              <h3>{formatDayLabel(day.date, tag, { weekday: 'long', day: 'numeric', month: 'long' })}</h3>
              <ul className="activity-list">
                {day.sessions.map(({ activity, session }) => (
                  <li key={session.id} className="activity-card">
                    <Link to={activityPath(activity.kind, activity.id)}>{activity.name}</Link>{' '}
                    <span>
                      {formatSlotTime(session.startsAt, tag, session.timeZone)} ·{' '}
                      {session.remaining === 0 ? t('booking.full') : t('booking.remaining', { count: session.remaining })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
