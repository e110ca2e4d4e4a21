import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Paths of docs/product.md#paths and decision 0001 "Routes".
export default [
  index('content/routes/home.tsx'),
  route('pages/categories/:topCategory/:category?/:subCategory?', 'catalog/routes/category.tsx'),
  // Content pages (issue 3 item 4). The category listing above wins for /pages/categories/…:
  // a static segment ranks above the dynamic :slugUrl.
  route('pages/:slugUrl?/:topCategory?/:category?/:subCategory?', 'content/routes/page.tsx'),
  route('about', 'content/routes/about.tsx'),
  // The footer's legal links (docs/product.md#paths): content entries "privacy" and "terms".
  route('privacy', 'legal/legal-page.tsx', { id: 'privacy' }),
  route('terms', 'legal/legal-page.tsx', { id: 'terms' }),
  layout('content/routes/preview.tsx', [
    route('preview/homepage/:slugUrl?', 'content/routes/preview-homepage.tsx'),
    route('preview/pages/:slugUrl?/:topCategory?/:category?/:subCategory?', 'content/routes/preview-pages.tsx'),
    route('preview/brands/:slugUrl?/:topCategory?/:category?/:subCategory?', 'content/routes/preview-brands.tsx'),
    route('preview/overlay/:id', 'content/routes/preview-overlay.tsx'),
    route('preview/layout', 'content/routes/preview-layout.tsx'),
  ]),
  route('products/:slug', 'catalog/routes/product.tsx'),
  route('cart', 'cart/routes/cart.tsx'),
  route('checkout', 'checkout/routes/checkout.tsx'),
  route('orders/:id', 'order/routes/order.tsx'),
  route('gift-cards', 'cart/routes/gift-cards.tsx'),
  route('sign_in', 'account/routes/sign-in.tsx'),
  route('sign_up', 'account/routes/sign-up.tsx'),
  route('account', 'account/routes/account.tsx'),
  route('account/orders', 'order/routes/member-orders.tsx'),
  route('account/points', 'loyalty/routes/points-history.tsx'),
  route('account/wishlist', 'account/routes/wishlist.tsx'),
  route('lists/:action', 'lists/routes/alert-link.tsx'),
  // A store kiosk's picks, opened from its QR code (issue 18, decision 0119).
  route('picks', 'picks/routes/picks.tsx'),
  route('beauty-pass/rewards', 'loyalty/rewards/routes/rewards.tsx'),
  route('users/unlock', 'account/routes/unlock.tsx'),
  // The development inbox (decision 0084): 404 in production.
  route('users/password/new', 'account/routes/password-new.tsx'),
  route('users/password/edit', 'account/routes/password-edit.tsx'),
  route('search', 'search/routes/search.tsx'),
  route('brands', 'catalog/routes/brands.tsx'),
  route('brands/:slugUrl/:topCategory?/:category?/:subCategory?', 'content/routes/brand.tsx'),
  // Stores and bookings (issue 13, decision 0095): the locator, what's happening, the
  // services list, the activity pages by kind (services, classes, events: blank layout),
  // their cancel routes, the one reschedule route and the provider's return pages.
  route('stores', 'store/routes/stores.tsx'),
  route('happening', 'booking/routes/happening.tsx'),
  route('happening/services', 'booking/routes/services.tsx'),
  route('happening/services/booxi/:outcome', 'booking/routes/provider-return.tsx'),
  route('happening/services/reschedule/:id', 'booking/routes/reschedule.tsx'),
  route('happening/:segment/cancel/:id', 'booking/routes/cancel.tsx'),
  route('happening/:segment/:id', 'booking/routes/activity.tsx'),
  // Internal test pages (docs/product.md#sandbox-pages), 404 in production (decision 0100). Other domains' sandbox
  // pages go inside this array, so the layout's production check covers them too.
  route('sandbox', 'sandbox/SandboxLayout.tsx', [
    index('sandbox/SandboxIndex.tsx'),
    route('cart', 'sandbox/sandbox-cart.tsx'),
    route('empty-cart', 'sandbox/sandbox-empty-cart.tsx'),
    route('stores', 'sandbox/sandbox-stores.tsx'),
    route('loaders', 'sandbox/sandbox-loaders.tsx'),
    route('language', 'sandbox/sandbox-language.tsx'),
    route('orders', 'sandbox/sandbox-orders.tsx'),
    route('notification', 'sandbox/sandbox-notification.tsx'),
    route('ui-components', 'sandbox/sandbox-ui-components.tsx'),
    route('contentful', 'sandbox/sandbox-contentful.tsx'),
    route('order-confirmation/:country', 'sandbox/sandbox-order-confirmation.tsx'),
    route('payment-status/:country', 'sandbox/sandbox-payment-status.tsx'),
    route('order-state', 'order/routes/sandbox-order-state.tsx'),
    route('inbox', 'sandbox/sandbox-inbox.tsx'),
    route('inbox/:id', 'sandbox/sandbox-inbox-message.tsx'),
    // Unknown paths under /sandbox: the shop's 404, inside the layout's production check.
    route('*', 'content/routes/not-found.tsx', { id: 'sandbox-not-found' }),
  ]),
  route('*', 'content/routes/not-found.tsx'),
] satisfies RouteConfig;
