import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Paths of spec §2 and decision 0001 "Routes".
export default [
  index('content/routes/home.tsx'),
  route('pages/categories/:topCategory/:category?/:subCategory?', 'catalog/routes/category.tsx'),
  // Content pages (issue 3 item 4). The category listing above wins for /pages/categories/…:
  // a static segment ranks above the dynamic :slugUrl.
  route('pages/:slugUrl?/:topCategory?/:category?/:subCategory?', 'content/routes/page.tsx'),
  route('about', 'content/routes/about.tsx'),
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
  route('users/unlock', 'account/routes/unlock.tsx'),
  route('users/password/new', 'account/routes/password-new.tsx'),
  route('users/password/edit', 'account/routes/password-edit.tsx'),
  route('search', 'search/routes/search.tsx'),
  route('brands', 'catalog/routes/brands.tsx'),
  route('brands/:slugUrl/:topCategory?/:category?/:subCategory?', 'catalog/routes/brand.tsx'),
  route('*', 'content/routes/not-found.tsx'),
] satisfies RouteConfig;
