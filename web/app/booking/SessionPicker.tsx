// "Find a slot" for a class or an event: its dated sessions at each store, in the store's
// own zone, with the places left (docs/product.md#booking "capacity (remaining slots)"). A full session
// cannot be chosen; no session at all is "No Available Slots" (docs/product.md#messages).
import { useTranslation } from 'react-i18next';
import { useSiteLocale } from '../locale/use-locale';
import { formatBookingTime, zoneName } from './booking-time';

export interface SessionOption {
  id: string;
  startsAt: string;
  timeZone: string;
  remaining: number;
  store: { id: string; name: string };
}

export function SessionPicker({
  sessions,
  chosen,
  onChoose,
}: {
  sessions: readonly SessionOption[];
  chosen: string | null;
  onChoose(session: SessionOption): void;
}) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  if (sessions.length === 0 || sessions.every((s) => s.remaining === 0)) {
    return (
      <p className="booking-empty" data-testid="no-available-slots">
        {t('booking.noAvailableSlots')}
      </p>
    );
  }
  return (
    <fieldset className="session-picker" data-testid="sessions">
      <legend>{t('booking.chooseSession')}</legend>
      <ul className="session-picker__list">
        {sessions.map((session) => (
          <li key={session.id}>
            <label className={`session${session.remaining === 0 ? ' session--full' : ''}`}>
              <input
                type="radio"
                name="session"
                value={session.id}
                checked={chosen === session.id}
                disabled={session.remaining === 0}
                onChange={() => onChoose(session)}
              />
              <span className="session__when">
                {formatBookingTime(session.startsAt, tag, session.timeZone)} {zoneName(session.startsAt, tag, session.timeZone)}
              </span>
              <span className="session__where">{session.store.name}</span>
              <span className="session__left">{session.remaining === 0 ? t('booking.full') : t('booking.remaining', { count: session.remaining })}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
