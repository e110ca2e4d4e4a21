import { useTranslation } from 'react-i18next';
import type { StoreAvailability } from '../__generated__/graphql';
import { useFormat } from '../locale/format';
import { useKiosk } from '../visit/kiosk-state';
import { Availability } from './Availability';

export interface TileProduct {
  id: string;
  name: string;
  imageUrl: string;
  brand: { name: string };
  price: { amount: number; currency: string };
  salePrice?: { amount: number; currency: string } | null;
  rating?: number | null;
  reviewCount: number;
  storeAvailability?: StoreAvailability | null;
}

export function ProductTile({ product }: { product: TileProduct }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { go } = useKiosk();
  return (
    <button type="button" className="product-tile" data-testid="product-tile" onClick={() => go({ name: 'product', productId: product.id })}>
      <img src={product.imageUrl} alt="" loading="lazy" />
      <span className="product-tile__brand">{product.brand.name}</span>
      <span className="product-tile__name">{product.name}</span>
      <span className="product-tile__price">{format.money(product.salePrice ?? product.price)}</span>
      {product.rating ? (
        <span className="product-tile__rating">
          ★ {format.number(product.rating, 1)} · {t('product.reviews', { count: product.reviewCount })}
        </span>
      ) : null}
      <Availability value={product.storeAvailability} />
    </button>
  );
}
