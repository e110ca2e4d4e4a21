// A product the assistant found: the real product (resolved by the gateway) with its price
// and an Add to bag the shopper presses: the assistant itself never changes the bag.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddToBag } from '../cart/use-add-to-bag';
import type { BagResult } from '../cart/bag-result';
import type { MoneyValue } from '../locale/money';
import { PriceTag } from '../locale/PriceTag';

export interface AssistantProduct {
  id: string;
  slug: string;
  name: string;
  imageUrl: string;
  inStock: boolean;
  brand: { name: string };
  price: MoneyValue;
  salePrice?: MoneyValue | null;
  defaultVariant: { id: string };
}

export function AssistantProductCard({ product }: { product: AssistantProduct }) {
  const { t } = useTranslation();
  const { addToBag, adding } = useAddToBag();
  const [result, setResult] = useState<BagResult>();
  return (
    <li className="assistant-card" data-testid="assistant-product">
      <img className="assistant-card__image" src={product.imageUrl} alt="" width={56} height={56} loading="lazy" />
      <div className="assistant-card__body">
        <Link to={`/products/${product.slug}`} className="assistant-card__name">
          <span className="assistant-card__brand">{product.brand.name}</span> {product.name}
        </Link>
        <PriceTag price={product.price} salePrice={product.salePrice ?? null} className="assistant-card__price" />
        <button
          type="button"
          className="button button--small"
          disabled={adding || !product.inStock}
          onClick={async () => setResult(await addToBag(product.defaultVariant.id, 1))}
        >
          {adding ? t('product.adding') : t('product.addToBag')}
        </button>
        {result && (
          <p className={result.ok ? 'assistant-card__added' : 'assistant-card__error'} role="status">
            {result.ok ? t('assistant.added') : result.message}
          </p>
        )}
      </div>
    </li>
  );
}
