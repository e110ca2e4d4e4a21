// The stores' REST calls (issue 13 item 1): GET stores/ (the site country's stores; nearest
// first from lat/lng or a typed postcode/city) and GET stores/{id}. Not through the shared
// cache: each answer says whether the store is open now.
import { storeListSchema, storeSchema } from '@beauty/contracts/store';
import type { RequestScope, RestClient } from '../platform/rest-client.ts';

export interface StoreSearch {
  lat?: number | undefined;
  lng?: number | undefined;
  near?: string | undefined;
}

export const storeApi = (rest: RestClient, scope: RequestScope) => ({
  list: (search: StoreSearch = {}) =>
    rest.request(scope, { path: 'stores/', query: { lat: search.lat, lng: search.lng, near: search.near }, schema: storeListSchema }),
  get: (id: string) => rest.request(scope, { path: `stores/${encodeURIComponent(id)}`, schema: storeSchema }),
});
