// Pages of the storefront the assistant links to. One place, so a page that moves is
// changed once (the web's routes.ts and booking/booking-paths.ts own the real ones).
export const ASSISTANT_PATHS = {
  orders: '/account/orders',
  points: '/account',
  stores: '/stores',
  booking: '/happening/services',
  help: '/pages/help',
} as const;

/** The store locator with a typed place (its ?place=, as the page's own search writes it). */
export const storesPath = (place?: string) => (place ? `${ASSISTANT_PATHS.stores}?place=${encodeURIComponent(place)}` : ASSISTANT_PATHS.stores);

/** An activity's booking page: /happening/services/{id} or /happening/classes/{id}. */
export const activityPath = (kind: 'SERVICE' | 'CLASS' | 'EVENT', id: string) =>
  `/happening/${{ SERVICE: 'services', CLASS: 'classes', EVENT: 'events' }[kind]}/${encodeURIComponent(id)}`;

/** Sign in, then back to the page the answer is about. */
export const signInPath = (returnTo: string) => `/sign_in?return_to=${encodeURIComponent(returnTo)}`;
