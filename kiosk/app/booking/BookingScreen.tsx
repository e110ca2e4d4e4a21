// Book a service or class at this store, today or later (schema/booking.graphql). The draft
// lives in the kiosk's state; sending it survives a network drop: "Connection lost, trying
// again" and the same idempotencyKey until the gateway answers (retry.ts).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KioskCreateBookingMutation } from '../__generated__/graphql';
import { useFormat } from '../locale/format';
import { useKiosk } from '../visit/kiosk-state';
import { isNetworkError } from '../platform/network-error';
import { CreateBookingMutation, StoreActivitiesQuery } from './booking-queries';
import { editDraft, emptyDraft } from '../visit/booking-draft';
import { ActivityList, DayPicker, TimePicker } from './BookingSteps';
import { ContactForm, missingFields } from './ContactForm';
import { retryOnNetworkError } from './retry';

type Confirmed = NonNullable<KioskCreateBookingMutation['createBooking']['booking']>;

export function BookingScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const client = useApolloClient();
  const { config, booking: draft, setBooking, shopperSignal, go } = useKiosk();
  const { data, error } = useQuery(StoreActivitiesQuery, { variables: { storeId: config.storeId } });
  const [state, setState] = useState<'idle' | 'sending' | 'retrying'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);

  if (confirmed) {
    return (
      <section className="booking booking--confirmed" data-testid="booking-confirmation">
        <h1>{t('booking.confirmed')}</h1>
        <p className="booking__what">{confirmed.activity.name}</p>
        <p>{confirmed.store.name}</p>
        <p>{t('booking.when', { date: format.date(confirmed.startsAt, confirmed.timeZone), time: format.time(confirmed.startsAt, confirmed.timeZone) })}</p>
        <p className="booking__number">
          {t('booking.confirmation')}: <strong data-testid="confirmation-number">{confirmed.confirmationNumber}</strong>
        </p>
        <button type="button" className="button button--primary button--wide" onClick={() => go({ name: 'start' })}>
          {t('booking.done')}
        </button>
      </section>
    );
  }

  const activities = (data?.activities ?? []).filter((a) => !a.invitationOnly);
  const activity = activities.find((a) => a.id === draft.activityId);

  const submit = async () => {
    if (!activity || !draft.startsAt) return;
    const gaps = missingFields(draft, activity);
    setMissing(gaps);
    if (gaps.size > 0) return;
    setProblem(null);
    setState('sending');
    const input = {
      idempotencyKey: draft.idempotencyKey,
      activityId: activity.id,
      storeId: config.storeId,
      startsAt: draft.startsAt,
      artistId: draft.artistId ?? null,
      contact: { fullName: draft.fullName.trim(), email: draft.email.trim() || null, phone: draft.phone.trim() || null },
      answers: activity.questions
        .filter((q) => draft.answers[q.id] !== undefined)
        .map((q) => {
          const answer = draft.answers[q.id]!;
          return typeof answer === 'string' ? { questionId: q.id, text: answer } : { questionId: q.id, choices: answer };
        }),
    };
    try {
      const result = await retryOnNetworkError(() => client.mutate({ mutation: CreateBookingMutation, variables: { input } }), {
        isNetworkError,
        onRetrying: () => setState('retrying'),
        signal: shopperSignal,
      });
      const payload = result.data?.createBooking;
      const refused = payload?.userErrors[0];
      if (payload?.booking) {
        setConfirmed(payload.booking);
        setBooking(emptyDraft());
      } else if (refused?.code === 'SLOT_TAKEN' || refused?.code === 'SLOT_UNAVAILABLE') {
        setProblem(t('booking.slotTaken'));
        setBooking(editDraft(draft, { startsAt: undefined }));
      } else {
        setProblem(t('booking.error', { message: refused?.message ?? t('errors.generic') }));
      }
    } catch (caught) {
      if (!shopperSignal.aborted) setProblem(t('booking.error', { message: caught instanceof Error ? caught.message : t('errors.generic') }));
    } finally {
      setState('idle');
    }
  };

  return (
    <section className="booking">
      <h1>{t('booking.title', { store: config.storeName })}</h1>
      {error && !data ? <p className="notice notice--error">{t('errors.generic')}</p> : null}
      {activity ? (
        <div className="booking__chosen">
          <span>
            {activity.name}
            {draft.date ? ` · ${format.day(draft.date)}` : ''}
            {draft.startsAt && draft.timeZone ? ` · ${format.time(draft.startsAt, draft.timeZone)}` : ''}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={state !== 'idle'}
            onClick={() => setBooking(editDraft(draft, { activityId: undefined, date: undefined, startsAt: undefined }))}
          >
            {t('booking.change')}
          </button>
        </div>
      ) : null}
      {!data ? null : !activity ? (
        <ActivityList activities={activities} onChoose={(id) => setBooking(editDraft(draft, { activityId: id, date: undefined, startsAt: undefined }))} />
      ) : !draft.date ? (
        <DayPicker activityId={activity.id} onChoose={(date) => setBooking(editDraft(draft, { date, startsAt: undefined }))} />
      ) : !draft.startsAt ? (
        <TimePicker activityId={activity.id} date={draft.date} onChoose={(startsAt, timeZone) => setBooking(editDraft(draft, { startsAt, timeZone }))} />
      ) : (
        <>
          <ContactForm draft={draft} onChange={setBooking} activity={activity} missing={missing} />
          {state === 'retrying' ? (
            <p className="notice notice--warning" role="status" data-testid="booking-retrying">
              {t('booking.retrying')}
            </p>
          ) : null}
          <button type="button" className="button button--primary button--wide" disabled={state !== 'idle'} onClick={() => void submit()}>
            {state === 'idle' ? t('booking.book') : t('booking.booking')}
          </button>
        </>
      )}
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
