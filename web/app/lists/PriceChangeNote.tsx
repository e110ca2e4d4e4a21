// Under a wish-list product's price: how it moved since it was added ("Price dropped: was …"),
// with the price it had then; nothing when it has not moved (or was added on another site).
import { useTranslation } from 'react-i18next';
import { formatMoney, type MoneyValue } from '../locale/money';
import { useSiteLocale } from '../locale/use-locale';
import { priceChange } from './price-change';

export function PriceChangeNote({ added, now }: { added: MoneyValue | null | undefined; now: MoneyValue }) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const change = priceChange(added, now);
  if (!change) return null;
  return (
    <p className={`wish-list__change${change.direction === 'up' ? ' wish-list__change--up' : ''}`}>
      {t(change.direction === 'down' ? 'lists.page.priceDown' : 'lists.page.priceUp', { was: formatMoney(change.was, tag) })}
    </p>
  );
}
