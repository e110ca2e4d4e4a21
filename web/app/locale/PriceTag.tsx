// A price as the shopper reads it in the page's locale: the sale price first, the regular one
// struck through. With the locale's other formatting, below every domain that shows a price
// (the catalogue, the bag, the lists, the assistant).
import { useTranslation } from 'react-i18next';
import { formatMoney, type MoneyValue } from './money';
import { useSiteLocale } from './use-locale';

interface PriceTagProps {
  price: MoneyValue;
  salePrice?: MoneyValue | null;
  className?: string;
}

export function PriceTag({ price, salePrice, className }: PriceTagProps) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const classes = ['price-tag', className].filter(Boolean).join(' ');
  if (!salePrice || salePrice.amount >= price.amount) {
    return (
      <p className={classes}>
        <span className="price-tag__current">{formatMoney(price, tag)}</span>
      </p>
    );
  }
  return (
    <p className={classes}>
      <span className="price-tag__sale">
        <span className="visually-hidden">{t('product.salePrice')}: </span>
        {formatMoney(salePrice, tag)}
      </span>{' '}
      <s className="price-tag__was">
        <span className="visually-hidden">{t('product.originalPrice')}: </span>
        {formatMoney(price, tag)}
      </s>
    </p>
  );
}
