// The items in the checkout's order summary (issue 15 item 3): what the shopper is paying
// for, each with the picture of the chosen shade or size, its quantity and line total, so
// the total above the button is never a bare number.
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { formatMoney } from '../locale/money';
import { useSiteLocale } from '../locale/use-locale';

export const CheckoutLineFragment = graphql(`
  fragment CheckoutLine_line on CartLine {
    id
    quantity
    lineTotal {
      amount
      currency
    }
    variant {
      id
      name
      imageUrl
    }
    product {
      id
      name
      brand {
        id
        name
      }
    }
  }
`);

export function CheckoutLines({ lines: refs }: { lines: ReadonlyArray<FragmentType<typeof CheckoutLineFragment>> }) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const lines = getFragmentData(CheckoutLineFragment, refs);
  return (
    <ul className="checkout-lines" data-testid="checkout-lines">
      {lines.map((line) => (
        <li key={line.id} className="checkout-lines__line">
          {/* The name beside it says what it is; the picture adds nothing to read out. */}
          <img src={line.variant.imageUrl} alt="" width={64} height={64} loading="lazy" decoding="async" />
          <div className="checkout-lines__text">
            <span className="checkout-lines__brand">{line.product.brand.name}</span>
            <span className="checkout-lines__name">{line.product.name}</span>
            <span className="checkout-lines__meta">
              {line.variant.name} · {t('order.quantity', { count: line.quantity })}
            </span>
          </div>
          <span className="checkout-lines__total">{formatMoney(line.lineTotal, tag)}</span>
        </li>
      ))}
    </ul>
  );
}
