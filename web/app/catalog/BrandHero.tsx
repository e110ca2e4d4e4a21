// The hero of a brand page without a content entry (decision 0117): the brand's name on a
// ground tinted from its slug, its count of products and the packshots of its first three,
// so no brand page opens on an empty box. A brand with a content entry shows that hero.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import './brand-hero.css';

export const BrandHeroFragment = graphql(`
  fragment BrandHero_product on Product {
    id
    imageUrl
  }
`);

/** A hue of the brand's own, the same on every visit. */
function hueOf(slug: string): number {
  let hash = 0;
  for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % 360;
}

interface BrandHeroProps {
  name: string;
  slug: string;
  productCount: number;
  products: ReadonlyArray<FragmentType<typeof BrandHeroFragment>>;
}

export function BrandHero({ name, slug, productCount, products: refs }: BrandHeroProps) {
  const { t } = useTranslation();
  const products = getFragmentData(BrandHeroFragment, refs);
  return (
    <section className="brand-hero" style={{ '--brand-hue': hueOf(slug) } as CSSProperties} data-testid="brand-hero">
      <div className="brand-hero__text">
        <p className="brand-hero__eyebrow">{t('brands.hero.eyebrow')}</p>
        <h1 className="brand-hero__name">{name}</h1>
        <p className="brand-hero__count">{t('brands.hero.count', { count: productCount })}</p>
      </div>
      {products.length > 0 && (
        <div className="brand-hero__packshots" aria-hidden="true">
          {products.slice(0, 3).map((product) => (
            <img key={product.id} src={product.imageUrl} alt="" width={200} height={200} />
          ))}
        </div>
      )}
    </section>
  );
}
