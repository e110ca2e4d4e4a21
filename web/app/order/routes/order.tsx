// Order details: /orders/{id} (docs/product.md#paths, docs/product.md#order-display). A guest arrives with the
// confirmation's or a mail's signed link (?token=); a member with their mail's link while it
// lasts, or signed in without one (from the confirmation or "Your orders"). When the
// gateway answers null (decision 0146): signed out, the sign-in page, which returns here,
// for every id alike (a member's link that ended, an old mail's plain link), so an id
// reveals nothing; signed in, a 404, the same as an order that does not exist.
import { formatDay, formatInCountry } from '@beauty/contracts/calendar';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { signInHref } from '../../platform/return-to';
import { graphql } from '../../__generated__/gql';
import { CostSummary } from '../../cart/CostSummary';
import { formatMoney } from '../../locale/money';
import { useSiteLocale } from '../../locale/use-locale';
import type { StorefrontContext } from '../../platform/load-context';
import { unindexedPageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader, type PageLoadArgs } from '../../platform/page-loaders';
import { notFound } from '../../platform/not-found';
import { OrderOutcome } from '../OrderOutcome';
import { OrderFulfilmentStatus } from '../OrderFulfilmentStatus';
import { GiftLines } from '../GiftLines';
import '../../checkout/checkout.css';
import type { Route } from './+types/order';
import { OrderRegistration } from '../OrderRegistration';

const OrderPageQuery = graphql(`
  query OrderPage($id: ID!, $token: String) {
    me { id }
    order(id: $id, token: $token) {
      id
      number
      status
      createdAt
      paymentMethod
      deliveryOption
      clickAndCollect
      address { line1 line2 city state postalCode }
      store { id name address }
      estimatedDelivery
      recipientName
      mobile { callingCode number }
      registration { number name }
      promotionCode
      samples { id name brandName }
      giftLines { kind name brandName points }
      lines { quantity lineTotal { amount currency } product { id name brand { id name } } variant { id name type } }
      summary { ...CostSummary_summary }
      fulfilment { state ...OrderFulfilment_fulfilment }
    }
  }
`);

async function load({ apollo, i18n }: StorefrontContext, { params: { id }, request }: PageLoadArgs<Route.LoaderArgs>) {
  const token = new URL(request.url).searchParams.get('token');
  const { data } = await apollo.query({ query: OrderPageQuery, variables: { id, token }, fetchPolicy: 'network-only' });
  if (!data?.order) {
    if (!data?.me) throw redirect(signInHref(`/orders/${encodeURIComponent(id)}`));
    throw notFound();
  }
  return { title: i18n.t('order.title', { number: data.order.number }), token };
}

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = unindexedPageMeta;

export default function OrderPage({ params, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tag, country } = useSiteLocale();
  const { data } = useQuery(OrderPageQuery, { variables: { id: params.id, token: loaderData.token }, fetchPolicy: 'cache-first' });
  const order = data?.order;
  if (!order) return null;
  // Opened signed in without the link: it can only be the member's own order.
  const members = Boolean(data.me) && !loaderData.token;
  // A payment that failed or was blocked promises nothing: no delivery date, no points.
  const unpaid = order.status === 'PAYMENT_FAILED' || order.status === 'PAYMENT_BLOCKED';
  // Placed: the day in the site country's time zone (an order placed in Sydney at 09:00 is
  // that day's, not yesterday's UTC one); delivery: a calendar day already. The same code
  // on server and browser, so the render hydrates unchanged (contracts/calendar.ts).
  const placedOn = (iso: string) => formatInCountry(iso, tag, country, { dateStyle: 'long' });
  const option =
    order.deliveryOption === 'STANDARD' ? t('checkout.standard') : order.deliveryOption === 'EXPRESS' ? t('checkout.express') : t('checkout.clickAndCollect');
  return (
    <div className="page page--order">
      <h1>{t('order.title', { number: order.number })}</h1>
      {members && (
        <p>
          <Link to="/account/orders" data-testid="back-to-orders">
            {t('memberOrders.backToOrders')}
          </Link>
        </p>
      )}
      <OrderOutcome status={order.status} fulfilment={order.fulfilment?.state} confirmedNext={members ? t('memberOrders.confirmedNext') : undefined} />
      <OrderFulfilmentStatus fulfilment={order.fulfilment} />
      <div className="checkout">
        <section className="order-details" aria-labelledby="order-details-title">
          <h2 id="order-details-title" className="visually-hidden">
            {t('order.number')}
          </h2>
          <dl>
            <dt>{t('order.number')}</dt>
            <dd data-testid="order-number">{order.number}</dd>
            <dt>{t('order.date')}</dt>
            <dd>{placedOn(order.createdAt)}</dd>
            <dt>{t('order.paymentMethod')}</dt>
            <dd>{order.paymentMethod}</dd>
            <dt>{t('order.deliveryOption')}</dt>
            <dd data-testid="order-delivery">{option}</dd>
            {unpaid ? null : (
              <>
                <dt>{t('order.estimatedDelivery')}</dt>
                <dd>{formatDay(order.estimatedDelivery, tag)}</dd>
              </>
            )}
            <dt>{t('order.recipient')}</dt>
            <dd>{order.recipientName}</dd>
            <dt>{t('order.mobile')}</dt>
            <dd>
              {order.mobile.callingCode} {order.mobile.number}
            </dd>
            <OrderRegistration registration={order.registration} />
            {order.clickAndCollect && order.store ? (
              <>
                <dt>{t('order.clickAndCollect')}</dt>
                <dd>
                  {t('order.collectFrom', { store: order.store.name })}, {order.store.address}
                </dd>
              </>
            ) : (
              order.address && (
                <>
                  <dt>{t('order.deliverTo')}</dt>
                  <dd>
                    {[order.address.line1, order.address.line2, order.address.city, order.address.state, order.address.postalCode].filter(Boolean).join(', ')}
                  </dd>
                </>
              )
            )}
            {order.promotionCode && (
              <>
                <dt>{t('order.promo')}</dt>
                <dd>{order.promotionCode}</dd>
              </>
            )}
          </dl>
          <h2>{t('order.items')}</h2>
          <ul className="mini-bag__lines">
            {order.lines.map((line) => (
              <li key={line.variant.id}>
                <span>
                  {line.product.brand.name} {line.product.name}
                  {line.variant.type !== 'NONE' && ` · ${line.variant.name}`}
                </span>
                <span className="mini-bag__meta">
                  {t('order.quantity', { count: line.quantity })} · {formatMoney(line.lineTotal, tag)}
                </span>
              </li>
            ))}
          </ul>
          {/* The reward (with its points) and gifts are lines of the order; samples have their own list below. */}
          {/* An unpaid order gave its reward's points and its gifts back: it lists none of them. */}
          {!unpaid && (
            <GiftLines lines={order.giftLines.flatMap((line) => (line.kind === 'REWARD' || line.kind === 'GIFT' ? [{ ...line, kind: line.kind }] : []))} />
          )}
          {order.samples.length > 0 && (
            <>
              <h2>{t('order.samples')}</h2>
              <ul>
                {order.samples.map((s) => (
                  <li key={s.id}>
                    {s.brandName} {s.name}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <aside className="bag-summary" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title">{t('order.summary')}</h2>
          <CostSummary summary={order.summary} showFreeShipping={false} showPoints={!unpaid} />
        </aside>
      </div>
    </div>
  );
}
