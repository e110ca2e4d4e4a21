// The order's life after payment on the order page (issue 11 item 1): its state, the date
// of each step taken, the tracking number once shipped, and per line what was cancelled
// or returned.
import { useTranslation } from 'react-i18next';
import { formatInCountry } from '@beauty/contracts/calendar';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { useSiteLocale } from '../locale/use-locale';
import { FULFILMENT_KEYS, keyOf } from '../loyalty/labels';

export const OrderFulfilmentFragment = graphql(`
  fragment OrderFulfilment_fulfilment on OrderFulfilment {
    state
    trackingNumber
    confirmedAt
    packedAt
    shippedAt
    deliveredAt
    cancelledAt
    returnedAt
    lines { position quantity cancelledQuantity returnedQuantity }
  }
`);

export function OrderFulfilmentStatus({ fulfilment: ref }: { fulfilment: FragmentType<typeof OrderFulfilmentFragment> | null | undefined }) {
  const { t } = useTranslation();
  const { tag, country } = useSiteLocale();
  const fulfilment = getFragmentData(OrderFulfilmentFragment, ref);
  if (!fulfilment) return null;
  const when = (iso: string) => formatInCountry(iso, tag, country, { dateStyle: 'long' });
  const steps = [
    ['confirmed', fulfilment.confirmedAt],
    ['packed', fulfilment.packedAt],
    ['shipped', fulfilment.shippedAt],
    ['delivered', fulfilment.deliveredAt],
    ['cancelled', fulfilment.cancelledAt],
    ['returned', fulfilment.returnedAt],
  ].filter((step): step is [string, string] => Boolean(step[1]));
  const takenBack = fulfilment.lines.filter((l) => l.cancelledQuantity > 0 || l.returnedQuantity > 0);
  return (
    <section className="order-fulfilment" aria-labelledby="order-fulfilment-title" data-testid="order-fulfilment">
      <h2 id="order-fulfilment-title">{t('fulfilment.title')}</h2>
      <p data-testid="order-fulfilment-state" data-state={fulfilment.state.toLowerCase()}>
        <strong>{t(keyOf(FULFILMENT_KEYS, fulfilment.state, 'confirmed'))}</strong>
      </p>
      <ol>
        {steps.map(([step, at]) => (
          <li key={step}>
            {t(keyOf(FULFILMENT_KEYS, step, 'confirmed'))}: {when(at)}
          </li>
        ))}
      </ol>
      {fulfilment.trackingNumber && <p>{t('fulfilment.tracking', { number: fulfilment.trackingNumber })}</p>}
      {takenBack.length > 0 && (
        <ul>
          {takenBack.map((line) => (
            <li key={line.position}>
              {t('fulfilment.line', { line: line.position + 1, cancelled: line.cancelledQuantity, returned: line.returnedQuantity, quantity: line.quantity })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
