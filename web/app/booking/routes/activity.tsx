// /happening/services/{id}, /happening/classes/{id}, /happening/events/{id} (docs/product.md#layouts, blank
// layout): the booking flow. Select the service (this page), the store, find a slot in the
// store's zone (a service: a day, a time, an artist or "any available artist"; a class or
// event: a session), the questions, the contact details, then complete: the result shows
// the confirmation number, or "Booking not completed, go Back and try again" with Back.
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../__generated__/gql';
import type { StorefrontContext } from '../../platform/load-context';
import { loadedPageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader, type PageLoadArgs } from '../../platform/page-loaders';
import { notFound, validateRoute } from '../../platform/not-found';
import { useToast } from '../../platform/toast/ToastProvider';
import { ActivityFacts } from '../ActivitySummary';
import { BookingQuestions, ContactDetails } from '../BookingFields';
import { BookingNotCompleted, BookingSuccess } from '../BookingResult';
import { answerErrors, contactErrors, type ContactFields, type FieldErrors } from '../booking-form';
import { errorKey } from '../booking-errors';
import { kindOfSegment } from '../booking-paths';
import { SessionPicker, type SessionOption } from '../SessionPicker';
import { type SlotChoice, SlotPicker } from '../SlotPicker';
import { useCreateBooking } from '../use-booking-mutations';
import '../booking.css';
import type { Route } from './+types/activity';

export const handle = { layout: 'blank' };

const ActivityPageQuery = graphql(`
  query ActivityPage($id: ID!) {
    me { id firstName lastName email mobile { callingCode number } }
    activity(id: $id) {
      id
      kind
      name
      description
      ...ActivitySummary_activity
      stores { id name address timeZone }
      sessions { id startsAt endsAt timeZone capacity remaining store { id name } }
      questions { id label kind required maxLength options { value label } }
    }
  }
`);

const BookedQuery = graphql(`
  query BookedBooking($id: ID!, $token: String) {
    booking(id: $id, token: $token) { id ...BookingDetails_booking }
  }
`);

async function load({ apollo }: StorefrontContext, { params: { segment, id }, request }: PageLoadArgs<Route.LoaderArgs>) {
  const kind = kindOfSegment(segment);
  validateRoute(kind, request);
  const { data } = await apollo.query({ query: ActivityPageQuery, variables: { id }, fetchPolicy: 'network-only' });
  // A class opened under /happening/services/ is not found there, as an unknown id.
  if (!data?.activity || data.activity.kind !== kind) throw notFound();
  return { title: data.activity.name };
}

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = loadedPageMeta;

type Step = { name: 'form' } | { name: 'done'; bookingId: string; token: string | null } | { name: 'failed'; code: string };

export default function ActivityPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data } = useQuery(ActivityPageQuery, { variables: { id: params.id }, fetchPolicy: 'cache-first' });
  const activity = data?.activity;
  const me = data?.me;
  // The store the shopper came from (a store card's "Book a service", ?store=) is chosen
  // already; a store that does not offer the activity falls back to the first that does.
  const [searchParams] = useSearchParams();
  const [storeId, setStoreId] = useState<string | null>(() => searchParams.get('store'));
  const [slot, setSlot] = useState<SlotChoice>({ date: null, startsAt: null, artistId: null });
  const [session, setSession] = useState<SessionOption | null>(null);
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [contact, setContact] = useState<ContactFields>(() => ({
    fullName: me ? `${me.firstName} ${me.lastName}`.trim() : '',
    email: me?.email ?? '',
    phone: me?.mobile ? `${me.mobile.callingCode} ${me.mobile.number}` : '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [missingSlot, setMissingSlot] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const { create, booking } = useCreateBooking();
  const onSlot = useCallback((choice: SlotChoice) => {
    setSlot(choice);
    setMissingSlot(false);
  }, []);
  const done = useQuery(BookedQuery, {
    variables: step.name === 'done' ? { id: step.bookingId, token: step.token } : { id: '' },
    skip: step.name !== 'done',
    fetchPolicy: 'cache-first',
  });

  if (!activity) return null;
  const isService = activity.kind === 'SERVICE';
  const store = activity.stores.find((s) => s.id === storeId) ?? activity.stores[0];

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!activity || !store) return;
    const startsAt = isService ? slot.startsAt : (session?.startsAt ?? null);
    const found = { ...contactErrors(contact), ...answerErrors(activity.questions, answers) };
    setErrors(found);
    setMissingSlot(!startsAt);
    if (!startsAt || Object.keys(found).length > 0) return;
    const outcome = await create({
      activityId: activity.id,
      storeId: isService ? store.id : (session?.store.id ?? store.id),
      startsAt,
      artistId: isService ? slot.artistId : null,
      contact: { fullName: contact.fullName.trim(), email: contact.email.trim() || null, phone: contact.phone.trim() || null },
      answers: activity.questions
        .filter((q) => (answers[q.id] ?? []).length > 0)
        .map((q) => (q.kind === 'TEXT' ? { questionId: q.id, text: answers[q.id]![0] } : { questionId: q.id, choices: answers[q.id] })),
    });
    if (outcome.ok) {
      toast.show({ type: 'success', text: t('booking.toast.confirmed') });
      setStep({ name: 'done', bookingId: outcome.bookingId, token: outcome.token });
    } else if (Object.keys(outcome.fieldErrors).length > 0) {
      setErrors(outcome.fieldErrors);
    } else {
      setStep({ name: 'failed', code: outcome.code ?? 'GENERIC' });
    }
  }

  return (
    <div className="page page--booking booking-flow">
      <p className="booking-flow__back">
        <Link to="/happening/services">{t('booking.allActivities')}</Link>
      </p>
      <h1>{activity.name}</h1>
      <ActivityFacts activity={activity} />
      <p className="booking-flow__description">{activity.description}</p>
      {step.name === 'done' && done.data?.booking ? (
        <BookingSuccess booking={done.data.booking} token={step.token} />
      ) : step.name === 'failed' ? (
        <BookingNotCompleted reason={t(`booking.errors.${errorKey(step.code)}`)} onBack={() => setStep({ name: 'form' })} />
      ) : step.name === 'done' ? (
        <p role="status">{t('booking.loading')}</p>
      ) : (
        <form className="booking-form" noValidate onSubmit={submit} aria-busy={booking}>
          {isService && activity.stores.length > 1 && (
            <div className="field">
              <label htmlFor="booking-store">{t('booking.store')}</label>
              <select
                id="booking-store"
                value={store?.id}
                onChange={(e) => {
                  setStoreId(e.target.value);
                  setSlot({ date: null, startsAt: null, artistId: null });
                }}
              >
                {activity.stores.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {isService && store && <SlotPicker activityId={activity.id} storeId={store.id} choice={slot} onChange={onSlot} />}
          {!isService && <SessionPicker sessions={activity.sessions} chosen={session?.id ?? null} onChoose={(s) => (setSession(s), setMissingSlot(false))} />}
          {missingSlot && (
            <p className="field-error" role="alert" data-testid="error-slot">
              {t('booking.form.chooseSlot')}
            </p>
          )}
          <BookingQuestions
            questions={activity.questions}
            answers={answers}
            errors={errors}
            onChange={(id, answer) => setAnswers((all) => ({ ...all, [id]: answer }))}
          />
          <ContactDetails contact={contact} errors={errors} onChange={setContact} />
          <button type="submit" className="button button--primary" disabled={booking} data-testid="complete-booking">
            {booking ? t('booking.booking') : t('booking.complete')}
          </button>
        </form>
      )}
    </div>
  );
}
