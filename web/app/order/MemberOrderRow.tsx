// One order in "Your orders": its number (the link to the order), date, status (after
// payment, where the order is: shipped, delivered, returned…), how many
// items and the total, as the api computed it, and what it came with besides (its reward,
// gift, samples and promo code). The date is the day the order was placed in
// the site's country (its time zone, contracts/calendar.ts), the same on server and browser,
// so the render hydrates unchanged.
import { formatInCountry } from '@beauty/contracts/calendar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { formatMoney } from '../locale/money';
import { useSiteLocale } from '../locale/use-locale';
import { FULFILMENT_KEYS, keyOf } from '../loyalty/labels';
import { GiftLines } from './GiftLines';

export const MemberOrderRowFragment = graphql(`
  fragment MemberOrderRow_order on OrderListItem {
    id
    number
    status
    createdAt
    itemCount
    fulfilmentState
    total { amount currency }
    giftLines { kind name brandName points }
    promotionCode
  }
`);

export function MemberOrderRow(props: { order: FragmentType<typeof MemberOrderRowFragment> }) {
  const { t } = useTranslation();
  const { tag, country } = useSiteLocale();
  const order = getFragmentData(MemberOrderRowFragment, props.order);
  const date = formatInCountry(order.createdAt, tag, country, { dateStyle: 'medium' });
  const unpaid = order.status === 'PAYMENT_FAILED' || order.status === 'PAYMENT_BLOCKED';
  return (
    <li className="member-order" data-testid="member-order">
      <h2 className="member-order__title">
        <Link to={`/orders/${encodeURIComponent(order.id)}`}>{t('memberOrders.number', { number: order.number })}</Link>
      </h2>
      <dl>
        <dt>{t('memberOrders.date')}</dt>
        <dd>
          <time dateTime={order.createdAt}>{date}</time>
        </dd>
        <dt>{t('memberOrders.status')}</dt>
        <dd data-status={order.status} data-fulfilment={order.fulfilmentState ?? undefined}>
          {/* A paid order's own state (shipped, delivered…), not the payment's "Confirmed" of the day it was placed. */}
          {order.status === 'CONFIRMED' && order.fulfilmentState
            ? t(keyOf(FULFILMENT_KEYS, order.fulfilmentState, 'confirmed'))
            : t(`memberOrders.statusName.${order.status}`)}
        </dd>
        <dt>{t('memberOrders.items')}</dt>
        <dd>{t('memberOrders.itemCount', { count: order.itemCount })}</dd>
        <dt>{t('memberOrders.total')}</dt>
        <dd>{formatMoney(order.total, tag)}</dd>
        {order.promotionCode && (
          <>
            <dt>{t('order.promo')}</dt>
            <dd data-testid="member-order-promo">{order.promotionCode}</dd>
          </>
        )}
      </dl>
      {/* The reward, gift and samples it came with, as on the order's page; an unpaid order
          gave them back and lists none (decision 0131). */}
      <GiftLines lines={unpaid ? [] : order.giftLines.flatMap((line) => (line.kind === 'PRODUCT' ? [] : [{ ...line, kind: line.kind }]))} />
    </li>
  );
}
