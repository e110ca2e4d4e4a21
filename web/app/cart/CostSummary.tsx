// The cost summary (docs/product.md#cost-summary) exactly as the api computed it: this component formats,
// it never adds anything up.
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { formatMoney } from '../locale/money';
import { useSiteLocale } from '../locale/use-locale';

export const CostSummaryFragment = graphql(`
  fragment CostSummary_summary on CostSummary {
    subtotal { amount currency }
    discount { amount currency }
    discountLines { kind amount { amount currency } }
    priceBeforeTax { amount currency }
    tax { name percent amount { amount currency } }
    pointsEarned
    shipping { amount currency }
    freeShippingThreshold { amount currency }
    amountToFreeShipping { amount currency }
    giftCardRedeemed { amount currency }
    total { amount currency }
  }
`);

/** showPoints: false where no points will come (an order whose payment failed or was blocked). */
export function CostSummary({
  summary: ref,
  showFreeShipping = true,
  showPoints = true,
}: {
  summary: FragmentType<typeof CostSummaryFragment>;
  showFreeShipping?: boolean;
  showPoints?: boolean;
}) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const s = getFragmentData(CostSummaryFragment, ref);
  const money = (m: { amount: number; currency: string }) => formatMoney(m, tag);
  return (
    <div className="cost-summary" data-testid="cost-summary">
      <dl>
        <Row label={t('bag.subtotal')} value={money(s.subtotal)} valueClass="bag-summary__subtotal" />
        {s.discount.amount > 0 && <Row label={t('bag.discount')} value={`−${money(s.discount)}`} testId="summary-discount" />}
        {s.discountLines.map((line) => (
          <Row key={line.kind} label={t(`rewards.discount.${line.kind}`)} value={`−${money(line.amount)}`} testId={`discount-${line.kind.toLowerCase()}`} />
        ))}
        {s.tax && <Row label={t('bag.priceBeforeTax', { name: s.tax.name })} value={money(s.priceBeforeTax)} />}
        {s.tax && <Row label={t('bag.tax', { name: s.tax.name, percent: s.tax.percent })} value={money(s.tax.amount)} testId="summary-tax" />}
        <Row label={t('bag.shipping')} value={s.shipping.amount === 0 ? t('bag.free') : money(s.shipping)} testId="summary-shipping" />
        {s.giftCardRedeemed.amount > 0 && <Row label={t('bag.giftCard')} value={`−${money(s.giftCardRedeemed)}`} />}
        {showPoints && <Row label={t('bag.pointsEarned')} value={t('bag.points', { count: s.pointsEarned })} />}
        <Row label={t('bag.total')} value={money(s.total)} testId="summary-total" strong />
      </dl>
      {showFreeShipping && (
        <p className="cost-summary__note" data-testid="free-shipping">
          {s.amountToFreeShipping.amount === 0
            ? t('bag.freeShippingReached', { threshold: money(s.freeShippingThreshold) })
            : t('bag.freeShippingMore', { amount: money(s.amountToFreeShipping), threshold: money(s.freeShippingThreshold) })}
        </p>
      )}
      <p className="cost-summary__note">{s.tax ? t('bag.taxIncluded', { name: s.tax.name }) : t('bag.noTax')}</p>
    </div>
  );
}

function Row({ label, value, testId, strong, valueClass }: { label: string; value: string; testId?: string; strong?: boolean; valueClass?: string }) {
  return (
    <div className={strong ? 'bag-summary__row bag-summary__row--total' : 'bag-summary__row'} data-testid={testId}>
      <dt>{label}</dt>
      <dd className={valueClass}>{value}</dd>
    </div>
  );
}
