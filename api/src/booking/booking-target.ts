// What a slot or booking call names: an activity of this country, at one of its stores that
// offers it, and (optionally) an artist of that store. Unknown or mismatched ids are typed
// errors, never a 500.
import type { Country } from '@beauty/contracts/locale';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../platform/http-errors.ts';
import { requireStore, type StoreRow } from '../store/store-repository.ts';
import { activityRows, type ActivityRow } from './activity-repository.ts';
import { storeArtists } from './slots.ts';

export interface BookingTarget {
  activity: ActivityRow;
  store: StoreRow;
}

export async function bookingTarget(db: Queryable, country: Country, activityId: string, storeId: string): Promise<BookingTarget> {
  const [activity] = await activityRows(db, country, { id: activityId });
  if (!activity) throw new ApiError(404, 'ACTIVITY_NOT_FOUND', 'Resource not found!');
  const store = await requireStore(db, country, storeId);
  if (!activity.store_ids.includes(store.id)) throw new ApiError(422, 'STORE_CLOSED', 'This store does not offer this activity.', { storeId });
  return { activity, store };
}

export async function checkArtist(db: Queryable, storeId: string, artistId: string | null | undefined): Promise<void> {
  if (artistId === null || artistId === undefined) return;
  const artists = await storeArtists(db, storeId);
  if (!artists.some((a) => a.id === artistId)) throw new ApiError(422, 'ARTIST_NOT_FOUND', 'This artist does not work at this store.', { artistId });
}
