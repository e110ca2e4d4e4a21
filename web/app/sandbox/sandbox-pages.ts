// Every page under /sandbox (docs/product.md#sandbox-pages: internal test routes), by path, for the index. Other
// domains add their own sandbox route files (web/app/<domain>/routes/sandbox-….tsx, inside
// the sandbox layout in routes.ts) and one line here. `key` names the title under
// sandbox.pages in the messages.
export const SANDBOX_COUNTRIES = ['AU', 'SG', 'HK', 'NZ', 'ID', 'MY', 'PH', 'TH'] as const;
export type SandboxCountry = (typeof SANDBOX_COUNTRIES)[number];

export interface SandboxPage {
  path: string;
  key: string;
  /** The domain that owns the page (its route file lives in that domain's folder). */
  owner: string;
}

export const SANDBOX_PAGES: readonly SandboxPage[] = [
  { path: '/sandbox/cart', key: 'cart', owner: 'platform' },
  { path: '/sandbox/empty-cart', key: 'emptyCart', owner: 'platform' },
  { path: '/sandbox/stores', key: 'stores', owner: 'platform' },
  { path: '/sandbox/loaders', key: 'loaders', owner: 'platform' },
  { path: '/sandbox/language', key: 'language', owner: 'platform' },
  { path: '/sandbox/orders', key: 'orders', owner: 'platform' },
  { path: '/sandbox/notification', key: 'notification', owner: 'platform' },
  { path: '/sandbox/ui-components', key: 'uiComponents', owner: 'platform' },
  { path: '/sandbox/contentful', key: 'contentful', owner: 'platform' },
  { path: '/sandbox/order-state', key: 'orderState', owner: 'loyalty' },
  { path: '/sandbox/inbox', key: 'inbox', owner: 'account-mail' },
  ...SANDBOX_COUNTRIES.flatMap((country) => [
    { path: `/sandbox/order-confirmation/${country.toLowerCase()}`, key: 'orderConfirmation', owner: 'platform' },
    { path: `/sandbox/payment-status/${country.toLowerCase()}`, key: 'paymentStatus', owner: 'platform' },
  ]),
];

/** The country of a mock order page's :country segment (au, sg, …), or undefined. */
export function sandboxCountry(segment: string | undefined): SandboxCountry | undefined {
  const code = segment?.toUpperCase();
  return SANDBOX_COUNTRIES.find((country) => country === code);
}
