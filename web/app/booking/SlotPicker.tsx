// "Find a slot" for a beauty service (docs/product.md#screens booking flow): the coming days that have
// times, then the times of the chosen day, shown in the store's own zone and named so
// (a Perth store's 10:00 is 10:00 AWST on a Sydney laptop), then the artist: "any
// available artist" or one of those free for the whole slot. "No Available Slots" when no
// day has one, "No time slots available" for a day without (docs/product.md#messages).
import { useQuery } from '@apollo/client/react';
import { useEffect, useId } from 'react';
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
        <ChipChoices
          name="day"
          options={days.map((d) => ({ value: d.date, label: formatDayLabel(d.date, tag), disabled: d.slotCount === 0 }))}
          chosen={date}
          onChoose={(value) => onChange({ date: value, startsAt: null, artistId: null })}
        />
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
          <ChipChoices
            name="slot"
            options={slots.map((slot) => ({ value: slot.startsAt, label: formatSlotTime(slot.startsAt, tag, timeZone) }))}
            chosen={choice.startsAt}
            onChoose={(startsAt) => onChange({ date, startsAt, artistId: null })}
          />
        )}
      </fieldset>
      {chosen && chosen.artists.length > 0 && (
        <fieldset className="slot-picker__artists" data-testid="artists">
          <legend>{t('booking.chooseArtist')}</legend>
          {/* "Any artist" is the empty value. */}
          <ChipChoices
            name="artist"
            options={[{ value: '', label: t('booking.anyArtist') }, ...chosen.artists.map((artist) => ({ value: artist.id, label: artist.name }))]}
            chosen={choice.artistId ?? ''}
            onChoose={(artistId) => onChange({ ...choice, artistId: artistId || null })}
          />
        </fieldset>
      )}
    </div>
  );
}

interface ChipChoicesProps {
  name: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  chosen: string | null;
  onChoose: (value: string) => void;
}

/** A row of radio buttons drawn as chips: the day, the time or the artist. */
function ChipChoices({ name, options, chosen, onChoose }: ChipChoicesProps) {
  return (
    <div className="chip-row">
      {options.map(({ value, label, disabled = false }) => (
        <label key={value} className={`chip${disabled ? ' chip--disabled' : ''}`}>
          <input type="radio" name={name} value={value} checked={value === chosen} disabled={disabled} onChange={() => onChoose(value)} />
          {label}
        </label>
      ))}
    </div>
  );
}

/** After a SLOT_TAKEN the times are read afresh (the taken one disappears). */
export const SLOT_QUERIES = ['SlotCalendar', 'TimeSlots', 'ActivityPage'];
