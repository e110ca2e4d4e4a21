// The sandbox's mock order page for one country: the order outcome of the chosen status
// above the order's details, formatted for that country (its currency and date format).
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../__generated__/graphql';
import { formatMoney } from '../locale/money';
import { useSiteLocale } from '../locale/use-locale';
import { localeTag } from '../locale/site-locale';
import { OrderOutcome } from '../order/OrderOutcome';
import { includedTax, MOCK_ORDERS } from './mock-orders';
import type { SandboxCountry } from './sandbox-pages';
import '../checkout/checkout.css';
import { OrderRegistration } from '../order/OrderRegistration';

export function MockOrderPage({ country, status }: { country: SandboxCountry; status: OrderStatus }) {
  const { t } = useTranslation();
  const { language } = useSiteLocale();
  const order = MOCK_ORDERS[country];
  const tag = localeTag({ language, country });
  const money = (amount: number) => formatMoney({ amount, currency: order.currency }, tag);
  const total = order.subtotal + order.shipping;
  // A fixed day, so server and browser render the same text.
  const placed = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, 2, 14)));
  return (
    <div className="page page--order" data-testid="mock-order" data-country={country}>
      <h1>{t('order.title', { number: order.number })}</h1>
      <OrderOutcome status={status} />
      <section className="order-details">
        <dl>
          <dt>{t('order.number')}</dt>
          <dd>{order.number}</dd>
          <dt>{t('order.date')}</dt>
          <dd>{placed}</dd>
          <dt>{t('order.paymentMethod')}</dt>
          <dd>{order.paymentMethod}</dd>
          <dt>{t('order.recipient')}</dt>
          <dd>{order.recipient}</dd>
          <dt>{t('order.mobile')}</dt>
          <dd>
            {order.callingCode} {order.mobile}
          </dd>
          <dt>{t('order.deliverTo')}</dt>
          <dd>{order.address}</dd>
          <OrderRegistration registration={order.registration} />
          <dt>{t('bag.subtotal')}</dt>
          <dd>{money(order.subtotal)}</dd>
          <dt>{t('bag.shipping')}</dt>
          <dd>{order.shipping === 0 ? t('bag.free') : money(order.shipping)}</dd>
          {order.tax && (
            <>
              <dt>{t('bag.tax', { name: order.tax.name, percent: order.tax.percent })}</dt>
              <dd>{money(includedTax(total, order.tax.percent))}</dd>
            </>
          )}
          <dt>{t('bag.total')}</dt>
          <dd data-testid="mock-order-total">{money(total)}</dd>
        </dl>
      </section>
    </div>
  );
}
