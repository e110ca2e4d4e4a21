import type { FragmentType } from '../__generated__/fragment-masking';
import { ProductCard, type ProductCardFragment } from './ProductCard';

interface ProductGridProps {
  products: ReadonlyArray<{ id: string } & FragmentType<typeof ProductCardFragment>>;
  headingLevel: 'h2' | 'h3';
}

const EAGER_IMAGES = 4;

export function ProductGrid({ products, headingLevel }: ProductGridProps) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} eager={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
