// The GraphQL operations the assistant's tools run (tools.ts), and the shapes they answer.
// Plain queries of this gateway's schema: whatever a storefront page may read, nothing more.
import { type DocumentNode, parse } from 'graphql';

const PRODUCT_FIELDS = `id slug name inStock rating reviewCount highlights
  price { amount currency } salePrice { amount currency } brand { name } category { path name }`;

const STORE_FIELDS = `id name city postalCode timeZone localTime openNow distanceKm
  openingHours { weekday opens closes } specialHours { date name opens closes }`;

export const TOOL_DOCUMENTS = {
  products: parse(`query AssistantProducts($category: String, $brand: String, $query: String, $filter: ProductFilter, $sort: ProductSort, $first: Int) {
    products(category: $category, brand: $brand, query: $query, filter: $filter, sort: $sort, first: $first) { totalCount nodes { ${PRODUCT_FIELDS} } }
  }`),
  product: parse(`query AssistantProduct($slug: String!) {
    product(slug: $slug) { ${PRODUCT_FIELDS} variants { name type stockStatus } }
  }`),
  search: parse(`query AssistantSearch($query: String!) {
    search(query: $query, first: 12) { correctedQuery products { ${PRODUCT_FIELDS} } }
  }`),
  brands: parse(`query AssistantBrands { brands { slug name } }`),
  orders: parse(`query AssistantOrders { me { id orders(first: 3) { nodes { number status createdAt total { amount currency } } } } }`),
  // The locator of the site country: nearest first from a typed city or postcode.
  stores: parse(`query AssistantStores($place: String) {
    storeLocator(place: $place) { placeNotFound origin { label } stores { ${STORE_FIELDS} } }
  }`),
  // Services and classes with the stores that offer them (each store's clock for "today").
  activities: parse(`query AssistantActivities($kind: ActivityKind, $storeId: ID) {
    activities(kind: $kind, storeId: $storeId) { id kind name durationMinutes price { amount currency } invitationOnly
      stores { id name city timeZone localTime }
      sessions { startsAt endsAt timeZone remaining store { id name } } }
  }`),
  slotCalendar: parse(`query AssistantSlotCalendar($activityId: ID!, $storeId: ID!, $from: String, $days: Int!) {
    slotCalendar(activityId: $activityId, storeId: $storeId, from: $from, days: $days) { timeZone days { date slotCount } }
  }`),
  timeSlots: parse(`query AssistantTimeSlots($activityId: ID!, $storeId: ID!, $date: String!) {
    timeSlots(activityId: $activityId, storeId: $storeId, date: $date) { date timeZone slots { startsAt endsAt remaining } }
  }`),
  // The member's own Beauty Pass: me is null for a guest, and is only ever the bearer.
  points: parse(`query AssistantPoints { me { id beautyPass { tierLabel
    points { valid pending expiringSoon { points date } }
    progress { yearEnd daysLeft nextTier toNextTier { amount currency } toKeep { amount currency } } } } }`),
} satisfies Record<string, DocumentNode>;

export interface ToolMoney {
  amount: number;
  currency: string;
}

export interface ToolStore {
  id: string;
  name: string;
  city: string;
  postalCode: string | null;
  timeZone: string;
  /** The store's wall time, YYYY-MM-DDTHH:MM. */
  localTime: string;
  openNow: boolean;
  distanceKm: number | null;
  openingHours: Array<{ weekday: string; opens: string | null; closes: string | null }>;
  specialHours: Array<{ date: string; name: string | null; opens: string | null; closes: string | null }>;
}

export interface ToolStoreList {
  placeNotFound: boolean;
  origin: { label: string | null } | null;
  stores: ToolStore[];
}

export interface ToolActivity {
  id: string;
  kind: 'SERVICE' | 'CLASS' | 'EVENT';
  name: string;
  durationMinutes: number;
  price: ToolMoney | null;
  invitationOnly: boolean;
  stores: Array<{ id: string; name: string; city: string; timeZone: string; localTime: string }>;
  sessions: Array<{ startsAt: string; endsAt: string; timeZone: string; remaining: number; store: { id: string; name: string } }>;
}

export interface ToolSlotCalendar {
  timeZone: string;
  days: Array<{ date: string; slotCount: number }>;
}

export interface ToolSlotDay {
  date: string;
  timeZone: string;
  slots: Array<{ startsAt: string; endsAt: string; remaining: number }>;
}

export interface ToolBeautyPass {
  tierLabel: 'WHITE' | 'BLACK' | 'GOLD' | 'PINK';
  points: { valid: number; pending: number; expiringSoon: { points: number; date: string } | null };
  progress: { yearEnd: string; daysLeft: number; nextTier: string | null; toNextTier: ToolMoney | null; toKeep: ToolMoney | null };
}
