// "Find a slot" for a beauty service (docs/product.md#screens booking flow): the coming days that have
// times, then the times of the chosen day, shown in the store's own zone and named so
// (a Perth store's 10:00 is 10:00 AWST on a Sydney laptop), then the artist: "any
// available artist" or one of those free for the whole slot. "No Available Slots" when no
// day has one, "No time slots available" for a day without (docs/product.md#messages).
import { useQuery } from '@apollo/client/react';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__/gql';
import { useSiteLocale } from '../locale/use-locale';
import { formatDayLabel, formatSlotTime, zoneName } from './booking-time';

const SlotCalendarQuery = graphql(`
  query SlotCalendar($activityId: ID!, $storeId: ID!) {
    slotCalendar(activityId: $activityId, storeId: $storeId, days: 14) {
      timeZone
      days { date slotCount }
    }
  }
`);

const TimeSlotsQuery = graphql(`
  query TimeSlots($activityId: ID!, $storeId: ID!, $date: String!) {
    timeSlots(activityId: $activityId, storeId: $storeId, date: $date) {
      date
      timeZone
      slots {
        startsAt
        endsAt
        remaining
        artists { id name }
      }
    }
  }
`);

export interface SlotChoice {
  date: string | null;
  startsAt: string | null;
  /** null: any available artist. */
  artistId: string | null;
}

export function SlotPicker({
  activityId,
  storeId,
  choice,
  onChange,
}: {
  activityId: string;
  storeId: string;
  choice: SlotChoice;
  onChange(choice: SlotChoice): void;
}) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const headingId = useId();
  const calendar = useQuery(SlotCalendarQuery, { variables: { activityId, storeId }, fetchPolicy: 'cache-and-network' });
  const days = calendar.data?.slotCalendar.days ?? [];
  const firstOpen = days.find((day) => day.slotCount > 0)?.date ?? null;
  const date = choice.date ?? firstOpen;
  const slotsQuery = useQuery(TimeSlotsQuery, { variables: { activityId, storeId, date: date ?? '' }, skip: !date, fetchPolicy: 'cache-and-network' });
  const day = slotsQuery.data?.timeSlots;
  const slots = day && day.date === date ? day.slots : [];
  const chosen = slots.find((slot) => slot.startsAt === choice.startsAt);

  // A slot that vanished (taken by someone else, refetched) is no longer a choice.
  useEffect(() => {
    if (choice.startsAt && day && day.date === date && !chosen) onChange({ ...choice, startsAt: null, artistId: null });
  }, [choice, chosen, date, day, onChange]);

  if (calendar.loading && !calendar.data) return <p role="status">{t('booking.loadingSlots')}</p>;
  if (calendar.error && !calendar.data) return <p role="alert">{t('booking.slotsFailed')}</p>;
  if (!firstOpen) {
    return (
      <p className="booking-empty" data-testid="no-available-slots">
        {t('booking.noAvailableSlots')}
      </p>
    );
  }
  const timeZone = calendar.data?.slotCalendar.timeZone ?? day?.timeZone ?? 'UTC';
  return (
    <div className="slot-picker">
      <fieldset className="slot-picker__days">
        <legend id={headingId}>{t('booking.chooseDay')}</legend>
        <div className="chip-row">
          {days.map((d) => (
            <RadioChip
              key={d.date}
              name="day"
              value={d.date}
              checked={d.date === date}
              disabled={d.slotCount === 0}
              onChoose={() => onChange({ date: d.date, startsAt: null, artistId: null })}
            >
              {formatDayLabel(d.date, tag)}
            </RadioChip>
          ))}
        </div>
      </fieldset>
      <fieldset className="slot-picker__times" data-testid="time-slots">
        <legend>
          {t('booking.chooseTime')}{' '}
          <span className="slot-picker__zone" data-testid="slot-zone">
            ({t('booking.storeTime', { zone: zoneName(`${date}T12:00:00Z`, tag, timeZone) })})
          </span>
        </legend>
        {slotsQuery.loading && !day ? (
          <p role="status">{t('booking.loadingSlots')}</p>
        ) : slots.length === 0 ? (
          <p className="booking-empty" data-testid="no-time-slots">
            {t('booking.noTimeSlots')}
          </p>
        ) : (
          <div className="chip-row">
            {slots.map((slot) => (
              <RadioChip
                key={slot.startsAt}
                name="slot"
                value={slot.startsAt}
                checked={slot.startsAt === choice.startsAt}
                onChoose={() => onChange({ date, startsAt: slot.startsAt, artistId: null })}
              >
                {formatSlotTime(slot.startsAt, tag, timeZone)}
              </RadioChip>
            ))}
          </div>
        )}
      </fieldset>
      {chosen && chosen.artists.length > 0 && (
        <fieldset className="slot-picker__artists" data-testid="artists">
          <legend>{t('booking.chooseArtist')}</legend>
          <div className="chip-row">
            {[{ id: null, name: t('booking.anyArtist') }, ...chosen.artists].map((artist) => (
              <RadioChip
                key={artist.id ?? ''}
                name="artist"
                value={artist.id ?? ''}
                checked={choice.artistId === artist.id}
                onChoose={() => onChange({ ...choice, artistId: artist.id })}
              >
                {artist.name}
              </RadioChip>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

interface RadioChipProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  children: ReactNode;
}

/** One choice of a day, a time or an artist: a radio button drawn as a chip. */
function RadioChip({ name, value, checked, disabled = false, onChoose, children }: RadioChipProps) {
  return (
    <label className={`chip${disabled ? ' chip--disabled' : ''}`}>
      <input type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onChoose} />
      {children}
    </label>
  );
}

/** After a SLOT_TAKEN the times are read afresh (the taken one disappears). */
export const SLOT_QUERIES = ['SlotCalendar', 'TimeSlots', 'ActivityPage'];
