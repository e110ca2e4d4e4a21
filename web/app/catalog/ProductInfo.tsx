// Highlights and ingredients, the product text the data set has.
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';

export const ProductInfoFragment = graphql(`
  fragment ProductInfo_product on Product {
    id
    highlights
    ingredients
    size
  }
`);

export function ProductInfo({ product: ref }: { product: FragmentType<typeof ProductInfoFragment> }) {
  const { t } = useTranslation();
  const product = getFragmentData(ProductInfoFragment, ref);
  if (product.highlights.length === 0 && !product.ingredients && !product.size) return null;
  return (
    <section className="product-info" aria-labelledby="product-details">
      <h2 id="product-details">{t('product.details')}</h2>
      {product.size && (
        <p>
          {t('product.size')}: {product.size}
        </p>
      )}
      {product.highlights.length > 0 && (
        <>
          <h3>{t('product.highlights')}</h3>
          <ul className="highlights">
            {product.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </>
      )}
      {product.ingredients && (
        <details className="ingredients">
          <summary>{t('product.ingredients')}</summary>
          <p>{product.ingredients}</p>
        </details>
      )}
    </section>
  );
}
