// The activities of docs/product.md#rest-bookings (issue 13 item 2, decision 0091), in the request's
// country and language:
// - booking-service/activities/ (kind, store, group, and a date for "what's happening":
//   the classes and events on that day in the store's zone) and booking-service/activities/{id}
// - booking-services/beauty-classes, booking-services/beauty-services, booking-services/pages
// - layouts/store-services/activities (one store's offer) and layouts/store-services/activity-groups
// - happening/services/activities/{id} (an activity and the stores that offer it)
// - booking-service/questions/{id} (what a booking of that activity asks)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityGroupListSchema,
  activityListQuerySchema,
  activityListSchema,
  activitySchema,
  bookingPagesSchema,
  happeningActivitySchema,
  questionListSchema,
  storeActivitiesSchema,
} from '@beauty/contracts/booking';
import type { Db } from '../db/db.ts';
import type { Clock } from '../platform/jobs/clock.ts';
import { ApiError } from '../platform/http-errors.ts';
import { requireStore, storeDto, storeRows } from '../store/store-repository.ts';
import { findActivity, listActivities, listGroups, listQuestions, type Locale } from './activity-repository.ts';
import { pick } from './localized.ts';
import { routeDocs } from '../platform/route-docs.ts';
import { errorAnswers } from '../platform/error-answers.ts';

export interface ActivityRouteOptions {
  db: Db;
  clock: Clock;
}

const idParams = z.object({ id: z.string().min(1).max(64) });
const storeQuery = z.object({ storeId: z.string().min(1).max(64) });

const PAGE_COPY = {
  title: {
    en: 'Beauty services, classes and events',
    id: 'Layanan kecantikan, kelas, dan acara',
    th: 'บริการความงาม คลาสเรียน และอีเวนต์',
    zh: '美容服務、課程與活動',
  },
  description: {
    en: 'Book a makeover, a brow shaping or a skin consultation with our artists, or join a class or an event in store.',
    id: 'Pesan makeover, pembentukan alis, atau konsultasi kulit dengan artis kami, atau ikuti kelas atau acara di toko.',
    th: 'จองแต่งหน้า จัดทรงคิ้ว หรือปรึกษาเรื่องผิวกับช่างของเรา หรือร่วมคลาสและอีเวนต์ที่ร้าน',
    zh: '預約我們化妝師的全妝、修眉或肌膚諮詢，或參加門市的課程與活動。',
  },
};

export const bookingStoreDto = (store: ReturnType<typeof storeDto>) => ({
  id: store.id,
  name: store.name,
  address: store.address,
  city: store.city,
  timeZone: store.timeZone,
  location: store.location,
  directionsUrl: store.directionsUrl,
});

const doc = routeDocs('booking');

export const activityRoutes: FastifyPluginAsyncZod<ActivityRouteOptions> = async (app, { db, clock }) => {
  /** The activity a request names, in its language and as of now, or 404 ACTIVITY_NOT_FOUND. */
  const requireActivity = async (locale: Locale, id: string) => {
    const activity = await findActivity(db, locale, id, clock.now());
    if (!activity) throw new ApiError(404, 'ACTIVITY_NOT_FOUND', 'Resource not found!');
    return activity;
  };

  app.get(
    '/booking-service/activities/',
    doc('Beauty services, classes and events of this country (by kind, store, group; by date for what is happening)', activityListSchema, errorAnswers(400), {
      querystring: activityListQuerySchema,
    }),
    async (request) => ({ activities: await listActivities(db, request.siteLocale, request.query, clock.now()) }),
  );

  app.get(
    '/booking-service/activities/:id',
    doc('One activity with its upcoming sessions', activitySchema, errorAnswers(400, 404), { params: idParams }),
    async (request) => {
      const activity = await requireActivity(request.siteLocale, request.params.id);
      return activity;
    },
  );

  app.get('/booking-services/beauty-classes', doc('The classes of this country', activityListSchema, errorAnswers(400)), async (request) => ({
    activities: await listActivities(db, request.siteLocale, { kind: 'class' }, clock.now()),
  }));

  app.get(
    '/booking-services/beauty-services',
    doc('The beauty services (one artist, a duration, a price) of this country', activityListSchema, errorAnswers(400)),
    async (request) => ({ activities: await listActivities(db, request.siteLocale, { kind: 'service' }, clock.now()) }),
  );

  app.get(
    '/booking-services/pages',
    doc('The services landing page: its copy and the activities by group', bookingPagesSchema, errorAnswers(400)),
    async (request) => {
      const [groups, activities] = await Promise.all([listGroups(db, request.siteLocale), listActivities(db, request.siteLocale, {}, clock.now())]);
      return {
        title: pick(PAGE_COPY.title, request.siteLocale.language),
        description: pick(PAGE_COPY.description, request.siteLocale.language),
        groups: groups.map((g) => ({ ...g, activities: activities.filter((a) => a.groupId === g.id) })),
      };
    },
  );

  app.get(
    '/layouts/store-services/activities',
    doc("One store's activities", storeActivitiesSchema, errorAnswers(400, 404), { querystring: storeQuery }),
    async (request) => {
      const row = await requireStore(db, request.siteLocale.country, request.query.storeId);
      const activities = await listActivities(db, request.siteLocale, { storeId: row.id }, clock.now());
      return { store: bookingStoreDto(storeDto(row, clock.now(), request.siteLocale.language)), activities };
    },
  );

  app.get(
    '/layouts/store-services/activity-groups',
    doc('The activity groups (makeup, brows and skin, classes, events)', activityGroupListSchema, errorAnswers(400)),
    async (request) => ({ groups: await listGroups(db, request.siteLocale) }),
  );

  app.get(
    '/happening/services/activities/:id',
    doc('An activity and the stores that offer it', happeningActivitySchema, errorAnswers(400, 404), { params: idParams }),
    async (request) => {
      const activity = await requireActivity(request.siteLocale, request.params.id);
      const stores = (await storeRows(db, request.siteLocale.country))
        .filter((s) => activity.storeIds.includes(s.id))
        .map((s) => bookingStoreDto(storeDto(s, clock.now(), request.siteLocale.language)));
      return { activity, stores };
    },
  );

  app.get(
    '/booking-service/questions/:id',
    doc('The questions a booking of this activity asks (e.g. skin concerns)', questionListSchema, errorAnswers(400, 404), { params: idParams }),
    async (request) => {
      const activity = await requireActivity(request.siteLocale, request.params.id);
      return { activityId: activity.id, questions: await listQuestions(db, request.siteLocale, activity.id) };
    },
  );
};
