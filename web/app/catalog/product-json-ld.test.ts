import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld';

const base = {
  name: 'Blush',
  brand: 'NARS',
  url: 'https://shop.example.sg/products/blush-p2855',
  image: 'https://shop.example.sg/images/products/P2855.svg',
  sku: 'NARS-P2855-1',
  price: { amount: 4300, currency: 'SGD' },
  inStock: true,
  comingSoon: false,
  rating: 4.5,
  reviewCount: 18127,
};

describe('productJsonLd', () => {
  it('describes the product, its offer in the site currency and its rating', () => {
    expect(productJsonLd(base)).toMatchObject({
      '@type': 'Product',
      name: 'Blush',
      brand: { name: 'NARS' },
      offers: { price: '43.00', priceCurrency: 'SGD', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 18127 },
    });
  });

  it('offers the sale price, says out of stock or pre-order, and leaves out an absent rating', () => {
    const ld = productJsonLd({ ...base, salePrice: { amount: 3500, currency: 'SGD' }, inStock: false, rating: null, reviewCount: 0 });
    expect(ld.offers).toMatchObject({ price: '35.00', availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({ ...base, comingSoon: true }).offers).toMatchObject({ availability: 'https://schema.org/PreOrder' });
  });
});
