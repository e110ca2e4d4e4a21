// The GraphQL operations the assistant's tools run (tools.ts), and the shapes they answer.
// Plain queries of this gateway's schema: whatever a storefront page may read, nothing more.
// Typed by graphql-codegen like the storefront's documents (codegen.ts, the assistant's
// target): the shapes below are the generated results, so a schema change the assistant
// relies on fails the typecheck.
import { graphql } from './__generated__/gql.ts';
import type {
  AssistantActivitiesQuery,
  AssistantOrdersQuery,
  AssistantPointsQuery,
  AssistantProductDetailFieldsFragment,
  AssistantProductFieldsFragment,
  AssistantSlotCalendarQuery,
  AssistantStoresQuery,
  AssistantTimeSlotsQuery,
} from './__generated__/graphql.ts';

graphql(`
  fragment AssistantProductFields on Product {
    id slug name inStock rating reviewCount highlights
    price { amount currency } salePrice { amount currency } brand { name } category { path name }
  }
`);
graphql(`
  fragment AssistantProductDetailFields on Product {
    ...AssistantProductFields
    variants { name type stockStatus }
  }
`);
graphql(`
  fragment AssistantStoreFields on Store {
    id name city postalCode timeZone localTime openNow distanceKm
    openingHours { weekday opens closes } specialHours { date name opens closes }
  }
`);

export const TOOL_DOCUMENTS = {
  products: graphql(`
    query AssistantProducts($category: String, $brand: String, $query: String, $filter: ProductFilter, $sort: ProductSort, $first: Int) {
      productConnection(category: $category, brand: $brand, query: $query, filter: $filter, sort: $sort, first: $first) { totalCount edges { node { ...AssistantProductFields } } }
    }
  `),
  product: graphql(`
    query AssistantProduct($slug: String!) {
      product(slug: $slug) { ...AssistantProductDetailFields }
    }
  `),
  search: graphql(`
    query AssistantSearch($query: String!) {
      search(query: $query, first: 12) { correctedQuery products { ...AssistantProductFields } }
    }
  `),
  brands: graphql(`
    query AssistantBrands { brands { slug name } }
  `),
  orders: graphql(`
    query AssistantOrders { me { id orderConnection(first: 3) { edges { node { number status createdAt total { amount currency } } } } } }
  `),
  // The locator of the site country: nearest first from a typed city or postcode.
  stores: graphql(`
    query AssistantStores($place: String) {
      storeLocator(place: $place) { placeNotFound origin { label } stores { ...AssistantStoreFields } }
    }
  `),
  // Services and classes with the stores that offer them (each store's clock for "today").
  activities: graphql(`
    query AssistantActivities($kind: ActivityKind, $storeId: ID) {
      activities(kind: $kind, storeId: $storeId) { id kind name durationMinutes price { amount currency } invitationOnly
        stores { id name city timeZone localTime }
        sessions { startsAt endsAt timeZone remaining store { id name } } }
    }
  `),
  slotCalendar: graphql(`
    query AssistantSlotCalendar($activityId: ID!, $storeId: ID!, $from: String, $days: Int!) {
      slotCalendar(activityId: $activityId, storeId: $storeId, from: $from, days: $days) { timeZone days { date slotCount } }
    }
  `),
  timeSlots: graphql(`
    query AssistantTimeSlots($activityId: ID!, $storeId: ID!, $date: String!) {
      timeSlots(activityId: $activityId, storeId: $storeId, date: $date) { date timeZone slots { startsAt endsAt remaining } }
    }
  `),
  // The member's own Beauty Pass: me is null for a guest, and is only ever the bearer.
  points: graphql(`
    query AssistantPoints { me { id beautyPass { tierLabel
      points { valid pending expiringSoon { points date } }
      progress { yearEnd daysLeft nextTier toNextTier { amount currency } toKeep { amount currency } } } } }
  `),
};

/** Money as the tools read it: minor units of the site's currency. */
export interface ToolMoney {
  amount: number;
  currency: string;
}

// What each tool answers: the generated result types, named for the code that reads them.
export type ToolProduct = AssistantProductFieldsFragment;
export type ToolProductDetail = AssistantProductDetailFieldsFragment;
export type ToolOrder = NonNullable<AssistantOrdersQuery['me']>['orderConnection']['edges'][number]['node'];
export type ToolStoreList = AssistantStoresQuery['storeLocator'];
export type ToolStore = ToolStoreList['stores'][number];
export type ToolActivity = AssistantActivitiesQuery['activities'][number];
export type ToolSlotCalendar = AssistantSlotCalendarQuery['slotCalendar'];
export type ToolSlotDay = AssistantTimeSlotsQuery['timeSlots'];
export type ToolBeautyPass = NonNullable<AssistantPointsQuery['me']>['beautyPass'];
