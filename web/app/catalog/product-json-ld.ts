// Product structured data for search engines (schema.org Product with an Offer and, when
// rated, an AggregateRating), rendered into the page head by the product route's meta.
import type { MoneyValue } from '../locale/money';

export interface JsonLdProduct {
  name: string;
  brand: string;
  url: string;
  image: string;
  sku: string;
  description?: string;
  price: MoneyValue;
  salePrice?: MoneyValue | null;
  inStock: boolean;
  comingSoon: boolean;
  rating?: number | null;
  reviewCount: number;
}

/** A price as schema.org wants it: a decimal string in major units ("143.00"). */
const decimal = ({ amount }: MoneyValue) => (amount / 100).toFixed(2);

export function productJsonLd(product: JsonLdProduct): Record<string, unknown> {
  const paid = product.salePrice ?? product.price;
  const availability = product.comingSoon ? 'PreOrder' : product.inStock ? 'InStock' : 'OutOfStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    brand: { '@type': 'Brand', name: product.brand },
    image: product.image,
    sku: product.sku,
    url: product.url,
    ...(product.description ? { description: product.description } : {}),
    offers: {
      '@type': 'Offer',
      url: product.url,
      price: decimal(paid),
      priceCurrency: paid.currency,
      availability: `https://schema.org/${availability}`,
    },
    ...(product.rating != null && product.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount } }
      : {}),
  };
}
