// The choosing steps of a booking at this store: what, which day, what time.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { KioskStoreActivitiesQuery } from '../__generated__/graphql';
import { useFormat } from '../locale/format';
import { useKiosk } from '../visit/kiosk-state';
import { SlotCalendarQuery, TimeSlotsQuery } from './booking-queries';

export type StoreActivity = KioskStoreActivitiesQuery['activities'][number];

export function ActivityList({ activities, onChoose }: { activities: readonly StoreActivity[]; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (activities.length === 0) return <p className="notice">{t('booking.none')}</p>;
  return (
    <>
      <h2>{t('booking.choose')}</h2>
      <ul className="choice-list">
        {activities.map((activity) => (
          <li key={activity.id}>
            <button type="button" className="choice" data-testid="activity" onClick={() => onChoose(activity.id)}>
              <span className="choice__title">{activity.name}</span>
              <span className="choice__meta">
                {t('booking.minutes', { count: activity.durationMinutes })} · {activity.price ? format.money(activity.price) : t('booking.free')}
              </span>
              <span className="choice__text">{activity.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

export function DayPicker({ activityId, onChoose }: { activityId: string; onChoose: (date: string) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { config } = useKiosk();
  const { data, error } = useQuery(SlotCalendarQuery, { variables: { activityId, storeId: config.storeId } });
  if (error && !data) return <p className="notice notice--error">{t('errors.generic')}</p>;
  const days = data?.slotCalendar.days ?? [];
  return (
    <>
      <h2>{t('booking.day')}</h2>
      <div className="day-grid">
        {days.map((day) => (
          <button key={day.date} type="button" className="day" data-testid="day" disabled={day.slotCount === 0} onClick={() => onChoose(day.date)}>
            {format.day(day.date)}
          </button>
        ))}
      </div>
    </>
  );
}

export function TimePicker({ activityId, date, onChoose }: { activityId: string; date: string; onChoose: (startsAt: string, timeZone: string) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { config } = useKiosk();
  const { data, error } = useQuery(TimeSlotsQuery, { variables: { activityId, storeId: config.storeId, date } });
  if (error && !data) return <p className="notice notice--error">{t('errors.generic')}</p>;
  if (!data) return <p className="notice">…</p>;
  const { slots, timeZone } = data.timeSlots;
  return (
    <>
      <h2>{t('booking.time')}</h2>
      {slots.length === 0 ? <p className="notice">{t('booking.noSlots')}</p> : null}
      <div className="time-grid">
        {slots.map((slot) => (
          <button key={slot.startsAt} type="button" className="time" data-testid="time" onClick={() => onChoose(slot.startsAt, timeZone)}>
            {format.time(slot.startsAt, timeZone)}
          </button>
        ))}
      </div>
    </>
  );
}
